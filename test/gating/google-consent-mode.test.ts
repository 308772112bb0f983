import { expect, waitUntil } from '@open-wc/testing';
import { resolveConfig } from '../../src/core/config';
import type { Feature } from '../../src/core/consent-manager';
import { ConsentConfigError } from '../../src/core/errors';
import type { ConsentOptions } from '../../src/core/options';
import { createGoogleConsentMode, toGoogleConsent, type GoogleConsent } from '../../src/gating/google-consent-mode';
import { managedScriptsAfterConsentMode } from '../../src/gating/google-tags';
import { managedScripts } from '../../src/gating/script-loader';
import { writeScript } from '../../src/gating/trusted-scripts';
import { backendRequests, MemoryStorage, mockBackendURL, scriptBackend } from '../helpers/environment';
import { startManager } from '../helpers/manager';

type GtagWindow = typeof window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  __seenDataLayer?: unknown[];
};
const win = window as GtagWindow;

const DENIED: GoogleConsent = {
  security_storage: 'denied',
  functionality_storage: 'denied',
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  personalization_storage: 'denied',
};
const GRANTED = Object.fromEntries(Object.keys(DENIED).map((key) => [key, 'granted'])) as GoogleConsent;

/** The dataLayer as plain arrays (gtag pushes Arguments objects). */
const entries = () =>
  (win.dataLayer ?? []).map((entry) => (isArguments(entry) ? Array.from(entry as ArrayLike<unknown>) : entry));
const consentCalls = () => entries().filter((entry) => Array.isArray(entry) && entry[0] === 'consent');
const isArguments = (value: unknown) => Object.prototype.toString.call(value) === '[object Arguments]';

let scriptsBefore: Set<Element>;
const newScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => !scriptsBefore.has(script)) as HTMLScriptElement[];

/** Never the real GTM URL: the container is served by the local mock backend. */
let base: string;
const gcm = () =>
  createGoogleConsentMode({ gtmScriptUrl: (id) => `${base}/gtm.js?id=${encodeURIComponent(id)}`, writeScript });
const start = (options: ConsentOptions = {}, features: Feature[] = [gcm()], localStorage?: Storage) =>
  startManager(options, localStorage ? { localStorage } : {}, features);

describe('toGoogleConsent', () => {
  it('maps categories to consent-mode signals, everything denied unless granted', () => {
    expect(toGoogleConsent({})).to.deep.equal(DENIED);
    expect(
      toGoogleConsent({ necessary: true, functionality: true, experience: true, measurement: true, marketing: true }),
    ).to.deep.equal(GRANTED);
    expect(toGoogleConsent({ necessary: true })).to.deep.equal({ ...DENIED, security_storage: 'granted' });
    expect(toGoogleConsent({ functionality: true })).to.deep.equal({ ...DENIED, functionality_storage: 'granted' });
    expect(toGoogleConsent({ measurement: true })).to.deep.equal({ ...DENIED, analytics_storage: 'granted' });
    expect(toGoogleConsent({ experience: true })).to.deep.equal({ ...DENIED, personalization_storage: 'granted' });
    expect(toGoogleConsent({ marketing: true, measurement: false })).to.deep.equal({
      ...DENIED,
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });
});

describe('google consent mode', () => {
  beforeEach(() => {
    base = mockBackendURL();
    scriptsBefore = new Set(document.querySelectorAll('script'));
    delete win.dataLayer;
    delete win.gtag;
  });

  afterEach(() => {
    for (const script of newScripts()) script.remove();
    delete win.dataLayer;
    delete win.gtag;
    delete win.__seenDataLayer;
  });

  it('stays out of the way without googleTagManager, gtag or dataLayer', async () => {
    const { manager } = await start();
    await manager.saveConsents('all');
    expect(win.dataLayer).to.equal(undefined);
    expect(win.gtag).to.equal(undefined);
  });

  it('writes the default, then an update for a reject and another for a custom grant', async () => {
    win.dataLayer = [];
    const { manager } = await start({ consentCategories: ['measurement', 'marketing'] });
    expect(typeof win.gtag).to.equal('function');
    expect(isArguments(win.dataLayer[0])).to.equal(true);
    expect(consentCalls()).to.deep.equal([['consent', 'default', DENIED]]);

    await manager.saveConsents('necessary');
    const afterReject = { ...DENIED, security_storage: 'granted' };
    expect(consentCalls()).to.deep.equal([
      ['consent', 'default', DENIED],
      ['consent', 'update', afterReject],
    ]);

    await manager.setConsent('measurement', true);
    expect(consentCalls()).to.deep.equal([
      ['consent', 'default', DENIED],
      ['consent', 'update', afterReject],
      ['consent', 'update', { ...afterReject, analytics_storage: 'granted' }],
    ]);
  });

  it('sends an update only when a signal changes', async () => {
    win.dataLayer = [];
    const { manager } = await start();
    await manager.setConsent('marketing', true);
    await manager.setConsent('marketing', true);
    manager.setIsPrivacyDialogOpen(true);
    await manager.saveConsents('custom');
    expect(consentCalls().map((call) => (call as unknown[])[1])).to.deep.equal(['default', 'update']);
    manager.resetConsents();
    expect(consentCalls().at(-1)).to.deep.equal(['consent', 'update', DENIED]);
  });

  it('gives a returning visitor their stored grants in the default', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      'privacy-consent-storage',
      JSON.stringify({
        consents: { necessary: true, functionality: false, experience: false, measurement: true, marketing: false },
        consentInfo: { time: Date.now(), type: 'custom' },
      }),
    );
    win.dataLayer = [];
    await start({}, [gcm()], storage);
    expect(consentCalls()).to.deep.equal([
      ['consent', 'default', { ...DENIED, security_storage: 'granted', analytics_storage: 'granted' }],
    ]);
  });

  it("uses the page's own gtag when there is one", async () => {
    const calls: unknown[][] = [];
    win.gtag = (...args: unknown[]) => calls.push(args);
    const { manager } = await start();
    await manager.setConsent('experience', true);
    expect(calls).to.deep.equal([
      ['consent', 'default', DENIED],
      ['consent', 'update', { ...DENIED, security_storage: 'granted', personalization_storage: 'granted' }],
    ]);
    expect(win.dataLayer).to.deep.equal([]);
  });

  it('with googleTagManager: creates dataLayer and gtag, writes the default, then injects the container once', async () => {
    await scriptBackend(base, {
      'default:gtm.js': { status: 200, raw: 'window.__gtmRan = (window.__gtmRan || 0) + 1;' },
    });
    const options = { googleTagManager: { id: 'GTM-TEST123' } };
    const { manager } = await start(options);

    const layer = entries();
    expect(layer[0]).to.deep.equal(['consent', 'default', DENIED]);
    expect(layer[1]).to.include({ event: 'gtm.js' });
    expect((layer[1] as Record<string, unknown>)['gtm.start']).to.be.a('number');
    const [script] = newScripts();
    expect(script.parentElement).to.equal(document.head);
    expect(script.async).to.equal(true);
    expect(script.getAttribute('src')).to.equal(`${base}/gtm.js?id=GTM-TEST123`);
    await waitUntil(async () => (await backendRequests(base)).length === 1, 'the container was not requested', {
      timeout: 3000,
    });

    // A reconfigure reinstalls the feature: no second default, no second container.
    await manager.reconfigure(resolveConfig(options));
    await manager.saveConsents('all');
    expect(newScripts()).to.have.length(1);
    expect(consentCalls().map((call) => (call as unknown[])[1])).to.deep.equal(['default', 'update']);
    delete (window as { __gtmRan?: number }).__gtmRan;
  });

  it('gives the container the nonce option', async () => {
    await scriptBackend(base, { 'default:gtm.js': { status: 200, raw: '' } });
    await start({ googleTagManager: { id: 'GTM-NONCE1' }, nonce: 'gtm-n0nce' });
    const [script] = newScripts();
    expect(script.getAttribute('src')).to.equal(`${base}/gtm.js?id=GTM-NONCE1`);
    expect(script.nonce).to.equal('gtm-n0nce');
  });

  it('writes the default before any managed script runs', async () => {
    win.dataLayer = [];
    await start(
      {
        consentCategories: ['marketing'],
        scripts: [
          {
            id: `probe-${Math.random().toString(36).slice(2)}`,
            category: 'marketing',
            alwaysLoad: true,
            textContent: 'window.__seenDataLayer = [...window.dataLayer];',
          },
        ],
      },
      [gcm(), managedScripts],
    );
    expect(win.__seenDataLayer).to.have.length(1);
    expect(Array.from(win.__seenDataLayer![0] as ArrayLike<unknown>)).to.deep.equal(['consent', 'default', DENIED]);
  });

  it('as installed on every page: consent mode loads on demand where Google tags are used, and its default still comes first', async () => {
    win.dataLayer = [];
    const probe = {
      id: `probe-${Math.random().toString(36).slice(2)}`,
      category: 'marketing' as const,
      alwaysLoad: true,
      textContent: 'window.__seenDataLayer = [...window.dataLayer];',
    };
    await start({ consentCategories: ['marketing'], scripts: [probe] }, [managedScriptsAfterConsentMode]);
    await waitUntil(() => win.__seenDataLayer, 'the managed script did not run', { timeout: 3000 });
    expect(Array.from(win.__seenDataLayer![0] as ArrayLike<unknown>)).to.deep.equal(['consent', 'default', DENIED]);
  });

  it('as installed on every page: without Google tags, the managed scripts run at once and nothing touches gtag', async () => {
    delete win.dataLayer;
    delete win.gtag;
    const probe = {
      id: `probe-${Math.random().toString(36).slice(2)}`,
      category: 'marketing' as const,
      alwaysLoad: true,
      textContent: 'window.__seenDataLayer = [];',
    };
    await start({ consentCategories: ['marketing'], scripts: [probe] }, [managedScriptsAfterConsentMode]);
    expect(win.__seenDataLayer).to.deep.equal([]);
    expect(win.dataLayer).to.equal(undefined);
    expect(win.gtag).to.equal(undefined);
  });

  it('rejects an empty container id as a configuration error', () => {
    expect(() => resolveConfig({ googleTagManager: { id: '' } })).to.throw(ConsentConfigError, 'non-empty string');
    expect(() => resolveConfig({ googleTagManager: { id: 42 as unknown as string } })).to.throw(ConsentConfigError);
  });
});
