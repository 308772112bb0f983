import { expect, waitUntil } from '@open-wc/testing';
import { sleep } from '../helpers/environment';
import { dropInPage, shadowPart, type DropInPage } from './page';

/** The presets as a site writes them in the JSON config (the drop-in's global has them for JS configs). */
const US_STATES = [
  'CA',
  'VA',
  'CO',
  'CT',
  'UT',
  'TX',
  'OR',
  'MT',
  'IA',
  'DE',
  'NH',
  'NJ',
  'TN',
  'MN',
  'MD',
  'IN',
  'KY',
  'RI',
  'NE',
];
const POLICIES = [
  { id: 'europe-opt-in', match: { countries: ['DE', 'FR', 'GB'] }, model: 'opt-in' },
  { id: 'us-opt-out', match: { regions: US_STATES.map((code) => `US-${code}`) }, model: 'opt-out', gpc: true },
  { id: 'world-no-banner', match: { fallback: true }, model: 'none' },
];
const LINK = `<a href="/privacy" data-consent-action="open-dialog"><svg aria-hidden="true" width="30" height="14"></svg></a>`;
const config = (location: object, extra: object = {}) => ({
  policies: POLICIES,
  location,
  consentCategories: ['necessary', 'measurement', 'marketing'],
  scrollLock: true,
  ...extra,
});
const manager = (page: DropInPage) => page.win.ConsentElements.getConsentManager();
const banner = (page: DropInPage) => page.doc.querySelector('consent-banner')!;

describe('drop-in: consent models by region', () => {
  it('California: a non-blocking notice titled "Your Privacy Choices"; Reject All opts out in one click', async () => {
    const page = await dropInPage({
      config: config({ countryCode: 'US', regionCode: 'CA' }),
      body: `<button id="before">before</button><consent-banner></consent-banner>${LINK}`,
    });
    page.doc.getElementById('before')!.focus();
    await waitUntil(() => shadowPart(banner(page), 'banner'), 'no notice', { timeout: 5000 });
    const card = shadowPart(banner(page), 'banner')!;
    expect(card.getAttribute('role')).to.equal('region');
    expect(card.hasAttribute('aria-modal')).to.equal(false);
    const title = shadowPart(banner(page), 'title')!;
    expect(title.textContent).to.equal('Your Privacy Choices');
    expect(card.getAttribute('aria-labelledby')).to.equal(title.id);
    // No overlay (even with scrollLock), no focus moved, the page stays usable.
    expect(shadowPart(banner(page), 'overlay')).to.equal(null);
    expect(page.doc.activeElement!.id).to.equal('before');
    expect(page.doc.querySelector('[inert]')).to.equal(null);
    expect(page.doc.documentElement.style.overflow).not.to.equal('hidden');
    // In scope and granted until the visitor opts out.
    expect(manager(page).has('marketing')).to.equal(true);
    shadowPart(banner(page), 'reject-button')!.click();
    await waitUntil(() => manager(page).getState().consentInfo, 'the opt-out was not stored');
    expect(manager(page).getState().consentInfo.type).to.equal('necessary');
    expect(manager(page).has('marketing')).to.equal(false);
    expect(manager(page).has('measurement')).to.equal(false);
    expect(JSON.parse(localStorage.getItem('privacy-consent-storage')!).policyId).to.equal('us-opt-out');
  });

  it('Accept All in the notice keeps the defaults in force and stores them', async () => {
    const page = await dropInPage({
      config: config(
        { countryCode: 'US', regionCode: 'TX' },
        { policies: [{ ...POLICIES[1], categories: ['marketing'] }] },
      ),
      body: '<consent-banner></consent-banner>',
    });
    await waitUntil(() => shadowPart(banner(page), 'accept-button'), 'no notice', { timeout: 5000 });
    shadowPart(banner(page), 'accept-button')!.click();
    await waitUntil(() => manager(page).getState().consentInfo, 'not acknowledged');
    expect(manager(page).getState().consentInfo.type).to.equal('custom');
    // marketing is in scope (granted), measurement is not (off until the visitor grants it).
    expect(manager(page).getState().consents).to.include({ marketing: true, measurement: false });
  });

  it('the "Your Privacy Choices" link: labelled in the visitor\'s language, keyboard-reachable, opens the dialog', async () => {
    const page = await dropInPage({
      config: config({ countryCode: 'US', regionCode: 'CA' }, { language: 'de' }),
      body: `${LINK}<a id="own" href="#" data-consent-action="open-dialog">Cookie-Einstellungen</a><consent-dialog></consent-dialog>`,
    });
    const link = page.doc.querySelector('a')!;
    await waitUntil(() => link.textContent === 'Ihre Datenschutzoptionen', 'the link got no label', { timeout: 5000 });
    expect(link.querySelector('[data-consent-label]')!.getAttribute('lang')).to.equal('de');
    // A link with its own text keeps it.
    expect(page.doc.getElementById('own')!.textContent).to.equal('Cookie-Einstellungen');
    expect(link.tabIndex).to.equal(0);
    link.focus();
    link.click();
    await waitUntil(() => manager(page).getState().isPrivacyDialogOpen, 'the dialog did not open');
    const dialog = page.doc.querySelector('consent-dialog')!;
    await waitUntil(() => shadowPart(dialog, 'title'), 'the dialog did not render', { timeout: 5000 });
    expect(shadowPart(dialog, 'title')!.textContent).to.equal('Ihre Datenschutzoptionen');
    // A link added later is labelled too, and follows a language change.
    const late = page.doc.createElement('button');
    late.setAttribute('data-consent-action', 'open-dialog');
    page.doc.body.append(late);
    await waitUntil(() => late.textContent === 'Ihre Datenschutzoptionen', 'a late link got no label');
    await manager(page).setLanguage('fr');
    await waitUntil(() => late.textContent === 'Vos choix de confidentialité', 'the label did not follow the language');
  });

  it('Germany: the modal opt-in banner as today', async () => {
    const page = await dropInPage({ config: config({ countryCode: 'DE' }), body: '<consent-banner></consent-banner>' });
    await waitUntil(() => shadowPart(banner(page), 'banner'), 'no banner', { timeout: 5000 });
    expect(shadowPart(banner(page), 'banner')!.getAttribute('role')).to.equal('dialog');
    expect(shadowPart(banner(page), 'title')!.textContent).to.equal('We value your privacy');
    expect(shadowPart(banner(page), 'overlay')).not.to.equal(null);
    expect(manager(page).has('marketing')).to.equal(false);
  });

  it('elsewhere: no banner, all granted; the page never loads the banner', async () => {
    const page = await dropInPage({ config: config({ countryCode: 'JP' }), body: '<consent-banner></consent-banner>' });
    await manager(page).ready;
    await sleep(200);
    expect(shadowPart(banner(page), 'banner')).to.equal(null);
    expect(manager(page).has('marketing')).to.equal(true);
    expect(page.resources().some((path) => path.endsWith('banner-shell.js'))).to.equal(false);
  });

  it('the presets are on window.ConsentElements; a page without policies never loads their code', async () => {
    const page = await dropInPage({ config: {}, body: LINK });
    const presets = page.win.ConsentElements.policyPresets;
    expect(presets.usOptOut().match.regions).to.have.length(19);
    expect(presets.europeOptIn().match.countries).to.have.length(32);
    await manager(page).ready;
    await sleep(200);
    expect(page.resources().filter((path) => /policy|privacy-links/.test(path))).to.deep.equal([]);
    expect(manager(page).getState().policy).to.equal(null);
    expect(page.doc.querySelector('a')!.textContent).to.equal('');
  });
});
