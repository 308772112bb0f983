import { expect, waitUntil } from '@open-wc/testing';
import { mockBackendURL, scriptBackend, sleep } from '../helpers/environment';
import { dropInPage, shadowPart, STORED_RECORD, type DropInPage } from './page';

const PAINTER = '/dist/loading-bar.js';
const UI = '/dist/consent-elements-ui.js';

/** A first visit in c15t mode against the scripted mock backend. */
async function c15tPage(script: Record<string, unknown>, body: string): Promise<DropInPage> {
  const backendURL = new URL(mockBackendURL(), location.href).href;
  await scriptBackend(backendURL, script);
  return dropInPage({ config: { mode: 'c15t', backendURL }, body });
}

const state = (page: DropInPage) => page.win.ConsentElements!.getConsentManager().getState();

/** The bar part as a visitor sees it: in the shadow root, some of it on screen, not faded out. */
function visibleBar(host: Element): boolean {
  const bar = shadowPart(host, 'bar');
  if (!bar) return false;
  const rect = bar.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && rect.right > 0 && Number(getComputedStyle(bar).opacity) > 0;
}

const BODY = '<consent-loading-bar></consent-loading-bar><consent-banner></consent-banner>';

describe('drop-in: <consent-loading-bar> without React', () => {
  it('shows while the banner info loads, and finishes and hides once it has arrived', async () => {
    const page = await c15tPage({ 'show-consent-banner': [{ delayMs: 1500 }] }, BODY);
    const host = page.doc.querySelector('consent-loading-bar')!;
    await waitUntil(() => visibleBar(host), 'no loading bar while the banner info loads', { timeout: 1200 });
    expect(state(page).isLoadingConsentInfo).to.equal(true);
    expect(getComputedStyle(shadowPart(host, 'bar')!).height).to.equal('3px');
    expect(getComputedStyle(shadowPart(host, 'bar')!).zIndex).to.equal('1600');
    expect(shadowPart(host, 'peg')).to.exist;
    const before = page.win.ConsentElements!.loadingBar.getState().value;
    await sleep(450);
    expect(page.win.ConsentElements!.loadingBar.getState().value, 'it trickles').to.be.above(before);
    await waitUntil(() => !state(page).isLoadingConsentInfo, 'the banner info never arrived', { timeout: 4000 });
    await waitUntil(() => !shadowPart(host, 'bar'), 'the bar stays after the answer', { timeout: 2000 });
    expect(page.win.ConsentElements!.loadingBar.getState().value).to.equal(null);
    expect(page.resources(), 'React is not needed for the bar').to.not.include(UI);
  });

  it('shows while a decision is being saved', async () => {
    const page = await c15tPage({ 'consent/set': [{ delayMs: 1500 }] }, BODY);
    const host = page.doc.querySelector('consent-loading-bar')!;
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'accept-button'), 'no banner', { timeout: 5000 });
    await waitUntil(() => !shadowPart(host, 'bar'), 'the first bar never hid', { timeout: 2000 });
    shadowPart(banner, 'accept-button')!.click();
    await waitUntil(() => visibleBar(host), 'no loading bar while the decision is saved', { timeout: 1200 });
    expect(state(page).isSaving).to.equal(true);
    await waitUntil(() => !state(page).isSaving, 'the decision was never saved', { timeout: 4000 });
    await waitUntil(() => !shadowPart(host, 'bar'), 'the bar stays after saving', { timeout: 2000 });
    expect(page.resources()).to.not.include(UI);
  });

  it('is fetched only by a page with the tag while something loads', async () => {
    const without = await c15tPage({ 'show-consent-banner': [{ delayMs: 600 }] }, '<consent-banner></consent-banner>');
    await waitUntil(() => shadowPart(without.doc.querySelector('consent-banner'), 'accept-button'), 'no banner', {
      timeout: 5000,
    });
    await sleep(300);
    expect(without.resources()).to.not.include(PAINTER);
    const withTag = await c15tPage({ 'show-consent-banner': [{ delayMs: 600 }] }, BODY);
    await waitUntil(() => withTag.resources().includes(PAINTER), 'the painter was not fetched', { timeout: 3000 });
  });

  it('runs on loadingBar.start() on a returning visit, and React takes the bar over in place', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const page = await dropInPage({ body: '<consent-loading-bar no-style></consent-loading-bar>' });
    const host = page.doc.querySelector('consent-loading-bar')!;
    await sleep(200);
    expect(page.resources(), 'a returning visitor with nothing loading').to.not.include(PAINTER);
    page.win.ConsentElements!.loadingBar.set(0.5);
    await waitUntil(() => shadowPart(host, 'bar'), 'no bar on set()', { timeout: 3000 });
    expect(page.resources()).to.not.include(UI);
    expect(host.shadowRoot!.adoptedStyleSheets.length, 'no-style keeps only the functional rules').to.equal(1);
    // Something only React shows: the UI chunk comes, and its view replaces the painted bar in the same shadow root.
    page.doc.body.insertAdjacentHTML('beforeend', '<consent-dialog variant="widget"></consent-dialog>');
    await waitUntil(() => host.hasAttribute('data-consent-view'), 'React never took the bar over', { timeout: 5000 });
    await waitUntil(() => host.shadowRoot!.querySelectorAll('[part="bar"]').length === 1, 'two bars', {
      timeout: 1000,
    });
    expect(shadowPart(host, 'bar')!.style.transform).to.equal('translate3d(-50%, 0px, 0px)');
    page.win.ConsentElements!.loadingBar.done();
    await waitUntil(() => !shadowPart(host, 'bar'), 'the bar stays after done()', { timeout: 2000 });
  });
});
