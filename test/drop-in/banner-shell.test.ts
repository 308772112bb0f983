import { expect, waitUntil } from '@open-wc/testing';
import { sleep } from '../helpers/environment';
import { dropInPage, shadowPart, type DropInPage } from './page';

/** Runs in the page before the drop-in: records the shell's markup (and the UI's state) the moment it appears. */
const recordShell = (clickPart?: string, focusPart?: string) => `<script>
  window.__shows = 0;
  document.addEventListener('consent-banner-show', () => window.__shows++);
  new MutationObserver((records) => {
    for (const record of records) {
      const host = record.target;
      if (!host.hasAttribute('data-consent-shell') || window.__shell) continue;
      window.__shell = { html: host.shadowRoot.innerHTML, defined: !!customElements.get('consent-banner'),
        ui: performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('consent-elements-ui.js')) };
      ${clickPart ? `host.shadowRoot.querySelector('[part~="${clickPart}"]').click();` : ''}
      ${focusPart ? `host.shadowRoot.querySelector('[part~="${focusPart}"]').focus();` : ''}
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-consent-shell'] });
</script>`;

/** Elements with sorted attributes and their text: the markup a visitor and assistive technology get. */
function canonical(html: string, ignore: string[] = []): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
    if (!(node instanceof Element)) return '';
    const attributes = [...node.attributes]
      .filter((a) => !ignore.includes(a.name))
      .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
      .sort();
    return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
  };
  return [...template.content.childNodes].map(walk).join('');
}

type ShellRecord = { html: string; defined: boolean; ui: boolean };

const UI = /consent-elements-ui\.js$/;
const uiLoaded = (page: DropInPage) => page.resources().some((path) => UI.test(path));
const shellOf = (page: DropInPage) => (page.win as unknown as { __shell?: ShellRecord }).__shell;
const reactTookOver = (page: DropInPage, banner: Element) =>
  waitUntil(
    () => page.win.customElements.get('consent-banner') && !banner.hasAttribute('data-consent-shell'),
    'React did not take over',
    { timeout: 5000 },
  );

describe('drop-in: the banner without React', () => {
  it("paints with the React view's exact markup, and React takes over unseen only when needed", async () => {
    const config = {
      consentCategories: ['necessary', 'measurement'],
      scrollLock: true,
      theme: { '--consent-accent': 'rebeccapurple' },
    };
    const page = await dropInPage({ config, head: recordShell(), body: '<consent-banner></consent-banner>' });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shellOf(page), 'no first paint', { timeout: 5000 });
    expect(shellOf(page)!.defined).to.equal(false);
    expect(shellOf(page)!.ui).to.equal(false);
    await sleep(400);
    expect(uiLoaded(page), 'nothing needs React yet').to.equal(false);
    // Pointing at Customize fetches what the dialog needs: React takes the banner over.
    shadowPart(banner, 'customize-button')!.dispatchEvent(new PointerEvent('pointerenter'));
    await reactTookOver(page, banner);
    expect(canonical(banner.shadowRoot!.innerHTML)).to.equal(canonical(shellOf(page)!.html));
    // Taken over already on screen: no entrance animation to replay, and no second announcement.
    expect(getComputedStyle(shadowPart(banner, 'banner')!).opacity).to.equal('1');
    await sleep(50);
    expect((page.win as unknown as { __shows: number }).__shows).to.equal(1);
    expect(page.doc.documentElement.style.overflow, 'the scroll lock is handed over too').to.equal('hidden');
  });

  it('a pointer passing on to a press does not prefetch the dialog (INP); a pressed Customize loads it after paint', async () => {
    const page = await dropInPage({
      config: { consentCategories: ['necessary', 'marketing'] },
      head: recordShell(),
      body: '<consent-banner></consent-banner><consent-dialog></consent-dialog>',
    });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shellOf(page), 'no first paint', { timeout: 5000 });
    const customize = shadowPart(banner, 'customize-button')!;
    customize.dispatchEvent(new PointerEvent('pointerenter'));
    customize.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    customize.dispatchEvent(new PointerEvent('pointerleave'));
    await sleep(300);
    expect(uiLoaded(page), 'an enter followed by a press is no rest').to.equal(false);
    customize.click();
    expect(customize.getAttribute('aria-busy'), 'busy at once').to.equal('true');
    await waitUntil(() => uiLoaded(page), 'the press did not load the dialog', { timeout: 5000 });
    const dialog = page.doc.querySelector('consent-dialog')!;
    await waitUntil(() => shadowPart(dialog, 'dialog'), 'the dialog did not open', { timeout: 5000 });
  });

  it('its buttons decide through the store: stored, hidden, and React never loads', async () => {
    const page = await dropInPage({
      config: { consentCategories: ['necessary', 'marketing'] },
      head: recordShell('reject-button'),
      body: '<consent-banner></consent-banner>',
    });
    await waitUntil(() => localStorage.getItem('privacy-consent-storage'), 'the shell did not save', { timeout: 5000 });
    const stored = JSON.parse(localStorage.getItem('privacy-consent-storage')!);
    expect(stored.consentInfo.type).to.equal('necessary');
    expect(stored.consents.marketing).to.equal(false);
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => !banner.hasAttribute('data-consent-shell'), 'the shell did not leave', { timeout: 3000 });
    await sleep(300);
    expect(shadowPart(banner, 'banner')).to.equal(null);
    expect(page.win.ConsentElements.getConsentManager().getState().showPopup).to.equal(false);
    expect(uiLoaded(page)).to.equal(false);
  });

  it('locks page scrolling like the view, and lets go once the visitor decides', async () => {
    const page = await dropInPage({
      config: { scrollLock: true },
      body: '<consent-banner disable-animation></consent-banner>',
    });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'overlay'), 'no overlay', { timeout: 5000 });
    expect(page.doc.documentElement.style.overflow).to.equal('hidden');
    shadowPart(banner, 'accept-button')!.click();
    await waitUntil(() => page.doc.documentElement.style.overflow === '', 'page still locked', { timeout: 3000 });
    expect(uiLoaded(page)).to.equal(false);
  });

  it('lets go of the scroll lock when its element leaves the page, and paints again when it comes back', async () => {
    const page = await dropInPage({
      config: { scrollLock: true },
      body: '<main><consent-banner></consent-banner></main>',
    });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'overlay'), 'no overlay', { timeout: 5000 });
    banner.remove();
    await waitUntil(() => page.doc.documentElement.style.overflow === '', 'page still locked', { timeout: 3000 });
    page.doc.body.append(banner);
    await waitUntil(() => shadowPart(banner, 'banner'), 'not painted again', { timeout: 3000 });
    expect(banner.shadowRoot!.querySelectorAll('[part~="banner"]')).to.have.length(1);
    expect(page.doc.documentElement.style.overflow).to.equal('hidden');
  });

  it("follows the page's dark class and the store's colour scheme without React", async () => {
    const page = await dropInPage({ config: {}, body: '<consent-banner></consent-banner>' });
    const banner = page.doc.querySelector('consent-banner')!;
    const scheme = () => banner.shadowRoot?.querySelector('.root')?.getAttribute('data-scheme');
    await waitUntil(() => scheme() === 'light', 'no first paint', { timeout: 5000 });
    page.doc.documentElement.classList.add('dark');
    await waitUntil(() => scheme() === 'dark', 'did not follow the page');
    page.win.ConsentElements.getConsentManager().setColorScheme('light');
    await waitUntil(() => scheme() === 'light', 'did not follow the store');
    expect(uiLoaded(page)).to.equal(false);
  });

  it('hands the banner to React when an attribute changes, which React then renders', async () => {
    const page = await dropInPage({ config: {}, body: '<consent-banner></consent-banner>' });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'banner'), 'no first paint', { timeout: 5000 });
    expect(shadowPart(banner, 'overlay')).to.equal(null);
    banner.setAttribute('scroll-lock', '');
    await reactTookOver(page, banner);
    await waitUntil(() => shadowPart(banner, 'overlay'), 'React did not render the attribute', { timeout: 3000 });
  });

  it('stays without React when configure() repeats the options, and hands over when they change what it shows', async () => {
    const page = await dropInPage({ config: {}, body: '<consent-banner></consent-banner>' });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'banner'), 'no first paint', { timeout: 5000 });
    await page.win.ConsentElements.configure({});
    await sleep(300);
    expect(uiLoaded(page), 'the same options loaded React').to.equal(false);
    await page.win.ConsentElements.configure({ theme: { '--consent-accent': 'rebeccapurple' } });
    await reactTookOver(page, banner);
    const root = banner.shadowRoot!.querySelector<HTMLElement>('.root')!;
    expect(root.style.getPropertyValue('--consent-accent')).to.equal('rebeccapurple');
  });

  it('hands the banner to React for another language', async () => {
    const page = await dropInPage({ config: {}, body: '<consent-banner></consent-banner>' });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'title'), 'no first paint', { timeout: 5000 });
    const english = shadowPart(banner, 'title')!.textContent;
    page.win.ConsentElements.getConsentManager().setLanguage('de');
    await reactTookOver(page, banner);
    await waitUntil(() => shadowPart(banner, 'title')?.textContent !== english, 'still English', { timeout: 3000 });
    expect(banner.shadowRoot!.querySelector('.root')!.getAttribute('lang')).to.equal('de');
  });

  it('shows again without React when the banner is asked for again, and on a banner added later once alone', async () => {
    const page = await dropInPage({ config: {}, body: '<consent-banner disable-animation></consent-banner>' });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'accept-button'), 'no first paint', { timeout: 5000 });
    shadowPart(banner, 'accept-button')!.click();
    await waitUntil(() => !banner.hasAttribute('data-consent-shell'), 'the shell did not leave', { timeout: 3000 });
    page.win.ConsentElements.getConsentManager().setShowPopup(true, true);
    await waitUntil(() => shadowPart(banner, 'banner'), 'not shown again', { timeout: 3000 });
    const later = page.doc.createElement('consent-banner');
    page.doc.body.append(later);
    await sleep(100);
    expect(shadowPart(later, 'banner'), 'one banner per page').to.equal(null);
    banner.remove();
    await waitUntil(() => shadowPart(later, 'banner'), 'the banner left alone got nothing', { timeout: 3000 });
    expect(uiLoaded(page)).to.equal(false);
  });

  it('shows on a returning visit when the decision is reset, loading only its strings', async () => {
    localStorage.setItem(
      'privacy-consent-storage',
      JSON.stringify({ consents: { necessary: true }, consentInfo: { time: Date.now(), type: 'necessary' } }),
    );
    const page = await dropInPage({ config: {}, body: '<consent-banner></consent-banner>' });
    const manager = page.win.ConsentElements.getConsentManager();
    await manager.ready;
    manager.resetConsents();
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'title')?.textContent, 'no banner', { timeout: 5000 });
    expect(uiLoaded(page)).to.equal(false);
  });

  it('keeps focus on the same button when React takes over', async () => {
    const page = await dropInPage({
      config: {},
      head: recordShell(undefined, 'customize-button'),
      body: '<consent-banner></consent-banner>',
    });
    const banner = page.doc.querySelector('consent-banner')!;
    await reactTookOver(page, banner);
    await sleep(50);
    expect(banner.shadowRoot!.activeElement?.getAttribute('part')).to.equal('customize-button');
  });

  it('is accessible, like the React banner', async () => {
    const page = await dropInPage({ config: {}, head: recordShell(), body: '<consent-banner></consent-banner>' });
    await waitUntil(() => shellOf(page), 'no first paint', { timeout: 5000 });
    const copy = document.createElement('div');
    copy.innerHTML = shellOf(page)!.html;
    document.body.append(copy);
    try {
      await expect(copy).to.be.accessible();
    } finally {
      copy.remove();
    }
  });

  it("a returning visitor gets neither the banner's module nor React", async () => {
    localStorage.setItem(
      'privacy-consent-storage',
      JSON.stringify({ consents: { necessary: true }, consentInfo: { time: Date.now(), type: 'necessary' } }),
    );
    const page = await dropInPage({ config: {}, body: '<consent-banner></consent-banner>' });
    await page.win.ConsentElements.getConsentManager().ready;
    await sleep(200);
    expect(page.resources().filter((path) => /banner-shell|consent-elements-(ui|shared)/.test(path))).to.deep.equal([]);
  });
});
