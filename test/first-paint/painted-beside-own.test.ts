import { expect, waitUntil } from '@open-wc/testing';
import { renderConsentBanner } from '../../src/server/render-consent-banner';
import { dropInPage, shadowPart } from '../drop-in/page';

/**
 * Issue 35 item 6: docs/first-paint.md followed literally. The painted banner pasted beside the page's own
 * `<consent-banner>` gives one banner (one card on screen, one region for screen readers), whichever comes first;
 * a banner painted in a language the server was told (`banner-html --lang de`) stays in that language in a browser
 * that prefers another.
 */
const CONFIG = {
  mode: 'offline' as const,
  consentCategories: ['necessary' as const, 'measurement' as const, 'marketing' as const],
};
const OWN = '<consent-banner></consent-banner>';
const hosts = (doc: Document) => [...doc.querySelectorAll('consent-banner')];
const cards = (doc: Document) => hosts(doc).filter((host) => shadowPart(host, 'banner'));
const regions = (doc: Document) => hosts(doc).filter((host) => host.getAttribute('role') === 'region');

describe("first paint: a painted banner beside the page's own <consent-banner>", () => {
  for (const [order, body] of [
    ['painted first', () => renderConsentBanner({ options: CONFIG }) + OWN],
    ['own first', () => OWN + renderConsentBanner({ options: CONFIG })],
  ] as const) {
    it(`one banner shows and one region is announced (${order}); it decides`, async () => {
      const page = await dropInPage({ config: CONFIG, body: `<main><h1>Shop</h1></main>${body()}` });
      const manager = page.win.ConsentElements.getConsentManager();
      await waitUntil(() => regions(page.doc).length, 'no banner bound', { timeout: 5000 });
      const [shown] = cards(page.doc);
      expect(shown.hasAttribute('data-consent-shell'), 'the painted one is the one shown').to.equal(true);
      expect(cards(page.doc)).to.have.length(1);
      expect(regions(page.doc)).to.deep.equal([shown]);
      // React taking the banner over (a language change) keeps it one banner.
      await manager.setLanguage('fr');
      await waitUntil(
        () => shadowPart(cards(page.doc)[0], 'title')?.textContent === 'Nous respectons votre vie privée',
        'no takeover',
        { timeout: 5000 },
      );
      expect(cards(page.doc)).to.have.length(1);
      expect(regions(page.doc)).to.have.length(1);
      shadowPart(cards(page.doc)[0], 'reject-button')!.click();
      await waitUntil(() => manager.getState().consentInfo, 'the visible banner did not decide');
      expect(manager.getState().consentInfo.type).to.equal('necessary');
      await waitUntil(() => !cards(page.doc).length, 'the banner did not close', { timeout: 3000 });
      expect(regions(page.doc)).to.have.length(0);
    });
  }

  it('a banner added later beside the showing one stays empty', async () => {
    const page = await dropInPage({ config: CONFIG, body: renderConsentBanner({ options: CONFIG }) });
    await waitUntil(() => regions(page.doc).length, 'no banner bound', { timeout: 5000 });
    page.doc.body.insertAdjacentHTML('afterbegin', OWN);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cards(page.doc)).to.have.length(1);
    expect(regions(page.doc)).to.have.length(1);
  });
});

describe('first paint: with JavaScript off', () => {
  it('the painted banner is not shown (its inline script never runs)', async () => {
    const holder = document.createElement('div');
    document.body.append(holder);
    try {
      holder.setHTMLUnsafe(renderConsentBanner({ options: CONFIG })); // parsed, its <script> not run
      const host = holder.querySelector('consent-banner')!;
      expect(shadowPart(host, 'banner'), 'painted').not.to.equal(null);
      expect(getComputedStyle(host).display).to.equal('none');
      expect(host.getBoundingClientRect().height).to.equal(0);
    } finally {
      holder.remove();
    }
  });
});

describe('first paint: the painted language is kept', () => {
  it('`--lang de` (language given to the renderer) in a browser that prefers another: German, adopted as painted', async () => {
    expect(navigator.language.startsWith('de'), 'the test browser does not prefer German').to.equal(false);
    const painted = renderConsentBanner({ options: CONFIG, language: 'de' });
    const page = await dropInPage({ config: CONFIG, body: painted });
    const host = page.doc.querySelector('consent-banner')!;
    const card = shadowPart(host, 'banner');
    await waitUntil(() => !host.hasAttribute('data-consent-painted'), 'not adopted', { timeout: 5000 });
    const manager = page.win.ConsentElements.getConsentManager();
    await waitUntil(() => manager.getState().translations, 'no strings');
    expect(manager.getState().language).to.equal('de');
    expect(shadowPart(host, 'banner'), 'the painted card kept, not painted again in English').to.equal(card);
    expect(shadowPart(host, 'title')!.textContent).to.equal('Ihre Privatsphäre ist uns wichtig');
    // The page's own language option still wins.
    const other = await dropInPage({ config: { ...CONFIG, language: 'fr' }, body: painted });
    await waitUntil(() => other.win.ConsentElements.getConsentManager().getState().language === 'fr', 'not French');
  });

  it("a language the server chose from Accept-Language is not forced: the browser's still decides", async () => {
    const painted = renderConsentBanner({ options: CONFIG, acceptLanguage: 'de' });
    expect(painted).not.to.contain('data-consent-language');
    const page = await dropInPage({ config: CONFIG, body: painted });
    const manager = page.win.ConsentElements.getConsentManager();
    await waitUntil(() => manager.getState().translations, 'no strings', { timeout: 5000 });
    expect(manager.getState().language).to.equal('en');
  });
});
