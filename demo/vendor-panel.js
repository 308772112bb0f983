// "What the vendors were told": every call the stand-in vendor libraries received (vendor-stubs/record.js), in
// order, so the demo shows each vendor's state arriving before its tag and following every choice.
(() => {
  const NAMES = {
    'meta-pixel': 'Meta Pixel',
    'microsoft-uet': 'Microsoft UET',
    'microsoft-clarity': 'Clarity',
    posthog: 'PostHog',
  };
  // Closed until asked for, in the demo strip (its list opens below the strip, over the page, only on demand).
  const panel = document.createElement('details');
  panel.className = 'vendor-panel';
  panel.innerHTML =
    '<summary><span class="long">What the vendors were told</span><span class="short">Vendors</span> ' +
    '<span class="count">(0)</span></summary><ol aria-live="polite"></ol>';
  const list = panel.querySelector('ol');
  const count = panel.querySelector('.count');
  const describe = (value) => (typeof value === 'object' ? JSON.stringify(value) : String(value));
  const show = ([vendor, ...call]) => {
    const item = document.createElement('li');
    const name = document.createElement('strong');
    name.textContent = NAMES[vendor] ?? vendor;
    item.append(name, ` ${call.map(describe).join(' ')}`);
    list.append(item);
    list.scrollTop = list.scrollHeight;
    count.textContent = `(${list.children.length})`;
  };
  const start = () => {
    const strip = document.querySelector('[data-demo-status]');
    if (strip) strip.prepend(panel);
    else document.body.append(panel);
    (window.__vendorCalls ?? []).forEach(show);
    document.addEventListener('vendor-call', (event) => show(event.detail));
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
})();
