import { expect, waitUntil } from '@open-wc/testing';
import { dropInPage, shadowPart } from '../drop-in/page';
import { mockBackendURL, scriptBackend } from '../helpers/environment';

describe('a hanging backend with the drop-in', () => {
  it('a first visitor gets the banner and consent-ready within requestTimeoutMs', async () => {
    const backendURL = mockBackendURL();
    await scriptBackend(backendURL, { 'show-consent-banner': [{ delayMs: 8000 }] });
    const started = performance.now();
    const page = await dropInPage({
      config: { backendURL, requestTimeoutMs: 400 },
      body: '<consent-banner></consent-banner>',
    });
    const manager = page.win.ConsentElements.getConsentManager();
    await waitUntil(() => manager.getState().isReady, 'not ready', { timeout: 4000 });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'accept-button'), 'no banner', { timeout: 4000 });
    // requestTimeoutMs (400 ms) plus the page and the banner, with room for a loaded machine; far below the 8 s.
    expect(performance.now() - started).to.be.below(4000);
    expect(manager.getState().hasFetchedBanner).to.equal(false);
  });
});
