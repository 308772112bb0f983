import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { policyPresets } from '../../src/core/policy-presets';
import { renderConsentBanner } from '../../src/server/render-consent-banner';
import { defineTags, freshManager, part, waitForPart } from '../helpers/elements';
import { dropInPage, shadowPart } from '../drop-in/page';

defineTags('consent-banner');

/**
 * The opt-out model at first paint: a server that knows the visitor is in California paints the notice ("Your
 * Privacy Choices", a region, no overlay) that the element itself renders under that policy, and the drop-in adopts
 * it as it adopts the banner.
 */
const CA = { countryCode: 'US', regionCode: 'CA' };
const options = () => ({ location: CA, policies: [policyPresets.europeOptIn(), policyPresets.usOptOut()] });

/** An element's subtree as text: tag, attributes sorted by name, children (as in painted-vs-element.test.ts). */
function tree(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  const element = node as Element;
  const attributes = [...element.attributes].map(({ name, value }) => `${name}=${JSON.stringify(value)}`).sort();
  return `<${element.localName} ${attributes.join(' ')}>${[...element.childNodes].map(tree).join('')}</>`;
}

type Win = Window & { ConsentElements?: any; __card?: Element; __childList?: number };
const RECORD = `<script>
  window.__card = document.querySelector('consent-banner').shadowRoot.querySelector('[part="banner"]');
  window.__childList = 0;
  new MutationObserver((records) => { window.__childList += records.length; })
    .observe(document.querySelector('consent-banner').shadowRoot, { childList: true, subtree: true });
</script>`;

/** A page with the painted markup, the configuration and no drop-in yet (`startDropIn` adds it). */
async function staticPage(body: string, config: unknown = options()) {
  const frame = document.createElement('iframe');
  frame.srcdoc =
    `<!doctype html><html lang="en"><head><title>t</title><script type="application/json" ` +
    `id="consent-config">${JSON.stringify(config)}</script></head><body>${body}</body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  frames.push(frame);
  const win = frame.contentWindow as Win;
  return { win, doc: frame.contentDocument!, host: frame.contentDocument!.querySelector('consent-banner')! };
}
const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((frame) => frame.remove()));

async function startDropIn({ win, doc }: { win: Win; doc: Document }) {
  const script = doc.createElement('script');
  script.src = '/dist/consent-elements.js';
  doc.head.append(script);
  await waitUntil(() => win.ConsentElements, 'drop-in did not start', { timeout: 3000 });
  return win.ConsentElements.getConsentManager();
}

describe('first paint: the opt-out notice', () => {
  afterEach(() => document.querySelectorAll('.painted').forEach((holder) => holder.remove()));

  for (const language of ['en', 'de']) {
    it(`the painted notice is the element's own notice (${language}): parts, text, role, no overlay`, async () => {
      const config = { ...options(), language, colorScheme: 'light' as const, scrollLock: true };
      const holder = document.createElement('div');
      holder.className = 'painted';
      document.body.append(holder);
      // In a shadow root of its own: a page shows one banner (src/ui/banner/one-banner.ts), and this compares two.
      const shadow = holder.attachShadow({ mode: 'open' });
      shadow.setHTMLUnsafe(renderConsentBanner({ options: config }));
      const painted = shadow.querySelector('consent-banner')!;
      const { manager } = await freshManager(config);
      expect(manager.getState().policy).to.deep.equal({ id: 'us-opt-out', model: 'opt-out' });
      const own = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
      await waitForPart(own, 'banner');
      const title = language === 'de' ? 'Ihre Datenschutzoptionen' : 'Your Privacy Choices';
      await waitUntil(() => part(own, 'title')?.textContent === title, 'the element did not render the notice');
      const root = (host: Element) => host.shadowRoot!.querySelector('.root')!;

      expect(tree(root(painted))).to.equal(tree(root(own)));
      expect(part(painted, 'title')!.textContent).to.equal(title);
      expect(part(painted, 'banner')!.getAttribute('role')).to.equal('region');
      expect(part(painted, 'banner')!.hasAttribute('aria-modal')).to.equal(false);
      expect(part(painted, 'overlay'), 'no overlay under the notice').to.equal(null);
      for (const name of ['reject-button', 'accept-button', 'customize-button']) {
        expect(part(painted, name)!.textContent).to.equal(part(own, name)!.textContent);
      }
    });
  }

  it('define adopts the painted notice: the same card bound, no focus taken, Reject All opts out', async () => {
    const { manager } = await freshManager(options());
    const holder = document.createElement('div');
    holder.className = 'painted';
    holder.setHTMLUnsafe(renderConsentBanner({ location: CA, options: options() }));
    const host = holder.querySelector('consent-banner')!;
    const card = part(host, 'banner');
    // Seen when the banner is announced: the views may be cached here, so React can take over right after.
    const shown: boolean[] = [];
    const record = () => shown.push(part(host, 'banner') === card && host.shadowRoot!.activeElement === null);
    document.addEventListener('consent-banner-show', record);
    try {
      document.body.append(holder);
      await waitUntil(() => !host.hasAttribute('data-consent-painted'), 'not adopted', { timeout: 3000 });
      await waitUntil(() => shown.length, 'not shown', { timeout: 3000 });
      expect(shown, 'the painted card bound as it is, focus left where it was, announced once').to.deep.equal([true]);
      await waitForPart(host, 'reject-button');
      part(host, 'reject-button')!.click();
      expect(manager.getState().consentInfo?.type).to.equal('necessary');
      expect(manager.getState().consents.marketing).to.equal(false);
    } finally {
      document.removeEventListener('consent-banner-show', record);
    }
  });

  it('an early click on Reject All in the painted notice opts out once the drop-in runs', async () => {
    const page = await staticPage(renderConsentBanner({ location: CA, options: options() }) + RECORD);
    const reject = shadowPart(page.host, 'reject-button')!;
    reject.click();
    expect(page.host.getAttribute('data-consent-pending')).to.equal('reject-button');
    const manager = await startDropIn(page);
    await waitUntil(() => manager.getState().consentInfo, 'the early click was lost', { timeout: 5000 });
    const state = manager.getState();
    expect(state.policy).to.deep.equal({ id: 'us-opt-out', model: 'opt-out' });
    expect(state.consentInfo.type).to.equal('necessary');
    expect(state.consents.marketing).to.equal(false);
    expect(JSON.parse(localStorage.getItem('privacy-consent-storage')!).policyId).to.equal('us-opt-out');
    expect(document.cookie).to.match(/consent-elements=ce1\.[^;]*~us-opt-out/);
    expect(page.win.__childList, 'the painted notice was adopted, not painted anew').to.equal(0);
    await waitUntil(() => !shadowPart(page.host, 'banner'), 'the notice did not close', { timeout: 3000 });
  });

  it('the drop-in binds the painted notice as it is, without taking focus; Accept keeps the defaults', async () => {
    const page = await dropInPage({
      config: options(),
      body: renderConsentBanner({ location: CA, options: options() }) + RECORD,
    });
    const win = page.win as Win;
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => !host.hasAttribute('data-consent-painted'), 'not adopted', { timeout: 5000 });
    expect(shadowPart(host, 'banner') === win.__card, 'the same card').to.equal(true);
    expect(win.__childList).to.equal(0);
    expect(host.shadowRoot!.activeElement, 'a notice does not take focus').to.equal(null);
    shadowPart(host, 'accept-button')!.click();
    const state = win.ConsentElements.getConsentManager().getState();
    expect(state.consentInfo.type).to.equal('custom');
    expect(state.consents.marketing).to.equal(true);
  });

  it('a painted notice that the store does not show (it resolved an opt-in policy) is painted anew as the banner', async () => {
    const painted = renderConsentBanner({ location: CA, options: options() });
    const page = await dropInPage({ config: { ...options(), location: { countryCode: 'DE' } }, body: painted });
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(host, 'title')?.textContent === 'We value your privacy', 'not the banner', {
      timeout: 5000,
    });
    expect(shadowPart(host, 'banner')!.getAttribute('role')).to.equal('dialog');
    expect(host.shadowRoot!.querySelectorAll('.root')).to.have.length(1);
  });

  it('inline script: a decision under the painted policy removes the notice before first paint; another does not', async () => {
    const record = (policyId?: string) =>
      JSON.stringify({
        consents: { necessary: true, functionality: false, experience: false, measurement: true, marketing: true },
        consentInfo: { time: Date.now(), type: 'all' },
        ...(policyId && { policyId }),
      });
    const painted = renderConsentBanner({ location: CA, options: options() });
    const shown = async () => (await staticPage(painted)).host.shadowRoot!.childNodes.length > 0;
    localStorage.setItem('privacy-consent-storage', record('us-opt-out'));
    expect(await shown(), 'same policy (localStorage)').to.equal(false);
    localStorage.setItem('privacy-consent-storage', record('europe-opt-in'));
    expect(await shown(), 'another policy (localStorage)').to.equal(true);
    localStorage.setItem('privacy-consent-storage', record());
    expect(await shown(), 'no policy (localStorage)').to.equal(true);
    localStorage.clear();
    document.cookie = `consent-elements=ce1.1.${Date.now().toString(36)}.a~us-opt-out; path=/`;
    expect(await shown(), 'same policy (cookie)').to.equal(false);
    document.cookie = `consent-elements=ce1.1.${Date.now().toString(36)}.a~europe-opt-in; path=/`;
    expect(await shown(), 'another policy (cookie)').to.equal(true);
  });

  it('inline script: Global Privacy Control under the opt-out policy removes the notice (the store opts out)', async () => {
    const gpc = '<script>Object.defineProperty(navigator, "globalPrivacyControl", { value: true })</script>';
    const page = await staticPage(gpc + renderConsentBanner({ location: CA, options: options() }));
    expect(page.host.shadowRoot!.childNodes.length, 'gone before the first paint').to.equal(0);
    const manager = await startDropIn(page);
    await waitUntil(() => manager.getState().consentInfo, 'GPC was not recorded', { timeout: 5000 });
    expect(manager.getState().consents.marketing).to.equal(false);
    expect(manager.getState().showPopup).to.equal(false);
    const banner = await staticPage(gpc + renderConsentBanner({ location: { countryCode: 'DE' }, options: options() }));
    expect(banner.host.shadowRoot!.childNodes.length, 'GPC does not decide under opt-in').to.be.above(0);
  });
});
