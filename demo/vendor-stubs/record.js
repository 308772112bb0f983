// Shared by the stand-in vendor libraries below (the demo's and the tests'): what a vendor was told, in order, in
// window.__vendorCalls as [vendor, ...call], and a `vendor-call` event on the document for the demo's panel.
window.__recordVendorCall =
  window.__recordVendorCall ||
  function (vendor, call) {
    var entry = [vendor].concat(Array.prototype.slice.call(call));
    (window.__vendorCalls = window.__vendorCalls || []).push(entry);
    document.dispatchEvent(new CustomEvent('vendor-call', { detail: entry }));
  };
