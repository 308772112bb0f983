import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import {
  configure,
  getConsentManager,
  peekConsentManager,
  resetConsentManagerForTests,
} from '../../src/page/singleton';
import { createSafeStorage } from '../../src/storage/safe-storage';
import { freshManager, part, waitForPart } from '../helpers/elements';
import { MemoryStorage, memoryCookies, sleep } from '../helpers/environment';

/** React's modules as the test server serves them (scripts/wtr/react-esm-plugin.mjs). */
const reactFetched = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('/__react_esm__/'));

// This file imports the package's `define` entry (elements/define.ts), not elements/index.ts: the light elements.
describe('consent-elements/define: light elements, views and React on demand', () => {
  it('registers every tag at once and fetches React only when a view must show', async () => {
    await freshManager();
    getConsentManager().setShowPopup(false); // a returning visitor's page: nothing to show
    await import('../../src/entries/define');
    for (const tag of ['consent-banner', 'consent-dialog', 'consent-frame', 'consent-loading-bar']) {
      expect(customElements.get(tag), tag).to.exist;
    }
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner><consent-dialog></consent-dialog>`);
    await sleep(200);
    expect(reactFetched(), 'no view shows yet: React stays unfetched').to.equal(false);
    expect(el.shadowRoot!.childNodes.length).to.equal(0);

    getConsentManager().setShowPopup(true);
    await waitForPart(el, 'banner');
    // Issue 25: the banner is painted without React (as the drop-in's); React comes for what only it shows.
    expect(reactFetched(), 'the banner shows: React stays unfetched').to.equal(false);
    part(el, 'customize-button')!.click();
    await waitUntil(reactFetched, 'Customize: React was fetched', { timeout: 10000 });
  });

  it("creates the page manager once, with configure()'s options, when a tag upgrades while the site's modules run", async () => {
    // The README's ESM quick start: `import 'consent-elements/define'` upgrades a <consent-banner> already in the
    // page, then `configure()` runs in the same module evaluation (one job: no microtask in between).
    resetConsentManagerForTests({
      languages: ['en'],
      storage: createSafeStorage(() => new MemoryStorage()),
      cookies: memoryCookies(),
    });
    await import('../../src/entries/define');
    const el = document.createElement('consent-banner');
    document.body.append(el);
    try {
      expect(peekConsentManager(), 'connecting asks for the manager only a microtask later').to.equal(undefined);
      void configure({ consentCategories: ['necessary', 'measurement'] });
      await Promise.resolve();
      const manager = peekConsentManager()!;
      expect(manager, 'the element asked for it').to.exist;
      expect(manager.config.consentCategories, 'created with the options').to.deep.equal(['necessary', 'measurement']);
      await manager.ready;
      expect(peekConsentManager(), 'and kept: configure() found no manager to reconfigure').to.equal(manager);
      expect((await waitForPart(el, 'banner')).isConnected).to.equal(true);
    } finally {
      el.remove();
    }
  });

  it('takes a boolean attribute as a property too, so `false` (what React 19 sets) turns it off', async () => {
    await freshManager();
    await import('../../src/entries/define');
    const el = document.createElement('consent-banner') as HTMLElement & Record<string, unknown>;
    el['trap-focus'] = false;
    document.body.append(el);
    try {
      expect(el.getAttribute('trap-focus')).to.equal('false');
      expect(el['trap-focus']).to.equal(false);
      expect((await waitForPart(el, 'banner')).getAttribute('role')).to.equal('region');
      el['trap-focus'] = true;
      expect(el.getAttribute('trap-focus')).to.equal('');
      await waitUntil(() => part(el, 'banner')?.getAttribute('role') === 'dialog', 'trap-focus=true makes it modal');
      el['trap-focus'] = undefined;
      expect(el.hasAttribute('trap-focus')).to.equal(false);
    } finally {
      el.remove();
    }
  });

  it('applies a boolean property set before the tag was defined', async () => {
    await freshManager();
    const el = document.createElement('consent-banner-later') as HTMLElement & Record<string, unknown>;
    el['scroll-lock'] = false;
    document.body.append(el);
    try {
      const { ConsentBannerElement } = await import('../../src/entries/define');
      customElements.define('consent-banner-later', class extends (ConsentBannerElement as typeof HTMLElement) {});
      expect(el.getAttribute('scroll-lock')).to.equal('false');
      expect(Object.prototype.hasOwnProperty.call(el, 'scroll-lock')).to.equal(false);
    } finally {
      el.remove();
    }
  });
});
