import { expect } from '@open-wc/testing';
import {
  configure,
  getConsentManager,
  peekConsentManager,
  resetConsentManagerForTests,
  startConsentManager,
} from '../../src/page/singleton';
import { ConsentConfigError } from '../../src/core/errors';
import { MemoryStorage, memoryCookies } from '../helpers/environment';
import { createSafeStorage } from '../../src/storage/safe-storage';

function addJsonConfig(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'consent-config';
  script.textContent = json;
  document.body.append(script);
  return script;
}

describe('the page singleton', () => {
  let script: HTMLScriptElement | undefined;
  beforeEach(() =>
    resetConsentManagerForTests({ storage: createSafeStorage(() => new MemoryStorage()), cookies: memoryCookies() }),
  );
  afterEach(() => {
    script?.remove();
    script = undefined;
    resetConsentManagerForTests();
  });

  it('is one instance per page, kept on globalThis under Symbol.for', () => {
    const manager = getConsentManager();
    expect(getConsentManager()).to.equal(manager);
    const slot = (globalThis as Record<symbol, { manager: unknown }>)[Symbol.for('consent-elements.store')];
    expect(slot.manager).to.equal(manager);
  });

  it('startConsentManager runs its first feature with the decision read, before the request blocker wraps fetch', () => {
    const nativeFetch = window.fetch;
    const seen: Array<{ decided: boolean; storage: boolean; fetchWrapped: boolean }> = [];
    const manager = startConsentManager((created) => {
      const state = created.getState();
      seen.push({
        decided: state.consentInfo !== null,
        storage: state.storageAvailable,
        fetchWrapped: window.fetch !== nativeFetch,
      });
      return () => {};
    });
    expect(seen).to.deep.equal([{ decided: false, storage: true, fetchWrapped: false }]);
    expect(window.fetch).to.not.equal(nativeFetch); // the blocker, on by default, came after
    expect(
      startConsentManager(() => (seen.push({ decided: true, storage: true, fetchWrapped: true }), () => {})),
    ).to.equal(manager);
    expect(seen).to.have.length(1); // an existing manager installs nothing more
  });

  it('reads the JSON config script when the store is created', async () => {
    script = addJsonConfig('{"consentCategories":["necessary","measurement"],"scrollLock":true}');
    const manager = getConsentManager();
    await manager.ready;
    expect(manager.getState().gdprTypes).to.deep.equal(['necessary', 'measurement']);
    expect(manager.getState().ui.scrollLock).to.equal(true);
  });

  it('merges configure() options given before creation over the JSON config', async () => {
    script = addJsonConfig('{"consentCategories":["necessary","measurement"],"scrollLock":true}');
    await configure({ scrollLock: false });
    expect(peekConsentManager()).to.equal(undefined);
    const manager = getConsentManager();
    expect(manager.getState().ui.scrollLock).to.equal(false);
    expect(manager.getState().gdprTypes).to.deep.equal(['necessary', 'measurement']);
  });

  it('configure() with the same backend options neither builds a new client nor fetches the banner info again', async () => {
    let fetches = 0;
    const endpointHandlers = {
      showConsentBanner: async () => {
        fetches++;
        return {
          showConsentBanner: true,
          jurisdiction: { code: 'GDPR', message: '' },
          location: { countryCode: 'DE', regionCode: null },
        };
      },
      setConsent: () => null,
      verifyConsent: () => null,
    };
    await configure({ mode: 'custom', endpointHandlers });
    const manager = getConsentManager();
    await manager.ready;
    expect(fetches).to.equal(1);
    await configure({ mode: 'custom', endpointHandlers: { ...endpointHandlers }, scrollLock: true });
    expect(manager.getState().ui.scrollLock).to.equal(true);
    expect(fetches, 'the same handlers fetched again').to.equal(1);
    const refetch = endpointHandlers.showConsentBanner.bind(null);
    await configure({ mode: 'custom', endpointHandlers: { ...endpointHandlers, showConsentBanner: refetch } });
    expect(fetches, 'a new handler is a new client').to.equal(2);
  });

  it('applies configure() after creation in place, or throws and changes nothing', async () => {
    const manager = getConsentManager();
    await manager.ready;
    const seen: string[][] = [];
    manager.subscribe((next) => seen.push(next.gdprTypes));
    await configure({ consentCategories: ['necessary', 'functionality'], language: 'de' });
    expect(getConsentManager()).to.equal(manager);
    expect(manager.getState().gdprTypes).to.deep.equal(['necessary', 'functionality']);
    expect(manager.getState().language).to.equal('de');
    const before = manager.getState();
    expect(() => configure({ consentCategories: ['necessary'], colorScheme: 'purple' as never })).to.throw(
      ConsentConfigError,
      /colorScheme/,
    );
    expect(manager.getState()).to.equal(before);
    expect(manager.config.consentCategories).to.deep.equal(['necessary', 'functionality']);
  });

  it('explains a JSON config that does not parse', () => {
    script = addJsonConfig('{ nope');
    expect(() => getConsentManager()).to.throw(SyntaxError, /#consent-config/);
  });

  it('rejects an invalid JSON config with a ConsentConfigError', () => {
    script = addJsonConfig('{"mode":"online"}');
    expect(() => getConsentManager()).to.throw(ConsentConfigError, /"mode"/);
  });
});
