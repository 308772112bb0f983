import { expect } from '@open-wc/testing';
import { resolveConfig } from '../../src/core/config';
import { ConsentConfigError } from '../../src/core/errors';

/** The options' table (config-schema.ts): what its walk resolves, and what its tables list as known. */
function errorOf(options: unknown): ConsentConfigError {
  try {
    resolveConfig(options);
  } catch (error) {
    expect(error).to.be.instanceOf(ConsentConfigError);
    return error as ConsentConfigError;
  }
  throw new Error('expected a ConsentConfigError');
}

const known = (message: string) => /\(known: (.*)\)$/.exec(message)?.[1].split(', ');

describe('the options table', () => {
  it('resolves no options to every documented default, each key present', () => {
    const config = resolveConfig({}) as unknown as Record<string, unknown>;
    const { consentSignals, scripts, consentCategories, services, ...rest } = config;
    expect(consentSignals).to.deep.equal([]);
    expect(services).to.deep.equal([]);
    expect(scripts).to.deep.equal([]);
    expect(consentCategories).to.deep.equal(['necessary', 'marketing']);
    expect(rest).to.deep.equal({
      mode: 'offline',
      backendURL: '/api/c15t',
      endpointHandlers: {},
      language: undefined,
      defaultLanguage: 'en',
      translations: {},
      disableAutoLanguageSwitch: false,
      theme: {},
      disableAnimation: false,
      scrollLock: false,
      trapFocus: true,
      noStyle: false,
      ignoreGeoLocation: false,
      honorDoNotTrack: false,
      grantingTriggers: false,
      gpp: null,
      colorScheme: undefined,
      callbacks: {},
      trackingBlocker: { domainMap: {}, overrideDomainConsentMap: false, disableAutomaticBlocking: false },
      iframeBlocking: true,
      googleTagManager: undefined,
      storageKey: 'privacy-consent-storage',
      namespace: undefined,
      requestTimeoutMs: 5000,
      revision: undefined,
      consentExpiryDays: 365,
      honorGlobalPrivacyControl: true,
      gpcCategories: ['marketing'],
      cookie: {
        name: 'consent-elements',
        path: '/',
        sameSite: 'Lax',
        domain: undefined,
        secure: undefined,
        maxAgeDays: 365,
      },
      clearOnRevoke: null,
      hideFromBots: true,
      legalLinks: null,
      nonce: undefined,
      cookieDeclaration: null,
      policies: undefined,
      location: undefined,
    });
  });

  it("fills in the cookie mirror's lifetime from consentExpiryDays, and keeps c15t's store options first", () => {
    const config = resolveConfig({
      consentExpiryDays: 30,
      ignoreGeoLocation: false,
      store: { ignoreGeoLocation: true, iframeBlockerConfig: { disableAutomaticBlocking: true } },
      trackingBlockerConfig: {
        domainConsentMap: { 'a.example': 'measurement' },
        domainMap: { 'a.example': 'marketing' },
      },
    });
    expect(config.cookie && config.cookie.maxAgeDays).to.equal(30);
    expect(config.ignoreGeoLocation).to.equal(true);
    expect(config.iframeBlocking).to.equal(false);
    expect(config.trackingBlocker?.domainMap).to.deep.equal({ 'a.example': 'marketing' });
  });

  it('lists the known options in the order of the table, at every level', () => {
    expect(known(errorOf({ x: 1 }).message)).to.deep.equal([
      ...['mode', 'backendURL', 'endpointHandlers', 'store', 'translations', 'language', 'theme'],
      ...['disableAnimation', 'scrollLock', 'trapFocus', 'colorScheme', 'noStyle', 'consentCategories', 'callbacks'],
      ...['scripts', 'ignoreGeoLocation', 'trackingBlockerConfig', 'googleTagManager', 'storageKey'],
      ...['honorDoNotTrack', 'requestTimeoutMs', 'nonce', 'cookieDeclaration', 'policies', 'location'],
      ...['grantingTriggers', 'revision', 'consentExpiryDays', 'honorGlobalPrivacyControl', 'gpcCategories'],
      ...['cookie', 'clearOnRevoke', 'hideFromBots', 'legalLinks', 'consentSignals', 'gpp', 'services'],
    ]);
    expect(known(errorOf({ store: { x: 1 } }).message)).to.deep.equal([
      ...['namespace', 'initialGdprTypes', 'ignoreGeoLocation', 'trackingBlockerConfig', 'iframeBlockerConfig'],
      'privacySettings',
    ]);
    expect(known(errorOf({ scripts: [{ id: 'a', x: 1 }] }).message)).to.deep.equal([
      ...['id', 'category', 'src', 'textContent', 'callbackOnly', 'alwaysLoad', 'anonymizeId'],
      ...['persistAfterConsentRevoked', 'async', 'defer', 'nonce', 'service', 'attributes', 'fetchPriority'],
      ...['onBeforeLoad', 'onLoad', 'onError', 'onConsentChange', 'onDelete'],
    ]);
    expect(errorOf({ cookie: { x: 1 } }).field).to.equal('cookie.x');
    expect(errorOf({ policies: [{ id: 'a', model: 'none', match: { fallback: true, x: 1 } }] }).field).to.equal(
      'policies[0].match.x',
    );
  });

  it('checks a top-level option also when its c15t store counterpart is given', () => {
    const blocker = errorOf({ store: { trackingBlockerConfig: {} }, trackingBlockerConfig: { domainMap: 3 } });
    expect(blocker.field).to.equal('trackingBlockerConfig.domainMap');
    const categories = errorOf({ store: { initialGdprTypes: ['marketing'] }, consentCategories: ['ads'] });
    expect(categories.field).to.equal('consentCategories[0]');
  });

  it('names the field, what was expected and the value it got, in every message', () => {
    const script = { id: 'a', category: 'marketing', src: '/a.js' };
    const invalid: unknown[] = [
      { backendURL: ' ' },
      { mode: 'custom' },
      { consentCategories: ['ads'] },
      { theme: { color: 'red' } },
      { googleTagManager: { id: '' } },
      { store: { namespace: 'location' } },
      { trackingBlockerConfig: 'x' },
      { trackingBlockerConfig: { domainMap: { 'x.com': 'ads' } } },
      { scripts: [{ src: '/a.js', category: 'marketing' }] },
      { scripts: [script, script] },
      { scripts: [{ id: 'a', src: '/a.js' }] },
      { scripts: [{ id: 'a', src: '/a.js', category: 'ads' }] },
      { scripts: [{ id: 'a', category: 'marketing', src: '/a.js', textContent: 'x' }] },
      { services: [{ id: 'yt', category: 'marketing' }] },
      { services: [{ id: 'yt', category: 'marketing', name: 'YouTube' }], consentCategories: ['measurement'] },
      { services: [1] },
      { scripts: [{ id: 'a', service: 'yt', src: '/a.js' }] },
      { consentSignals: ['posthog', 'posthog'] },
      { cookieDeclaration: { categories: { ads: [] } } },
      { cookieDeclaration: { categories: { marketing: [{ name: 1 }] } } },
      { policies: [{ id: 'a', model: 'none', match: {} }] },
      { location: { countryCode: 'USA' } },
      { cookie: { sameSite: 'lax' } },
      { gpp: { sections: ['eu'] } },
      { clearOnRevoke: { necessary: ['a'] } },
      { requestTimeoutMs: 0 },
      { translations: { translations: { de: 1 } } },
    ];
    for (const options of invalid) {
      const { message, field } = errorOf(options);
      expect(message, JSON.stringify(options)).to.match(
        new RegExp(
          `^Invalid consent-elements option "${field.replace(/[[\]().*+?^$|\\]/g, '\\$&')}": expected .+, got .+$`,
        ),
      );
    }
  });
});
