// The vendors' standard loader snippets, as a site pastes them after the consent script (here deferred after it, as
// the demo's CSP allows no inline script). Their script URLs point at the local stand-ins beside this file, so
// nothing leaves the demo's origin; the stand-ins record what each vendor was told (record.js).

// Meta Pixel
!(function (f, b, e, v, n, t, s) {
  if (f.fbq) return;
  n = f.fbq = function () {
    n.callMethod ? n.callMethod.apply(n, arguments) : n.queue.push(arguments);
  };
  if (!f._fbq) f._fbq = n;
  n.push = n;
  n.loaded = !0;
  n.version = '2.0';
  n.queue = [];
  t = b.createElement(e);
  t.async = !0;
  t.src = v;
  s = b.getElementsByTagName(e)[0];
  s.parentNode.insertBefore(t, s);
})(window, document, 'script', '/vendor-stubs/fbevents.js');
fbq('init', '1234567890');
fbq('track', 'PageView');

// Microsoft UET
(function (w, d, t, r, u) {
  var f, n, i;
  ((w[u] = w[u] || []),
    (f = function () {
      var o = { ti: '5000000' };
      ((o.q = w[u]), (w[u] = new UET(o)), w[u].push('pageLoad'));
    }),
    (n = d.createElement(t)),
    (n.src = r),
    (n.async = 1),
    (n.onload = n.onreadystatechange =
      function () {
        var s = this.readyState;
        (s && s !== 'loaded' && s !== 'complete') || (f(), (n.onload = n.onreadystatechange = null));
      }),
    (i = d.getElementsByTagName(t)[0]),
    i.parentNode.insertBefore(n, i));
})(window, document, 'script', '/vendor-stubs/bat.js', 'uetq');

// Microsoft Clarity
(function (c, l, a, r, i, t, y) {
  c[a] =
    c[a] ||
    function () {
      (c[a].q = c[a].q || []).push(arguments);
    };
  t = l.createElement(r);
  t.async = 1;
  t.src = '/vendor-stubs/clarity.js?id=' + i;
  y = l.getElementsByTagName(r)[0];
  y.parentNode.insertBefore(t, y);
})(window, document, 'clarity', 'script', 'abcdef1234');

// PostHog (array.js answered by posthog-array.js)
!(function (t, e) {
  var o, n, p, r;
  e.__SV ||
    (window.posthog && window.posthog.__loaded) ||
    ((window.posthog = e),
    (e._i = []),
    (e.init = function (i, s, a) {
      function g(t, e) {
        var o = e.split('.');
        (2 == o.length && ((t = t[o[0]]), (e = o[1])),
          (t[e] = function () {
            t.push([e].concat(Array.prototype.slice.call(arguments, 0)));
          }));
      }
      (((p = t.createElement('script')).type = 'text/javascript'),
        (p.crossOrigin = 'anonymous'),
        (p.async = !0),
        (p.src = s.api_host + '/posthog-array.js'),
        (r = t.getElementsByTagName('script')[0]).parentNode.insertBefore(p, r));
      var u = e;
      for (
        void 0 !== a ? (u = e[a] = []) : (a = 'posthog'),
          u.people = u.people || [],
          u.toString = function (t) {
            var e = 'posthog';
            return ('posthog' !== a && (e += '.' + a), t || (e += ' (stub)'), e);
          },
          u.people.toString = function () {
            return u.toString(1) + '.people (stub)';
          },
          o =
            'init capture register register_once unregister identify reset opt_in_capturing opt_out_capturing has_opted_in_capturing has_opted_out_capturing'.split(
              ' ',
            ),
          n = 0;
        n < o.length;
        n++
      )
        g(u, o[n]);
      e._i.push([i, s, a]);
    }),
    (e.__SV = 1));
})(document, window.posthog || []);
posthog.init('phc_demo', { api_host: '/vendor-stubs' });
