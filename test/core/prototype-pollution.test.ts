import { expect, waitUntil } from '@open-wc/testing';
import { dropInPage, shadowPart } from '../drop-in/page';

// Issue 35 (10): enumerable values a page put on Object.prototype are neither options nor rules.
describe('a polluted Object.prototype', () => {
  it('still gives the visitor a banner, and grants nothing by itself', async () => {
    const page = await dropInPage({
      head: '<script>Object.prototype.marketing = true; Object.prototype.mode = "c15t";</script>',
      config: { mode: 'offline', consentCategories: ['necessary', 'measurement', 'marketing'] },
      body: '<consent-banner></consent-banner>',
    });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'banner'), 'no banner', { timeout: 5000 });
    const manager = page.win.ConsentElements.getConsentManager();
    expect(manager.has('marketing')).to.equal(false);
    shadowPart(banner, 'accept-button')!.click();
    await waitUntil(() => manager.has('marketing'), 'Accept All did not take', { timeout: 3000 });
  });
});
