import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { BUILT_IN_LANGUAGES } from '../../src/i18n/languages';
import { renderConsentBanner } from '../../src/server/render-consent-banner';
import { defineTags, freshManager, part, waitForPart } from '../helpers/elements';

defineTags('consent-banner');

/** An element's subtree as text: tag, attributes sorted by name, children; what a visitor and the parts see. */
function tree(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  const element = node as Element;
  const attributes = [...element.attributes].map(({ name, value }) => `${name}=${JSON.stringify(value)}`).sort();
  return `<${element.localName} ${attributes.join(' ')}>${[...element.childNodes].map(tree).join('')}</>`;
}

/** The painted banner, parsed as the browser parses a server's HTML (declarative shadow root; scripts do not run). */
function paint(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.className = 'painted';
  document.body.append(holder);
  // In a shadow root of its own: a page shows one banner (src/ui/banner/one-banner.ts), and this compares two.
  const shadow = holder.attachShadow({ mode: 'open' });
  shadow.setHTMLUnsafe(markup);
  return shadow.querySelector('consent-banner')!;
}

const LINKS = { privacyPolicy: '/privacy', cookiePolicy: '/cookies?a=1&b=2' };

/**
 * The banner a server paints (renderConsentBanner) is the banner the element renders itself: the same tree (parts,
 * texts, attributes, legal links), language and direction, in every built-in locale and both colour schemes, and
 * it looks the same (its styles are the element's sheets).
 */
describe("first paint: the painted banner is the element's own", () => {
  afterEach(() => document.querySelectorAll('.painted').forEach((holder) => holder.remove()));

  for (const language of BUILT_IN_LANGUAGES) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`${language}, ${colorScheme}`, async () => {
        const options = { language, colorScheme, legalLinks: LINKS };
        const painted = paint(renderConsentBanner({ options }));
        await freshManager(options);
        const own = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
        await waitForPart(own, 'banner');
        const ownRoot = own.shadowRoot!.querySelector('.root')!;
        await waitUntil(() => ownRoot.getAttribute('lang') === language, 'the element did not switch language');
        const paintedRoot = painted.shadowRoot!.querySelector('.root')!;

        expect(tree(paintedRoot)).to.equal(tree(ownRoot));
        expect(paintedRoot.getAttribute('dir')).to.equal(language === 'ar' || language === 'he' ? 'rtl' : 'ltr');
        expect(paintedRoot.getAttribute('data-scheme')).to.equal(colorScheme);
        const [paintedCard, ownCard] = [part(painted, 'banner')!, part(own, 'banner')!];
        await waitUntil(() => getComputedStyle(ownCard).opacity === '1', "the element's banner did not fade in");
        for (const property of [
          'background-color',
          'color',
          'position',
          'max-width',
          'inset-inline-start',
          'opacity',
        ]) {
          expect(getComputedStyle(paintedCard).getPropertyValue(property), property).to.equal(
            getComputedStyle(ownCard).getPropertyValue(property),
          );
        }
        const accept = (host: HTMLElement) => getComputedStyle(part(host, 'accept-button')!).backgroundColor;
        expect(accept(painted)).to.equal(accept(own));
      });
    }
  }

  it('with the theme option, scroll lock and no focus trap', async () => {
    const options = { theme: { '--consent-bg': 'rgb(1, 2, 3)' }, scrollLock: true, trapFocus: false };
    const painted = paint(renderConsentBanner({ options }));
    await freshManager(options);
    const own = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    await waitForPart(own, 'overlay');
    const root = (host: HTMLElement) => host.shadowRoot!.querySelector<HTMLElement>('.root')!;
    const withoutStyle = (host: HTMLElement) => tree(root(host)).replace(/ style="[^"]*"/, '');
    expect(withoutStyle(painted)).to.equal(withoutStyle(own));
    expect(root(painted).style.getPropertyValue('--consent-bg').trim()).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(part(painted, 'banner')!).backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(part(painted, 'banner')!.getAttribute('role')).to.equal('region');
  });
});
