// Stand-in for an analytics tag: the JSON config lists it as a managed script of the measurement category,
// so the library adds it only once measurement is granted.
(() => {
  if (window.demoAnalytics) return;
  window.demoAnalytics = { loadedAt: new Date().toISOString() };
  console.info('[demo-analytics] loaded: measurement consent granted');

  // In the demo strip where the page has one: a toast in a corner covered the article.
  const badge = document.createElement('span');
  badge.className = 'analytics-badge';
  badge.setAttribute('role', 'status');
  badge.textContent = 'Analytics loaded';
  const strip = document.querySelector('[data-demo-status]');
  if (strip) strip.append(badge);
  else document.body.append(badge);

  // A real tag cannot be unloaded; this one at least says so when measurement is withdrawn.
  document.addEventListener('consent-change', (event) => {
    if (event.detail.consents.measurement) return;
    badge.textContent = 'Analytics stops after reload';
    badge.classList.add('stopped');
  });
})();
