import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { configure, getConsentManager } from '../../src/page/singleton';
import { ConsentConfigError } from '../../src/core/errors';
import { defineTags, freshManager, part, waitForPart } from '../helpers/elements';
import { MemoryStorage } from '../helpers/environment';
import { startManager } from '../helpers/manager';

defineTags('consent-dialog');

describe('hardening', () => {
  for (const name of ['location', 'ConsentElements', 'document', 'alert', 'not-an-identifier', 'constructor']) {
    it(`refuses store.namespace "${name}" with a ConsentConfigError`, async () => {
      const before = (globalThis as Record<string, unknown>)[name];
      await freshManager();
      let error: unknown;
      try {
        await configure({ store: { namespace: name } });
      } catch (caught) {
        error = caught;
      }
      expect(error).to.be.instanceOf(ConsentConfigError);
      expect((error as ConsentConfigError).field).to.equal('store.namespace');
      expect((globalThis as Record<string, unknown>)[name]).to.equal(before);
    });
  }

  it('accepts a free namespace, and the same one again', async () => {
    await freshManager({ store: { namespace: 'myConsentStore' } });
    await configure({ store: { namespace: 'myConsentStore' } });
    expect((globalThis as Record<string, unknown>).myConsentStore).to.equal(getConsentManager());
    delete (globalThis as Record<string, unknown>).myConsentStore;
  });

  it("saveConsents('bogus') is rejected and stores nothing", async () => {
    const storage = new MemoryStorage();
    const { manager } = await startManager({}, { localStorage: storage });
    let error: unknown;
    await manager.saveConsents('bogus' as never).catch((caught) => (error = caught));
    expect(error).to.be.instanceOf(ConsentConfigError);
    expect(manager.getState().consentInfo).to.equal(null);
    expect(storage.getItem('privacy-consent-storage')).to.equal(null);
  });

  it("setLanguage('<b>') returns a rejected promise instead of throwing", async () => {
    const { manager } = await startManager();
    let result: Promise<void> | undefined;
    expect(() => (result = manager.setLanguage('<b>'))).to.not.throw();
    let error: unknown;
    await result!.catch((caught) => (error = caught));
    expect(error).to.be.instanceOf(ConsentConfigError);
  });

  for (const url of [
    'javascript:parent.__pwned=1',
    ' JavaScript:parent.__pwned=1',
    'data:text/html,<script>parent.__pwned=1</script>',
  ]) {
    it(`never gives an iframe the src ${JSON.stringify(url)}`, async () => {
      await freshManager({ consentCategories: ['marketing'] });
      const errors: string[] = [];
      const listener = (event: Event) => errors.push((event as CustomEvent).detail.code);
      document.addEventListener('consent-error', listener);
      const frame = await fixture<HTMLIFrameElement>(html`<iframe data-category="marketing" data-src=${url}></iframe>`);
      await getConsentManager().saveConsents('all');
      // The gate's file loads on demand (the first test fetches it): wait for its verdict, not for a fixed time.
      await waitUntil(() => errors.length > 0, 'no consent-error', { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      document.removeEventListener('consent-error', listener);
      expect(frame.hasAttribute('src')).to.equal(false);
      expect((globalThis as Record<string, unknown>).__pwned).to.equal(undefined);
      expect(errors).to.deep.equal(['CONFIG_ERROR']);
    });
  }

  it('still loads http(s) and relative data-src', async () => {
    await freshManager({ consentCategories: ['marketing'] });
    const frame = await fixture<HTMLIFrameElement>(
      html`<iframe data-category="marketing" data-src="/dist/none.html"></iframe>`,
    );
    await getConsentManager().saveConsents('all');
    await waitUntil(() => frame.getAttribute('src') === '/dist/none.html', 'relative src not set');
  });

  for (const branding of ['constructor', 'toString', '__proto__']) {
    it(`shows no "Secured by" link for branding ${branding}`, async () => {
      await freshManager({
        mode: 'custom',
        endpointHandlers: {
          showConsentBanner: () => ({
            showConsentBanner: true,
            jurisdiction: { code: 'GDPR', message: '' },
            location: { countryCode: 'DE', regionCode: null },
            branding,
          }),
          setConsent: () => null,
          verifyConsent: () => null,
        },
      });
      getConsentManager().setIsPrivacyDialogOpen(true);
      const dialog = await fixture<HTMLElement>(html`<consent-dialog></consent-dialog>`);
      await waitForPart(dialog, 'save-button');
      expect(part(dialog, 'branding')).to.equal(null);
    });
  }
});
