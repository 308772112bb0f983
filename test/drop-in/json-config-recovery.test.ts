import { expect, waitUntil } from '@open-wc/testing';
import { dropInPage, shadowPart } from './page';
import { configure, getConsentManager, resetConsentManagerForTests } from '../../src/page/singleton';
import { MemoryStorage, memoryCookies } from '../helpers/environment';
import { createSafeStorage } from '../../src/storage/safe-storage';

// Issue 22 item 15: a JSON config that does not parse is reported once, and configure() can still set the page up.
const LISTEN =
  '<script>document.addEventListener("consent-error", (e) => (window.__log = [...(window.__log || []), e.detail.code + ": " + e.detail.message]));</script>';

describe('a malformed JSON config', () => {
  it('drop-in: reported once as CONFIG_ERROR naming #consent-config; configure() then works and the banner shows', async () => {
    const page = await dropInPage({
      head: `${LISTEN}<script type="application/json" id="consent-config">{ "consentCategories": ["marketing"], }</script>`,
      body: '<consent-banner></consent-banner>',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.win.__log).to.have.length(1);
    expect(page.win.__log![0]).to.match(
      /^CONFIG_ERROR: Invalid consent-elements option "#consent-config": .*not valid JSON/,
    );
    await page.win.ConsentElements.configure({ consentCategories: ['measurement'] });
    const manager = page.win.ConsentElements.getConsentManager();
    expect(manager.getState().gdprTypes).to.deep.equal(['necessary', 'measurement']);
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'accept-button'), 'no banner after configure()', { timeout: 5000 });
    await page.win.ConsentElements.configure({ consentCategories: ['marketing'] });
    expect(page.win.__log).to.have.length(1);
  });

  describe('ESM', () => {
    let script: HTMLScriptElement | undefined;
    beforeEach(() =>
      resetConsentManagerForTests({ storage: createSafeStorage(() => new MemoryStorage()), cookies: memoryCookies() }),
    );
    afterEach(() => {
      script?.remove();
      resetConsentManagerForTests();
    });

    it('the first read throws (and reports) once; configure() and getConsentManager() then work', async () => {
      script = Object.assign(document.createElement('script'), {
        type: 'application/json',
        id: 'consent-config',
        textContent: '{ nope',
      });
      document.body.append(script);
      const errors: Array<{ code: string; message: string; cause: unknown }> = [];
      const onError = (event: Event) => errors.push((event as CustomEvent).detail);
      document.addEventListener('consent-error', onError);
      const logged = console.error;
      console.error = () => {};
      try {
        expect(() => getConsentManager()).to.throw(SyntaxError, /#consent-config/);
        await configure({ consentCategories: ['measurement'] });
        expect(getConsentManager().getState().gdprTypes).to.deep.equal(['necessary', 'measurement']);
        await configure({ language: 'de' });
      } finally {
        console.error = logged;
        document.removeEventListener('consent-error', onError);
      }
      expect(errors.map((error) => error.code)).to.deep.equal(['CONFIG_ERROR']);
      expect(errors[0]!.message).to.match(/"#consent-config"/);
      expect(errors[0]!.cause).to.be.instanceOf(SyntaxError);
    });
  });
});
