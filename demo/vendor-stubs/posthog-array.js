// Stand-in for PostHog's array.js: init for each snippet init, then the queued calls (captures last), then the first
// pageview unless the visitor opted out; afterwards window.posthog is the "library" and takes calls directly.
(function () {
  var stub = window.posthog;
  var record = function (call) {
    window.__recordVendorCall('posthog', call);
  };
  var optedOut = false;
  var library = {
    __loaded: true,
    opt_in_capturing: function () {
      optedOut = false;
      record(['opt_in_capturing']);
    },
    opt_out_capturing: function () {
      optedOut = true;
      record(['opt_out_capturing']);
    },
    capture: function (event) {
      if (!optedOut) record(['capture', event]);
    },
    push: function (entry) {
      (
        library[entry[0]] ||
        function () {
          record(entry);
        }
      ).apply(library, entry.slice(1));
    },
  };
  (stub._i || []).forEach(function (init) {
    record(['init', init[0]]);
  });
  var entries = Array.prototype.slice.call(stub);
  entries
    .filter(function (entry) {
      return entry[0].indexOf('capture') < 0;
    })
    .forEach(library.push);
  entries
    .filter(function (entry) {
      return entry[0].indexOf('capture') >= 0;
    })
    .forEach(library.push);
  window.posthog = library;
  setTimeout(function () {
    library.capture('$pageview');
  }, 1);
})();
