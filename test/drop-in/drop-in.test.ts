import { expect, waitUntil } from '@open-wc/testing';
import { sleep } from '../helpers/environment';
import { clearConsentCookie, dropInPage, shadowPart, STORED_RECORD } from './page';

const UI = '/dist/consent-elements-ui.js';
const config = { consentCategories: ['necessary', 'measurement', 'marketing'] };

describe('drop-in script', () => {
  it('first visit: shows the banner without React; accepting stores the decision and loads nothing more', async () => {
    const page = await dropInPage({
      config,
      body: '<consent-banner></consent-banner><consent-dialog></consent-dialog>',
    });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'accept-button'), 'no banner', { timeout: 5000 });
    expect(banner.shadowRoot!.querySelectorAll('[part~="banner"]')).to.have.length(1);
    expect(page.win.ConsentElements.VERSION).to.be.a('string');
    shadowPart(banner, 'accept-button')!.click();
    expect(JSON.parse(localStorage.getItem('privacy-consent-storage')!).consentInfo.type).to.equal('all');
    await sleep(300);
    expect(page.resources()).to.not.include(UI);
    expect(page.resources()).to.not.include('/dist/dialog.js');
    expect(page.win.customElements.get('consent-banner')).to.equal(undefined);
  });

  it('first visit: Customize loads React and the dialog on demand, then opens it in place of the banner', async () => {
    const page = await dropInPage({
      config,
      body: '<consent-banner></consent-banner><consent-dialog></consent-dialog>',
    });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'customize-button'), 'no banner', { timeout: 5000 });
    shadowPart(banner, 'customize-button')!.click();
    const dialog = page.doc.querySelector('consent-dialog')!;
    await waitUntil(() => shadowPart(dialog, 'dialog'), 'dialog not shown', { timeout: 5000 });
    expect(page.resources()).to.include.members([UI, '/dist/dialog.js']);
    expect(shadowPart(dialog, 'title')!.textContent).to.equal('Privacy Settings');
    await waitUntil(() => !shadowPart(banner, 'banner'), 'the banner stayed', { timeout: 3000 });
    shadowPart(dialog, 'accept-button')!.click();
    expect(JSON.parse(localStorage.getItem('privacy-consent-storage')!).consentInfo.type).to.equal('all');
  });

  it('loads the UI at once for an inline widget dialog, on a returning visit too', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const page = await dropInPage({ config, body: '<consent-dialog variant="widget"></consent-dialog>' });
    const dialog = page.doc.querySelector('consent-dialog')!;
    await waitUntil(() => shadowPart(dialog, 'dialog'), 'widget not shown', { timeout: 5000 });
    expect(page.resources()).to.include(UI);
  });

  it('returning visit: decides from the stored record and loads no UI (no React)', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const page = await dropInPage({
      config,
      body: '<consent-banner></consent-banner><consent-dialog></consent-dialog>',
    });
    const manager = page.win.ConsentElements.getConsentManager();
    await manager.ready;
    expect(manager.has('marketing')).to.equal(true);
    await sleep(300);
    expect(page.resources()).to.not.include(UI);
    expect(page.win.customElements.get('consent-banner')).to.equal(undefined);
    // Nothing shows, so no strings either: the language is chosen, its texts are not loaded.
    expect(page.resources()).to.not.include('/dist/i18n.js');
    expect(page.resources()).to.not.include('/dist/google-consent-mode.js');
    expect(manager.getState()).to.include({ language: 'en', dir: 'ltr', translations: null });
  });

  it('carries English and loads another language from beside itself', async () => {
    const page = await dropInPage({ config: { ...config, language: 'de' }, body: '<consent-banner></consent-banner>' });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(
      () => shadowPart(banner, 'accept-button')?.textContent === 'Alle akzeptieren',
      'German strings not shown',
      { timeout: 5000 },
    );
    expect(page.resources()).to.include('/dist/locales/de.js');
    expect(page.resources().filter((path) => path.startsWith('/dist/locales/'))).to.deep.equal(['/dist/locales/de.js']);
  });

  it('blocks tracking requests by default from before the next script runs; the host table loads on first need', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const plain = await dropInPage({ config });
    await plain.win.ConsentElements.getConsentManager().ready;
    await sleep(100);
    expect(plain.win.fetch.toString()).to.not.include('native code');
    expect(plain.resources()).to.not.include('/dist/blocking-guard.js');

    // A first visit. The transport is a stub set before the drop-in wraps it: nothing can reach the tracking host.
    localStorage.clear();
    clearConsentCookie();
    const page = await dropInPage({
      config,
      head: '<script>window.__sent = []; window.fetch = (url) => (__sent.push(String(url)), Promise.resolve(new Response("")));</script>',
      body: `<script>window.__result = fetch('https://www.google-analytics.com/g/collect?v=2').then(() => 'sent', (e) => e.message);
        window.addEventListener('ConsentBlockedRequest', (e) => (window.__blocked = e.detail.url));</script>`,
    });
    const win = page.win as typeof page.win & { __result: Promise<string>; __sent: string[]; __blocked?: string };
    expect(await win.__result).to.equal(
      'Request to https://www.google-analytics.com/g/collect?v=2 blocked due to missing consent',
    );
    expect(win.__sent).to.deep.equal([]);
    expect(page.resources()).to.include('/dist/blocking-guard.js');
  });

  it('loads the gates for parked scripts, iframes and frames only when the page has such an element', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const plain = await dropInPage({ config, body: '<p>No gated elements</p>' });
    await plain.win.ConsentElements.getConsentManager().ready;
    await sleep(100);
    expect(plain.resources()).to.not.include('/dist/dom-gates.js');
    const parked = await dropInPage({
      config,
      body: '<script type="text/plain" data-category="measurement">window.__ran = true;</script>',
    });
    await waitUntil(() => (parked.win as unknown as { __ran?: boolean }).__ran, 'parked script did not run', {
      timeout: 3000,
    });
    expect(parked.resources()).to.include('/dist/dom-gates.js');
    // Added later: the gates load then.
    const late = await dropInPage({ config, body: '<p>Nothing yet</p>' });
    await late.win.ConsentElements.getConsentManager().ready;
    const script = late.doc.createElement('script');
    script.type = 'text/plain';
    script.dataset.category = 'marketing';
    script.textContent = 'window.__ran = true;';
    late.doc.body.append(script);
    await waitUntil(() => (late.win as unknown as { __ran?: boolean }).__ran, 'late parked script did not run', {
      timeout: 3000,
    });
  });

  it('returning visit: loads the UI only when the dialog is opened from a page trigger', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const page = await dropInPage({
      config,
      body: '<consent-dialog></consent-dialog><a href="#" id="settings" data-consent-action="open-dialog">Cookie settings</a>',
    });
    await sleep(100);
    expect(page.resources()).to.not.include(UI);
    page.doc.getElementById('settings')!.click();
    const dialog = page.doc.querySelector('consent-dialog')!;
    await waitUntil(() => shadowPart(dialog, 'dialog'), 'dialog not shown', { timeout: 5000 });
    expect(page.resources()).to.include(UI);
    expect(page.resources()).to.include('/dist/i18n.js');
    expect(shadowPart(dialog, 'title')!.textContent).to.equal('Privacy Settings');
  });

  it("shows a granted frame's children without loading the UI", async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const page = await dropInPage({
      config,
      body: '<consent-frame category="marketing"><p id="content">Video</p></consent-frame>',
    });
    const frame = page.doc.querySelector('consent-frame')!;
    await waitUntil(() => frame.hasAttribute('granted'), 'frame not marked granted');
    expect(page.doc.getElementById('content')!.checkVisibility()).to.equal(true);
    await sleep(200);
    expect(page.resources()).to.not.include(UI);
  });

  it("hides an undefined frame's children at once and parks its iframe until granted", async () => {
    localStorage.setItem(
      'privacy-consent-storage',
      JSON.stringify({ consents: { necessary: true }, consentInfo: { time: Date.now(), type: 'necessary' } }),
    );
    const embed = `/mock-api/${Math.random().toString(36).slice(2)}/embed`;
    const page = await dropInPage({
      config,
      body: `<consent-frame category="marketing"><iframe title="Video" data-src="${embed}" width="320" height="180"></iframe><p id="content">Text</p></consent-frame>
        <script>window.__visibleAtParse = document.getElementById('content').checkVisibility();</script>`,
    });
    expect((page.win as any).__visibleAtParse).to.equal(false);
    const frame = page.doc.querySelector('consent-frame')!;
    await waitUntil(() => shadowPart(frame, 'placeholder'), 'placeholder not shown', { timeout: 5000 });
    expect(page.resources()).to.include(UI);
    expect(page.resources()).to.not.include(embed);
    shadowPart(frame, 'placeholder-button')!.click();
    await waitUntil(
      () => page.doc.querySelector('iframe')!.getAttribute('src') === embed,
      'iframe not loaded after grant',
    );
  });

  it('a broken JSON config reports consent-error and leaves the page working', async () => {
    const errors: string[] = [];
    const page = await dropInPage({
      head: '<script type="application/json" id="consent-config">{ "mode": "online" }</script><script>document.addEventListener("consent-error", (e) => (window.__log = [...(window.__log || []), e.detail.code + ": " + e.detail.message]));</script>',
      body: '<consent-banner></consent-banner><p id="content">Still here</p>',
    });
    errors.push(...(page.win.__log ?? []));
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^CONFIG_ERROR: .*"mode"/);
    expect(page.doc.getElementById('content')!.textContent).to.equal('Still here');
  });

  it('a second copy of the script is harmless and shares the store', async () => {
    // The inline widget needs the UI at once.
    const page = await dropInPage({
      config,
      body: '<consent-banner></consent-banner><consent-dialog variant="widget"></consent-dialog>',
    });
    const first = page.win.ConsentElements.getConsentManager();
    const warnings: unknown[] = [];
    (page.win as unknown as { console: Console }).console.warn = (...args: unknown[]) => warnings.push(args);
    await waitUntil(() => page.win.customElements.get('consent-banner'), 'UI not defined', { timeout: 5000 });
    const again = page.doc.createElement('script');
    again.src = '/dist/consent-elements.js?copy=2';
    const loaded = new Promise((resolve) => again.addEventListener('load', resolve));
    page.doc.head.append(again);
    await loaded;
    const secondUi = await (page.win as unknown as { eval(code: string): Promise<unknown> }).eval(
      "import('/dist/consent-elements-ui.js?copy=2').then(() => 'ok', (e) => String(e))",
    );
    expect(secondUi).to.equal('ok');
    expect(page.win.ConsentElements.getConsentManager()).to.equal(first);
    expect(warnings).to.deep.equal([]);
  });

  it('another version that defined a tag first keeps it, with one warning', async () => {
    const page = await dropInPage({
      head: `<script>customElements.define('consent-banner', class extends HTMLElement {});
        window.__log = []; const warn = console.warn; console.warn = (...a) => { window.__log.push(String(a[0])); warn(...a); };</script>`,
      config,
      body: '<consent-banner></consent-banner><consent-dialog variant="widget"></consent-dialog>',
    });
    await waitUntil(() => page.win.customElements.get('consent-dialog'), 'UI not defined', { timeout: 5000 });
    expect(page.win.__log!.filter((line) => line.includes('<consent-banner>'))).to.have.length(1);
  });
});
