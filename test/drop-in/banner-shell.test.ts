import { expect, waitUntil } from '@open-wc/testing';
import { sleep } from '../helpers/environment';
import { dropInPage, shadowPart } from './page';


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
    const attributes = [...node.attributes].filter((a) => !ignore.includes(a.name)).map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
    return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
  };
  return [...template.content.childNodes].map(walk).join('');
}

type ShellRecord = { html: string; defined: boolean; ui: boolean };

describe('drop-in: the banner\'s first paint', () => {
  it('paints before React is even requested, with the React view\'s exact markup, then hands over unseen', async () => {
    const config = { consentCategories: ['necessary', 'measurement'], scrollLock: true, theme: { '--consent-accent': 'rebeccapurple' } };
    const page = await dropInPage({ config, head: recordShell(), body: '<consent-banner></consent-banner>' });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => (page.win as unknown as { __shell?: ShellRecord }).__shell, 'no first paint', { timeout: 5000 });
    const shell = (page.win as unknown as { __shell: ShellRecord }).__shell;
    expect(shell.defined).to.equal(false);
    expect(shell.ui).to.equal(false);
    await waitUntil(() => page.win.customElements.get('consent-banner') && !banner.hasAttribute('data-consent-shell'), 'React did not take over', { timeout: 5000 });
    const react = banner.shadowRoot!.innerHTML;
    expect(canonical(react)).to.equal(canonical(shell.html));
    // Taken over already on screen: no entrance animation to replay, and no second announcement.
    expect(getComputedStyle(shadowPart(banner, 'banner')!).opacity).to.equal('1');
    await sleep(50);
    expect((page.win as unknown as { __shows: number }).__shows).to.equal(1);
  });

  it('its buttons work before React arrives: the decision is stored and React shows no banner', async () => {
    const page = await dropInPage({ config: { consentCategories: ['necessary', 'marketing'] }, head: recordShell('reject-button'), body: '<consent-banner></consent-banner>' });
    await waitUntil(() => localStorage.getItem('privacy-consent-storage'), 'the shell did not save', { timeout: 5000 });
    const stored = JSON.parse(localStorage.getItem('privacy-consent-storage')!);
    expect(stored.consentInfo.type).to.equal('necessary');
    expect(stored.consents.marketing).to.equal(false);
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => !banner.hasAttribute('data-consent-shell'), 'the shell did not leave', { timeout: 3000 });
    await sleep(300);
    expect(shadowPart(banner, 'banner')).to.equal(null);
    expect(page.win.ConsentElements.getConsentManager().getState().showPopup).to.equal(false);
  });

  it('keeps focus on the same button when React takes over', async () => {
    const page = await dropInPage({ config: {}, head: recordShell(undefined, 'accept-button'), body: '<consent-banner></consent-banner>' });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => page.win.customElements.get('consent-banner') && !banner.hasAttribute('data-consent-shell'), 'React did not take over', { timeout: 5000 });
    await sleep(50);
    expect(banner.shadowRoot!.activeElement?.getAttribute('part')).to.equal('accept-button');
  });

  it('is accessible, like the React banner', async () => {
    const page = await dropInPage({ config: {}, head: recordShell(), body: '<consent-banner></consent-banner>' });
    await waitUntil(() => (page.win as unknown as { __shell?: ShellRecord }).__shell, 'no first paint', { timeout: 5000 });
    const copy = document.createElement('div');
    copy.innerHTML = (page.win as unknown as { __shell: ShellRecord }).__shell.html;
    document.body.append(copy);
    try {
      await expect(copy).to.be.accessible();
    } finally {
      copy.remove();
    }
  });

  it('a returning visitor gets neither the shell nor React', async () => {
    localStorage.setItem('privacy-consent-storage', JSON.stringify({ consents: { necessary: true }, consentInfo: { time: Date.now(), type: 'necessary' } }));
    const page = await dropInPage({ config: {}, body: '<consent-banner></consent-banner>' });
    await page.win.ConsentElements.getConsentManager().ready;
    await sleep(200);
    expect(page.resources().filter((path) => /banner-shell|consent-elements-(ui|shared)/.test(path))).to.deep.equal([]);
  });
});
