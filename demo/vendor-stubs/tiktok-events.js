// Stand-in for TikTok's events.js: replays the [method, ...args] entries of the ttq array in order, then the
// stub's methods call it directly.
(function () {
  var ttq = window.ttq;
  var record = function (call) {
    window.__recordVendorCall('tiktok-pixel', call);
  };
  record(['loaded'].concat(Object.keys(ttq._i || {})));
  var queue = ttq.splice(0);
  ttq.methods.forEach(function (method) {
    ttq[method] = function () {
      record([method].concat(Array.prototype.slice.call(arguments)));
    };
  });
  ttq.push = function (entry) {
    ttq[entry[0]].apply(ttq, entry.slice(1));
  };
  queue.forEach(function (entry) {
    ttq.push(entry);
  });
})();
