import { expect, waitUntil } from '@open-wc/testing';
import { renderConsentBanner } from '../../src/server/render-consent-banner';
import { sleep } from '../helpers/environment';
import { STORED_RECORD, clearConsentCookie, dropInPage, shadowPart } from '../drop-in/page';

type Win = Window & {
  ConsentElements?: any;
  __card?: Element;
  __childList?: number;
  __events?: string[];
  __atParse?: number;
};

/** Records, from right after the painted banner is parsed: its card, changes to its nodes, and the banner's events. */
const RECORD = `<script>
  const host = document.querySelector('consent-banner');
  window.__atParse = host.shadowRoot.childNodes.length;
  window.__card = host.shadowRoot.querySelector('[part="banner"]');
  window.__childList = 0;
  new MutationObserver((records) => { window.__childList += records.length; })
    .observe(host.shadowRoot, { childList: true, subtree: true });
  window.__events = [];
  for (const name of ['consent-banner-show', 'consent-banner-hide', 'consent-change']) {
    document.addEventListener(name, () => window.__events.push(name));
  }
</script>`;

/** A page with the painted banner and no drop-in yet (it is added by `startDropIn`). */
async function staticPage(body: string): Promise<{ win: Win; doc: Document; frame: HTMLIFrameElement }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:800px;height:600px;border:0';
  frame.srcdoc = `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  frames.push(frame);
  return { win: frame.contentWindow as Win, doc: frame.contentDocument!, frame };
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

const adopted = (host: Element) => !host.hasAttribute('data-consent-painted');

describe('first paint: the drop-in adopts the painted banner', () => {
  it('binds the painted markup as it is: same nodes, no repaint, one show event, focus, then Accept All', async () => {
    const page = await dropInPage({ config: {}, body: renderConsentBanner() + RECORD });
    const win = page.win as Win;
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => adopted(host), 'not adopted', { timeout: 5000 });
    expect(shadowPart(host, 'banner') === win.__card, 'the same card').to.equal(true);
    expect(win.__childList, 'no node of the painted banner was replaced').to.equal(0);
    expect(host.shadowRoot!.activeElement === win.__card, 'focus on the card').to.equal(true);
    await sleep(50);
    expect(win.__events).to.deep.equal(['consent-banner-show']);
    expect(
      page.resources().some((file) => file.endsWith('consent-elements-ui.js')),
      'no React',
    ).to.equal(false);

    shadowPart(host, 'accept-button')!.click();
    expect(win.ConsentElements.getConsentManager().getState().consentInfo.type).to.equal('all');
    await waitUntil(() => !shadowPart(host, 'banner'), 'the banner did not close', { timeout: 3000 });
    expect(win.__events).to.deep.equal(['consent-banner-show', 'consent-change', 'consent-banner-hide']);
  });

  it('a click on a painted button before any script ran is answered once the drop-in runs', async () => {
    const page = await staticPage(renderConsentBanner() + RECORD);
    const host = page.doc.querySelector('consent-banner')!;
    const reject = shadowPart(host, 'reject-button')!;
    reject.click();
    expect(host.getAttribute('data-consent-pending')).to.equal('reject-button');
    expect(reject.getAttribute('aria-busy')).to.equal('true');
    const manager = await startDropIn(page);
    await waitUntil(() => manager.getState().consentInfo, 'the early click was lost', { timeout: 5000 });
    expect(manager.getState().consentInfo.type).to.equal('necessary');
    expect(JSON.parse(localStorage.getItem('privacy-consent-storage')!).consentInfo.type).to.equal('necessary');
    await waitUntil(() => !shadowPart(host, 'banner'), 'the banner did not close', { timeout: 3000 });
    expect(page.win.__events!.filter((name) => name === 'consent-change')).to.have.length(1);
  });

  it('an early Customize opens the dialog once the drop-in runs', async () => {
    const page = await staticPage(`${renderConsentBanner()}<consent-dialog></consent-dialog>`);
    const host = page.doc.querySelector('consent-banner')!;
    shadowPart(host, 'customize-button')!.click();
    const manager = await startDropIn(page);
    await waitUntil(() => manager.getState().isPrivacyDialogOpen, 'the dialog did not open', { timeout: 5000 });
    await waitUntil(() => shadowPart(page.doc.querySelector('consent-dialog'), 'dialog'), 'no dialog', {
      timeout: 5000,
    });
  });

  it('returning visitor, static page: the inline script removes the painted banner as it is parsed', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const page = await staticPage(renderConsentBanner() + RECORD);
    const host = page.doc.querySelector('consent-banner')!;
    expect(page.win.__atParse, 'gone before the first paint').to.equal(0);
    expect(adopted(host) && !host.hasAttribute('data-consent-shell')).to.equal(true);
    const manager = await startDropIn(page);
    manager.resetConsents();
    await waitUntil(() => shadowPart(host, 'banner'), 'the element stays for the banner asked again', {
      timeout: 5000,
    });
  });

  it('returning visitor by the cookie mirror alone; a decision under another revision still shows the banner', async () => {
    document.cookie = `consent-elements=ce1.1.${Date.now().toString(36)}.a.n1; path=/`;
    const counts = await staticPage(renderConsentBanner({ options: { revision: 1 } }) + RECORD);
    expect(counts.win.__atParse).to.equal(0);
    const newer = await staticPage(renderConsentBanner({ options: { revision: 2 } }) + RECORD);
    expect(newer.win.__atParse).to.be.above(0);
    const expired = `consent-elements=ce1.1.${(Date.now() - 3 * 86_400_000).toString(36)}.a.n1; path=/`;
    document.cookie = expired;
    const old = await staticPage(renderConsentBanner({ options: { revision: 1, consentExpiryDays: 2 } }) + RECORD);
    expect(old.win.__atParse).to.be.above(0);
  });

  it('without the inline script, the drop-in hides a painted banner the store does not need', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const painted = renderConsentBanner().replace(/<script>[\s\S]*<\/script>$/, '');
    const page = await dropInPage({ config: {}, body: painted });
    const host = page.doc.querySelector('consent-banner')!;
    expect(host.shadowRoot!.childNodes.length).to.equal(0);
    expect(getComputedStyle(host).display).to.equal('none');
  });

  it("the inline script paints the visitor's colour scheme (stored theme, page class) before the drop-in", async () => {
    // A first visit: no decision left by the tests before (the inline script would clear the banner).
    localStorage.removeItem('privacy-consent-storage');
    clearConsentCookie();
    localStorage.setItem('theme', 'dark');
    const dark = await staticPage(renderConsentBanner());
    const root = (doc: Document) => doc.querySelector('consent-banner')!.shadowRoot!.querySelector('.root')!;
    expect(root(dark.doc).getAttribute('data-scheme')).to.equal('dark');
    localStorage.removeItem('theme');
    const byClass = await staticPage(`<script>document.body.classList.add('dark')</script>${renderConsentBanner()}`);
    expect(root(byClass.doc).getAttribute('data-scheme')).to.equal('dark');
    const light = await staticPage(
      `<script>document.body.classList.add('dark')</script>${renderConsentBanner({
        options: { colorScheme: 'light' },
      })}`,
    );
    expect(root(light.doc).getAttribute('data-scheme'), 'the option wins over the page class').to.equal('light');
    const plain = await staticPage(renderConsentBanner());
    expect(root(plain.doc).getAttribute('data-scheme')).to.equal('light');
  });

  it("a painted banner in another language than the store's is painted anew in the store's", async () => {
    const page = await dropInPage({ config: { language: 'de' }, body: renderConsentBanner({ language: 'fr' }) });
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(host, 'banner')?.closest('[lang="de"]'), 'not in German', { timeout: 5000 });
    expect(host.shadowRoot!.querySelectorAll('.root')).to.have.length(1);
  });
});
