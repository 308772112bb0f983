import { expect, waitUntil } from '@open-wc/testing';
import { dropInPage, shadowPart } from '../drop-in/page';

// Two documents of one origin (two same-origin frames share localStorage and get each other's storage events).
const config = { consentCategories: ['necessary', 'measurement', 'marketing'] };
const body = `<consent-banner></consent-banner>
  <script type="text/plain" data-category="measurement">window.__measured = (window.__measured || 0) + 1;</script>
  <iframe data-category="marketing" data-src="/dist/does-not-matter.html"></iframe>`;

describe('tabs follow each other', () => {
  it("a decision in one tab reaches the other's store, scripts, frames, banner and consent-change within a second", async () => {
    const a = await dropInPage({ config, body });
    const b = await dropInPage({ config, body });
    const banner = a.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'accept-button'), 'no banner in tab A', { timeout: 5000 });
    const changes: Array<{ type: string; changed: string[] }> = [];
    a.doc.addEventListener('consent-change', (event) => changes.push((event as CustomEvent).detail));

    await b.win.ConsentElements.getConsentManager().saveConsents('all');
    const managerA = a.win.ConsentElements.getConsentManager();
    await waitUntil(() => managerA.getState().consentInfo?.type === 'all', 'tab A did not follow', { timeout: 1000 });
    expect(managerA.has('measurement')).to.equal(true);
    await waitUntil(
      () => (a.win as unknown as { __measured?: number }).__measured === 1,
      'parked script did not run in tab A',
      { timeout: 1000 },
    );
    await waitUntil(
      () => a.doc.querySelector('iframe[data-category]')!.getAttribute('src'),
      'frame not loaded in tab A',
      { timeout: 1000 },
    );
    await waitUntil(() => !shadowPart(banner, 'accept-button'), 'banner still shown in tab A', { timeout: 1000 });
    expect(changes.map((change) => change.type)).to.deep.equal(['all']);

    await b.win.ConsentElements.getConsentManager().setConsent('marketing', false);
    await waitUntil(() => !managerA.has('marketing'), 'withdrawal did not reach tab A', { timeout: 1000 });
    await waitUntil(() => !a.doc.querySelector('iframe[data-category]')!.hasAttribute('src'), 'frame kept in tab A', {
      timeout: 1000,
    });
    expect(changes.at(-1)).to.deep.include({ type: 'custom', changed: ['marketing'] });
    // Tab A only follows: it sends nothing and stores nothing of its own.
    expect(JSON.parse(a.win.localStorage.getItem('privacy-consent-storage')!).consentInfo.type).to.equal('custom');
  });

  it('a reset in one tab asks again in the other', async () => {
    const a = await dropInPage({ config, body });
    const b = await dropInPage({ config, body });
    await b.win.ConsentElements.getConsentManager().saveConsents('necessary');
    const managerA = a.win.ConsentElements.getConsentManager();
    await waitUntil(() => managerA.getState().consentInfo, 'tab A did not follow', { timeout: 1000 });
    b.win.ConsentElements.getConsentManager().resetConsents();
    await waitUntil(
      () => managerA.getState().consentInfo === null && managerA.getState().showPopup,
      'tab A did not ask again',
      { timeout: 1000 },
    );
  });
});
