import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { dropInPage, shadowPart } from '../drop-in/page';
import { freshManager, part, waitForPart } from '../helpers/elements';

const frames = (win: Window, count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left ? win.requestAnimationFrame(() => next(left - 1)) : resolve());
    next(count);
  });

const SCRIPTS = [{ id: 'effects-analytics', textContent: 'window.__ran = true', category: 'measurement' }];
const BODY =
  '<script type="text/plain" data-category="measurement">window.__parked = true</script>' +
  '<iframe data-category="measurement" data-src="/test/perf/no-such-embed.html"></iframe><consent-banner></consent-banner>';

/**
 * Issue 25 item 3: a decision click's task does what the contract needs at once (the store, the stored record,
 * `consent-change`) and hides the view; what the decision does to the page (managed and parked scripts, iframes)
 * and the live region's "saved" come after the next paint, in that order. A programmatic decision stays synchronous.
 */
describe("a decision click's task: the decision at once, its effects after the next paint", () => {
  it('drop-in Accept: state, storage and consent-change in the click; scripts, iframe and announcement later', async () => {
    const page = await dropInPage({
      config: { consentCategories: ['necessary', 'measurement'], scripts: SCRIPTS },
      body: BODY,
    });
    const win = page.win as Window & { __ran?: boolean; __parked?: boolean };
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(host, 'accept-button'), 'no banner', { timeout: 5000 });
    const changes: string[] = [];
    page.doc.addEventListener('consent-change', (event) => changes.push(event.detail.type));
    const iframe = page.doc.querySelector('iframe')!;

    shadowPart(host, 'accept-button')!.click();
    // Still in the click's task.
    const manager = win.ConsentElements!.getConsentManager();
    expect(manager.getState().consents.measurement).to.equal(true);
    expect(manager.getState().showPopup).to.equal(false);
    expect(JSON.parse(win.localStorage.getItem('privacy-consent-storage')!).consentInfo.type).to.equal('all');
    expect(changes).to.deep.equal(['all']);
    expect(win.localStorage.getItem('c15t-consent'), "c15t's receipt written in the click").to.equal(null);
    expect(win.__ran, 'the managed script ran in the click').to.equal(undefined);
    expect(win.__parked, 'the parked script ran in the click').to.equal(undefined);
    expect(iframe.hasAttribute('src'), 'the iframe loaded in the click').to.equal(false);
    const region = page.doc.querySelector('[data-consent-announcer]');
    expect(region?.textContent ?? '').to.equal('');

    await frames(page.win, 2);
    await waitUntil(() => win.__ran && win.__parked && iframe.hasAttribute('src'), 'effects never ran', {
      timeout: 2000,
    });
    await waitUntil(() => region?.textContent, 'nothing announced', { timeout: 2000 });
    expect(JSON.parse(win.localStorage.getItem('c15t-consent')!).preferences.measurement).to.equal(true);
  });

  it("a reset right after the click also forgets c15t's receipt still waiting for the paint", async () => {
    const page = await dropInPage({ config: { consentCategories: ['necessary', 'measurement'] }, body: BODY });
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(host, 'accept-button'), 'no banner', { timeout: 5000 });
    shadowPart(host, 'accept-button')!.click();
    page.win.ConsentElements!.getConsentManager().resetConsents();
    await frames(page.win, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.win.localStorage.getItem('c15t-consent')).to.equal(null);
    expect(page.win.localStorage.getItem('privacy-consent-storage')).to.equal(null);
  });

  it('a decision made in code applies at once, after the effects still waiting, in the order decided', async () => {
    const page = await dropInPage({
      config: { consentCategories: ['necessary', 'measurement'], scripts: SCRIPTS },
      body: BODY,
    });
    const win = page.win as Window & { __ran?: boolean };
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(host, 'accept-button'), 'no banner', { timeout: 5000 });
    const manager = win.ConsentElements!.getConsentManager();
    const managed = () => [...page.doc.scripts].filter((script) => script.text === 'window.__ran = true');

    shadowPart(host, 'accept-button')!.click();
    expect(win.__ran).to.equal(undefined);
    // Before the click's frame is painted: the waiting load runs first, then this revocation removes it.
    void manager.saveConsents('necessary');
    expect(win.__ran, 'the grant waiting for the paint was dropped').to.equal(true);
    expect(managed(), 'the revocation did not apply at once').to.have.length(0);
    await frames(page.win, 2);
    expect(managed()).to.have.length(0);
    expect(manager.getState().consents.measurement).to.equal(false);
  });

  it('React dialog Save: the consent change in the click, the scripts after the next paint', async () => {
    await import('../../src/entries/elements');
    const ran: string[] = [];
    const { manager } = await freshManager({
      consentCategories: ['necessary', 'measurement'],
      scripts: [{ id: 'effects-dialog', callbackOnly: true, category: 'measurement', onLoad: () => ran.push('load') }],
    });
    const changes: string[] = [];
    const onChange = (event: CustomEvent) => changes.push(event.detail.type);
    document.addEventListener('consent-change', onChange);
    try {
      const host = await fixture<HTMLElement>(html`<consent-dialog></consent-dialog>`);
      manager.setIsPrivacyDialogOpen(true);
      await waitForPart(host, 'accept-button');
      part(host, 'accept-button')!.click();
      expect(changes).to.deep.equal(['all']);
      expect(manager.getState().consents.measurement).to.equal(true);
      expect(ran, 'the script loaded in the click').to.deep.equal([]);
      await waitUntil(() => ran.length === 1, 'the script never loaded', { timeout: 2000 });
    } finally {
      document.removeEventListener('consent-change', onChange);
    }
  });
});
