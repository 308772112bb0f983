// Stand-in for Microsoft's bat.js: UET reads its flat queue (o.q) in order, each command with its arguments.
(function () {
  var record = function (call) {
    window.__recordVendorCall('microsoft-uet', call);
  };
  var ARITY = { consent: 2, event: 2, set: 1 };
  function UET(options) {
    record(['loaded', options.ti]);
    this.push.apply(this, options.q || []);
  }
  UET.prototype.push = function () {
    var items = Array.prototype.slice.call(arguments);
    while (items.length) {
      var name = items.shift();
      record([name].concat(items.splice(0, ARITY[name] || 0)));
    }
  };
  window.UET = UET;
})();
