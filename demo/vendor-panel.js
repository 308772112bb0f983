// "What the vendors were told": each declared service's signal as it stands (the page's `services`, those with a
// `vendor`), then every call the stand-in vendor libraries received (vendor-stubs/record.js), in order, so the demo
// shows each vendor's state arriving before its tag and following every choice, service by service.
(() => {
  const NAMES = {
    'meta-pixel': 'Meta Pixel',
    'microsoft-uet': 'Microsoft UET',
    'microsoft-clarity': 'Clarity',
    posthog: 'PostHog',
  };
  // Closed until asked for, in the demo strip (its content opens below the strip, over the page, only on demand).
  const panel = document.createElement('details');
  panel.className = 'vendor-panel';
  panel.innerHTML =
    '<summary><span class="long">What the vendors were told</span><span class="short">Vendors</span> ' +
    '<span class="count">(0)</span></summary><div class="vendor-panel-body">' +
    '<table class="service-signals"><caption>Signal per service</caption><thead><tr><th scope="col">Service</th>' +
    '<th scope="col">Signal</th></tr></thead><tbody></tbody></table>' +
    '<ol aria-live="polite"></ol></div>';
  const list = panel.querySelector('ol');
  const signals = panel.querySelector('.service-signals tbody');
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
  /** The page's `services` option, as its JSON config declares them. */
  const declaredServices = () => {
    try {
      return JSON.parse(document.getElementById('consent-config')?.textContent ?? '{}').services ?? [];
    } catch {
      return [];
    }
  };
  /** One row per service with a vendor: granted or refused in the consent in force. */
  const showSignals = () => {
    const manager = window.ConsentElements?.getConsentManager();
    if (!manager) return;
    const { serviceConsents } = manager.getState();
    signals.replaceChildren(
      ...declaredServices()
        .filter((service) => service.vendor)
        .map((service) => {
          const row = document.createElement('tr');
          const granted = serviceConsents[service.id] === true;
          for (const text of [service.name, granted ? 'granted' : 'denied']) {
            row.append(Object.assign(document.createElement('td'), { textContent: text }));
          }
          row.dataset.service = service.id;
          row.dataset.signal = granted ? 'granted' : 'denied';
          return row;
        }),
    );
  };
  const start = () => {
    const strip = document.querySelector('[data-demo-status]');
    if (strip) strip.prepend(panel);
    else document.body.append(panel);
    (window.__vendorCalls ?? []).forEach(show);
    document.addEventListener('vendor-call', (event) => show(event.detail));
    document.addEventListener('consent-change', showSignals);
    document.addEventListener('consent-ready', showSignals);
    showSignals();
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
})();
