// Stand-in for matomo.js: runs the _paq queue in order, then _paq becomes an object whose push runs at once.
(function () {
  var record = function (call) {
    window.__recordVendorCall('matomo', call);
  };
  var queue = window._paq || [];
  record(['loaded']);
  window._paq = {
    push: function () {
      for (var i = 0; i < arguments.length; i++) record(arguments[i]);
    },
  };
  window._paq.push.apply(window._paq, queue);
})();
