// The demo site's own script, loaded in <head> without defer so the dark class is set before first paint.
// The consent elements follow the page's `dark` class by themselves.
const THEME_KEY = 'demo-site-theme';
const root = document.documentElement;
const stored = localStorage.getItem(THEME_KEY);
root.classList.toggle('dark', stored ? stored === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches);

const JURISDICTIONS = { GDPR: 'GDPR (EU)', CCPA: 'CCPA (California)', NONE: 'No regulation' };

document.addEventListener('consent-banner-fetched', ({ detail: { showConsentBanner, jurisdiction, location } }) => {
  const name = document.querySelector('[data-jurisdiction]');
  const detail = document.querySelector('[data-jurisdiction-detail]');
  if (name) name.textContent = JURISDICTIONS[jurisdiction?.code] ?? jurisdiction?.code ?? 'unknown';
  if (detail)
    detail.textContent = ` · ${location?.countryCode ?? 'no country'}, banner ${showConsentBanner ? 'required' : 'not required'}`;
});

// The policy in force: the page's `policies` decide (not the backend's jurisdiction), so the strip shows this alone.
const POLICIES = {
  'europe-opt-in': 'Europe: opt-in banner',
  'us-opt-out': 'US state law: opt-out notice',
  'world-no-banner': 'Elsewhere: no banner',
};
const showPolicy = () => {
  const policy = window.ConsentElements?.getConsentManager().getState().policy;
  const target = document.querySelector('[data-policy]');
  if (target) target.textContent = policy ? (POLICIES[policy.id] ?? `${policy.id} (${policy.model})`) : 'none';
};
document.addEventListener('consent-ready', showPolicy);
document.addEventListener('consent-change', showPolicy);

document.addEventListener('DOMContentLoaded', () => {
  document.querySelector('[data-theme-toggle]')?.addEventListener('click', (event) => {
    const dark = root.classList.toggle('dark');
    localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light');
    event.currentTarget.setAttribute('aria-pressed', String(dark));
  });
  document.querySelector('[data-theme-toggle]')?.setAttribute('aria-pressed', String(root.classList.contains('dark')));

  // The server remembers ?country= (and &region=) in these cookies; mark the matching switch.
  const region = /(?:^|;\s*)demo_region=([A-Z0-9]{1,3})/.exec(document.cookie)?.[1];
  const country = (/(?:^|;\s*)demo_country=([A-Z]{2})/.exec(document.cookie)?.[1] ?? '') + (region ? `-${region}` : '');
  for (const link of document.querySelectorAll('[data-country]')) {
    link.setAttribute('aria-current', String(link.dataset.country === country));
  }

  // The newsletter form is decoration: nothing is sent anywhere.
  document.addEventListener('submit', (event) => {
    if (!event.target.matches('[data-demo-form]')) return;
    event.preventDefault();
    event.target.querySelector('button').textContent = 'Thanks!';
  });

  document.querySelector('[data-reset-consent]')?.addEventListener('click', () => {
    window.ConsentElements?.getConsentManager().resetConsents();
  });
});
