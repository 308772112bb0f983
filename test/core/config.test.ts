import { expect } from '@open-wc/testing';
import { resolveConfig } from '../../src/core/config';
import { ConsentConfigError } from '../../src/core/errors';

function errorOf(options: unknown): ConsentConfigError {
  try {
    resolveConfig(options);
  } catch (error) {
    expect(error).to.be.instanceOf(ConsentConfigError);
    return error as ConsentConfigError;
  }
  throw new Error('expected a ConsentConfigError');
}

describe('resolveConfig', () => {
  it('fills in the documented defaults', () => {
    const config = resolveConfig({});
    expect(config.mode).to.equal('offline');
    expect(config.backendURL).to.equal('/api/c15t');
    expect(config.consentCategories).to.deep.equal(['necessary', 'marketing']);
    expect(config.trapFocus).to.equal(true);
    expect(config.scrollLock).to.equal(false);
    expect(config.disableAnimation).to.equal(false);
    expect(config.noStyle).to.equal(false);
    expect(config.colorScheme).to.equal(undefined);
    expect(config.storageKey).to.equal('privacy-consent-storage');
    expect(config.defaultLanguage).to.equal('en');
  });

  it('holds the one default of requestTimeoutMs (5000 ms): the HTTP client takes the resolved value', () => {
    expect(resolveConfig({}).requestTimeoutMs).to.equal(5000);
    expect(resolveConfig({ requestTimeoutMs: 800 }).requestTimeoutMs).to.equal(800);
  });

  it('defaults to c15t mode when a backend is given', () => {
    expect(resolveConfig({ backendURL: 'https://consent.example/api' }).mode).to.equal('c15t');
    expect(resolveConfig({ mode: 'c15t' }).backendURL).to.equal('/api/c15t');
  });

  it('always shows necessary first and adds the categories managed scripts need', () => {
    const config = resolveConfig({
      consentCategories: ['marketing', 'necessary'],
      scripts: [{ id: 'ga', src: '/ga.js', category: { or: ['measurement', 'experience'] } }],
    });
    expect(config.consentCategories).to.deep.equal(['necessary', 'marketing', 'measurement', 'experience']);
  });

  it('lets c15t store options win over top-level ones', () => {
    const config = resolveConfig({
      consentCategories: ['marketing'],
      store: { initialGdprTypes: ['measurement'], privacySettings: { honorDoNotTrack: true } },
    });
    expect(config.consentCategories).to.deep.equal(['necessary', 'measurement']);
    expect(config.honorDoNotTrack).to.equal(true);
  });

  const invalid: Array<[string, unknown, string, RegExp]> = [
    ['a non-object', 'offline', 'options', /expected an object/],
    ['an unknown option', { mdoe: 'offline' }, 'options.mdoe', /unknown option/],
    ['a bad mode', { mode: 'online' }, 'mode', /'c15t', 'offline', 'custom'/],
    ['an empty backendURL', { backendURL: ' ' }, 'backendURL', /expected a non-empty string, got " "/],
    [
      'custom mode without handlers',
      { mode: 'custom' },
      'endpointHandlers',
      /expected showConsentBanner, setConsent and verifyConsent for mode 'custom'/,
    ],
    [
      'a handler that is not a function',
      { mode: 'custom', endpointHandlers: { setConsent: 1 } },
      'endpointHandlers.setConsent',
      /function/,
    ],
    ['a non-boolean flag', { scrollLock: 'yes' }, 'scrollLock', /true or false/],
    ['a bad colour scheme', { colorScheme: 'blue' }, 'colorScheme', /'light', 'dark', 'system'/],
    [
      'an unknown category',
      { consentCategories: ['necessary', 'ads'] },
      'consentCategories[1]',
      /expected a category \(necessary, .*\), got "ads"/,
    ],
    ['categories that are not a list', { consentCategories: 'marketing' }, 'consentCategories', /array/],
    ['a bad language', { language: 'english language' }, 'language', /language code/],
    ['a theme key without the prefix', { theme: { color: 'red' } }, 'theme.color', /--consent-/],
    [
      'a theme value that breaks out of CSS',
      { theme: { '--consent-bg': 'red; }' } },
      'theme.--consent-bg',
      /CSS value/,
    ],
    ['an unknown callback', { callbacks: { onConsentGiven() {} } }, 'callbacks.onConsentGiven', /unknown option/],
    ['an empty GTM id', { googleTagManager: { id: '' } }, 'googleTagManager.id', /non-empty string/],
    ['a GTM id that is not a string', { googleTagManager: { id: 42 } }, 'googleTagManager.id', /non-empty string/],
    [
      'a bad blocker category',
      { trackingBlockerConfig: { domainMap: { 'x.com': 'ads' } } },
      'trackingBlockerConfig.domainMap["x.com"]',
      /expected a category \(.*\), got "ads"/,
    ],
    [
      'translations for a bad language',
      { translations: { translations: { 'not a tag': {} } } },
      'translations.translations.not a tag',
      /language code/,
    ],
    [
      'an unknown translation section',
      { translations: { translations: { de: { banner: {} } } } },
      'translations.translations.de.banner',
      /unknown option/,
    ],
    [
      'a script with src and textContent',
      { scripts: [{ id: 'a', src: '/a.js', textContent: 'x', category: 'marketing' }] },
      'scripts[0] ("a")',
      /expected exactly one of 'src', 'textContent' or 'callbackOnly: true', got "src and textContent"/,
    ],
    [
      'a script without a source',
      { scripts: [{ id: 'a', category: 'marketing' }] },
      'scripts[0] ("a")',
      /expected exactly one of 'src', 'textContent' or 'callbackOnly: true', got nothing/,
    ],
    [
      'a script without an id',
      { scripts: [{ src: '/a.js', category: 'marketing' }] },
      'scripts[0].id',
      /expected a unique id, got nothing/,
    ],
    [
      'duplicate script ids',
      {
        scripts: [
          { id: 'a', src: '/a.js', category: 'marketing' },
          { id: 'a', src: '/b.js', category: 'marketing' },
        ],
      },
      'scripts[1].id',
      /expected a unique id, got "a"/,
    ],
    [
      'a script with an unknown category',
      { scripts: [{ id: 'a', src: '/a.js', category: 'ads' }] },
      'scripts[0] ("a").category',
      /not found in consent state/,
    ],
    [
      'a script with an empty condition',
      { scripts: [{ id: 'a', src: '/a.js', category: { and: [] } }] },
      'scripts[0] ("a").category',
      /non-empty/,
    ],
    ['a bad store option', { store: { namespace: 3 } }, 'store.namespace', /string/],
    ['a nonce that is not a string', { nonce: 42 }, 'nonce', /expected a string/],
  ];
  for (const [what, options, field, message] of invalid) {
    it(`rejects ${what}, naming the field`, () => {
      const error = errorOf(options);
      expect(error.name).to.equal('ConsentConfigError');
      expect(error.field).to.equal(field);
      expect(error.message).to.contain(`"${field}"`).and.match(message);
    });
  }
});
