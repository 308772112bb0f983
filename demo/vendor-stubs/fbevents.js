// Stand-in for Meta's fbevents.js: reads the stub's queue in order, then takes calls directly (fbq.callMethod).
(function () {
  var fbq = window.fbq;
  var record = function (call) {
    window.__recordVendorCall('meta-pixel', call);
  };
  record(['loaded']);
  fbq.callMethod = function () {
    record(arguments);
  };
  var queue = fbq.queue.splice(0);
  for (var i = 0; i < queue.length; i++) fbq.callMethod.apply(fbq, queue[i]);
})();
