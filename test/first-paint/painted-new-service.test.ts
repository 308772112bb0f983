import { expect, waitUntil } from '@open-wc/testing';
import { encodeConsentCookie } from '../../src/core/compliance/cookie-format';
import { renderConsentBanner } from '../../src/server/render-consent-banner';
import { dropInPage, shadowPart } from '../drop-in/page';

/**
 * A server-rendered page after the site declared a new service in a category the visitor granted. The cookie mirror
 * carries only the refused services, so the server cannot tell a new service from a granted one and paints nothing;
 * the page's script then shows the banner (docs/first-paint.md), the earlier choices counting and preselected.
 */
const services = [
  { id: 'youtube', category: 'marketing' as const, name: 'YouTube' },
  { id: 'meta', category: 'marketing' as const, name: 'Meta Pixel' },
];
const CONFIG = {
  mode: 'offline' as const,
  consentCategories: ['necessary' as const, 'marketing' as const],
  services,
};
const decided = {
  consents: { necessary: true, functionality: false, experience: false, measurement: false, marketing: true },
  consentInfo: { time: Date.now() - 60_000, type: 'custom' as const },
  services: { youtube: true }, // decided before `meta` was declared
};

describe('first paint: a new service in a granted category', () => {
  it('the server paints nothing it cannot know; the script shows the banner, the earlier choices preselected', async () => {
    const cookie = encodeConsentCookie(decided, { youtube: 'marketing' });
    expect(renderConsentBanner({ cookie: `consent-elements=${cookie}`, options: CONFIG })).to.equal('');
    localStorage.setItem('privacy-consent-storage', JSON.stringify(decided));
    document.cookie = `consent-elements=${cookie}; path=/`;
    const page = await dropInPage({
      config: CONFIG,
      body: '<main><h1>Shop</h1></main><consent-banner></consent-banner>',
    });
    const manager = page.win.ConsentElements.getConsentManager();
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'banner'), 'no banner for the new service', { timeout: 5000 });
    const state = manager.getState();
    expect(state.showPopup).to.equal(true);
    expect(state.consents.marketing, 'the earlier decision still counts').to.equal(true);
    expect(state.serviceConsents).to.deep.equal({ youtube: true, meta: false });
    expect(state.selectedServiceConsents).to.deep.equal({ youtube: true, meta: false });
  });
});
