import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/entries/elements';
import { freshManager, waitForPart } from '../helpers/elements';
import { accessibilityNodes, treeReadable } from '../helpers/a11y';
import { dropInPage } from '../drop-in/page';

/**
 * Issue 35 item 4: third-party consent scanners find the banner. gdpr-cookie-scanner 3.8
 * (@slashgear/gdpr-cookie-scanner, MIT, src/scanner/consent-modal.ts) looks for the first element matching each of
 * these selectors in turn, through open shadow roots (Playwright's CSS engine), and takes it when it is visible; then
 * it classifies the buttons inside by their text. The lists below are its own, in its order.
 */
const CMP_SELECTORS = ['#cookieConsent', '#cookie-consent', '#cookie-banner', '#cookie-notice', '.cc-banner'];
const HEURISTIC_SELECTORS = [
  "[class*='cookie'][class*='banner']",
  "[class*='cookie'][class*='modal']",
  "[class*='cookie'][class*='popup']",
  "[class*='consent'][class*='banner']",
  "[class*='consent'][class*='modal']",
  "[id*='cookie'][id*='banner']",
  "[id*='cookie'][id*='modal']",
  "[id*='consent']",
  "[aria-label*='cookie' i]",
  "[aria-label*='consent' i]",
  "[aria-label*='cookies' i]",
  "[role='dialog'][aria-label*='cookie' i]",
  "[role='alertdialog']",
];
// Its English patterns (it tries every locale's; ours are English here).
const REJECT = /\b(refuse|reject|reject all|deny|decline|decline all|no thanks|skip|opt[- ]out|necessary only)\b/i;
const ACCEPT = /\b(accept|accept all|allow all|enable all|agree|ok|i accept|i agree|i consent|allow cookies)\b/i;
const PREFERENCES = /\b(manage|customize|customise|settings|options|choose|configure|save preferences)\b/i;

/** The first element in tree order matching `selector`, looking into open shadow roots, as Playwright's `page.$`. */
function deepQuery(root: Document | ShadowRoot | Element, selector: string): Element | null {
  for (const element of root.querySelectorAll('*')) {
    if (element.matches(selector)) return element;
    const inside = element.shadowRoot && deepQuery(element.shadowRoot, selector);
    if (inside) return inside;
  }
  return null;
}
const visible = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
};

/** What the scanner's detectConsentModal finds on `doc`: the element and its buttons' classes. */
function detect(doc: Document) {
  let found = CMP_SELECTORS.map((selector) => deepQuery(doc, selector)).find(Boolean) ?? null;
  for (const selector of HEURISTIC_SELECTORS) {
    if (found) break;
    const element = deepQuery(doc, selector);
    if (element && visible(element)) found = element;
  }
  const buttons = [...(found?.querySelectorAll('button') ?? [])].map((button) => {
    const text = button.textContent!.trim();
    return REJECT.test(text) ? 'reject' : ACCEPT.test(text) ? 'accept' : PREFERENCES.test(text) ? 'preferences' : text;
  });
  return { found, buttons };
}

describe('consent scanners find the banner (gdpr-cookie-scanner 3.8 selectors)', () => {
  it("the drop-in's banner on the README's quick start: found, with Reject All, Accept All and Customize", async () => {
    const page = await dropInPage({
      config: { mode: 'offline', consentCategories: ['necessary', 'measurement', 'marketing'] },
      body: '<consent-banner></consent-banner><consent-dialog></consent-dialog>',
    });
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => host.shadowRoot?.querySelector('[part~="banner"]'), 'no banner', { timeout: 5000 });
    await waitUntil(() => detect(page.doc).found, 'the scanner finds no consent banner');
    const { found, buttons } = detect(page.doc);
    expect(found!.getAttribute('part')).to.equal('banner');
    expect(buttons).to.deep.equal(['reject', 'accept', 'preferences']);
  });

  it('the React view too; the host, a region for tools that stay in the light DOM, is named for consent', async () => {
    await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    await waitForPart(el, 'banner');
    const { found, buttons } = detect(document);
    expect(found!.getAttribute('part')).to.equal('banner');
    expect(buttons).to.deep.equal(['reject', 'accept', 'preferences']);
    expect(document.querySelector("[role='region'][aria-label*='cookie' i]")).to.equal(el);
  });

  it('the opt-out notice is found too, its one-click opt-out read as the reject button', async () => {
    const page = await dropInPage({
      config: {
        policies: [{ id: 'us', match: { regions: ['US-CA'] }, model: 'opt-out' }],
        location: { countryCode: 'US', regionCode: 'CA' },
      },
      body: '<consent-banner></consent-banner>',
    });
    await waitUntil(() => detect(page.doc).found, 'the scanner finds no notice', { timeout: 5000 });
    const { found, buttons } = detect(page.doc);
    expect(found!.getAttribute('part')).to.equal('banner');
    expect(buttons[0]).to.equal('reject');
    expect(buttons[2]).to.equal('preferences');
  });
});

describe('the banner is announced by its title once', () => {
  it('the host region is named "Cookie consent"; the card, a dialog, by its title', async () => {
    await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    const card = await waitForPart(el, 'banner');
    expect(el.getAttribute('role')).to.equal('region');
    expect(el.getAttribute('aria-label')).to.equal('Cookie consent');
    expect(card.getAttribute('role')).to.equal('dialog');
    const title = card.querySelector('[part~="title"]')!;
    expect(card.getAttribute('aria-labelledby')).to.equal(title.id);
    expect(el.getAttribute('aria-label')).not.to.equal(title.textContent);
    if (!treeReadable) return; // the tree through CDP: Chromium only
    // Containers a screen reader announces on the way in: the region once, the title once (with the dialog).
    const containers = (await accessibilityNodes()).filter((node) => ['region', 'dialog'].includes(node.role));
    expect(containers.map((node) => [node.role, node.name])).to.deep.equal([
      ['region', 'Cookie consent'],
      ['dialog', 'We value your privacy'],
    ]);
  });

  it('in German, the landmark is named in German', async () => {
    await freshManager({ language: 'de' });
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    await waitForPart(el, 'banner');
    await waitUntil(() => el.getAttribute('aria-label') === 'Cookie-Einwilligung', 'not named in German');
  });
});
