// Stand-in for Clarity's tag: replays the stub's queue (clarity.q) in order, then takes calls directly.
(function () {
  var record = function (call) {
    window.__recordVendorCall('microsoft-clarity', call);
  };
  var queue = (window.clarity && window.clarity.q) || [];
  record(['loaded']);
  window.clarity = function () {
    record(arguments);
  };
  for (var i = 0; i < queue.length; i++) window.clarity.apply(null, queue[i]);
})();
