import { expect, waitUntil } from '@open-wc/testing';
import type { ConsentSubmission } from '../../src/core/backend-types';
import type { ConsentOptions } from '../../src/core/options';
import type { ConsentPolicy } from '../../src/core/policy';
import { policyPresets } from '../../src/core/policy-presets';
import { backendRequests, MemoryStorage, mockBackendURL, scriptBackend } from '../helpers/environment';
import { startManager } from '../helpers/manager';

const RECORD_KEY = 'privacy-consent-storage';
const POLICIES: ConsentPolicy[] = [
  policyPresets.europeOptIn(),
  policyPresets.usOptOut(),
  policyPresets.worldNoBanner(),
];
const CATEGORIES: ConsentOptions['consentCategories'] = ['necessary', 'measurement', 'marketing'];
const CALIFORNIA = { countryCode: 'US', regionCode: 'CA' };
const stored = (storage: Storage) => JSON.parse(storage.getItem(RECORD_KEY) ?? 'null');

/** The three modes, each told the visitor's location its own way; `submissions()` are what the backend received. */
type Mode = (location: { countryCode: string; regionCode?: string | null } | null) => Promise<{
  options: ConsentOptions;
  submissions: () => Promise<ConsentSubmission[]>;
}>;
const MODES: Record<string, Mode> = {
  offline: async (location) => ({
    options: { mode: 'offline', ...(location && { location }) },
    submissions: async () => [],
  }),
  custom: async (location) => {
    const received: ConsentSubmission[] = [];
    return {
      options: {
        mode: 'custom',
        ...(location && { location }),
        endpointHandlers: {
          showConsentBanner: () => ({
            showConsentBanner: true,
            jurisdiction: { code: 'GDPR', message: '' },
            location: { countryCode: null, regionCode: null },
          }),
          setConsent: ({ body }) => void received.push(body),
          verifyConsent: () => null,
        },
      },
      submissions: async () => received,
    };
  },
  // c15t mode: the location comes from the backend's banner info.
  c15t: async (location) => {
    const backendURL = mockBackendURL();
    await scriptBackend(backendURL, {
      'default:show-consent-banner': {
        status: 200,
        body: {
          showConsentBanner: true,
          jurisdiction: { code: 'GDPR', message: '' },
          location: location ?? { countryCode: null, regionCode: null },
          translations: null,
          branding: 'c15t',
        },
      },
    });
    const submissions = async () =>
      (await backendRequests(backendURL))
        .filter((request) => request.path === 'consent/set')
        .map((request) => request.body as ConsentSubmission);
    return { options: { backendURL }, submissions };
  },
};

for (const [name, mode] of Object.entries(MODES)) {
  describe(`regions: policies in ${name} mode`, () => {
    it('California: the opt-out notice, the categories in scope granted until the visitor opts out', async () => {
      const { options, submissions } = await mode(CALIFORNIA);
      const { manager, storage } = await startManager({
        ...options,
        policies: POLICIES,
        consentCategories: CATEGORIES,
      });
      const state = manager.getState();
      expect(state.policy).to.deep.equal({ id: 'us-opt-out', model: 'opt-out' });
      expect(state.showPopup).to.equal(true);
      expect(state.ui.notice).to.equal(true);
      expect(state.consentInfo).to.equal(null);
      expect(manager.has('marketing')).to.equal(true);
      expect(manager.has('measurement')).to.equal(true);
      expect(manager.has('functionality')).to.equal(false);
      // The one-click opt-out (the notice's reject-button).
      await manager.saveConsents('necessary');
      expect(manager.has('marketing')).to.equal(false);
      expect(stored(storage)).to.include({ policyId: 'us-opt-out' });
      if (name !== 'offline') {
        await waitUntil(async () => (await submissions()).length === 1, 'no submission');
        expect((await submissions())[0].metadata).to.include({
          policyId: 'us-opt-out',
          model: 'opt-out',
          acceptanceMethod: 'necessary',
        });
      }
    });

    it('Germany: the opt-in banner, nothing granted before the visitor decides', async () => {
      const { options, submissions } = await mode({ countryCode: 'DE' });
      const { manager } = await startManager({ ...options, policies: POLICIES, consentCategories: CATEGORIES });
      expect(manager.getState().policy).to.deep.equal({ id: 'europe-opt-in', model: 'opt-in' });
      expect(manager.getState().showPopup).to.equal(true);
      expect(manager.getState().ui.notice).to.equal(false);
      expect(manager.has('marketing')).to.equal(false);
      await manager.saveConsents('all');
      if (name !== 'offline') {
        await waitUntil(async () => (await submissions()).length === 1, 'no submission');
        expect((await submissions())[0].metadata).to.include({ policyId: 'europe-opt-in', model: 'opt-in' });
      }
    });

    it('anywhere else (or unknown): no banner, every category granted', async () => {
      for (const location of [{ countryCode: 'JP' }, null]) {
        const { options } = await mode(location);
        const { manager } = await startManager({ ...options, policies: POLICIES });
        expect(manager.getState().policy, JSON.stringify(location)).to.deep.equal({
          id: 'world-no-banner',
          model: 'none',
        });
        expect(manager.getState().showPopup).to.equal(false);
        expect(manager.has({ and: ['functionality', 'experience', 'measurement', 'marketing'] })).to.equal(true);
        expect(manager.getState().consentInfo).to.equal(null);
      }
    });

    it('Global Privacy Control under opt-out is an opt-out, stored as a custom decision; no notice', async () => {
      const { options, submissions } = await mode(CALIFORNIA);
      const { manager, storage } = await startManager(
        { ...options, policies: POLICIES, consentCategories: CATEGORIES },
        { globalPrivacyControl: () => true },
      );
      await waitUntil(() => manager.getState().consentInfo, 'GPC was not recorded');
      const state = manager.getState();
      expect(state.showPopup).to.equal(false);
      expect(state.consentInfo!.type).to.equal('custom');
      expect(state.consents).to.include({ measurement: true, marketing: false });
      expect(stored(storage)).to.deep.include({ policyId: 'us-opt-out' });
      expect(stored(storage).consents).to.include({ measurement: true, marketing: false });
      if (name !== 'offline') {
        await waitUntil(async () => (await submissions()).length === 1, 'no submission');
        expect((await submissions())[0].metadata).to.include({
          policyId: 'us-opt-out',
          model: 'opt-out',
          gpc: true,
          acceptanceMethod: 'custom',
        });
      }
    });

    it('a decision made under another policy no longer counts: asked again, the previous choices preselected', async () => {
      const previous = {
        necessary: true,
        functionality: false,
        experience: false,
        measurement: true,
        marketing: false,
      };
      const localStorage = new MemoryStorage();
      localStorage.setItem(
        RECORD_KEY,
        JSON.stringify({
          consents: previous,
          consentInfo: { time: Date.now(), type: 'custom' },
          policyId: 'us-opt-out',
        }),
      );
      const { options } = await mode({ countryCode: 'FR' });
      const { manager } = await startManager(
        { ...options, policies: POLICIES, consentCategories: CATEGORIES },
        { localStorage },
      );
      expect(manager.getState().consentInfo).to.equal(null);
      expect(manager.getState().showPopup).to.equal(true);
      expect(manager.has('measurement')).to.equal(false);
      manager.setIsPrivacyDialogOpen(true);
      expect(manager.getState().selectedConsents).to.deep.equal(previous);

      // The same decision counts where it was made.
      const again = await mode(CALIFORNIA);
      const { manager: there } = await startManager(
        { ...again.options, policies: POLICIES, consentCategories: CATEGORIES },
        { localStorage },
      );
      expect(there.getState().consentInfo?.type).to.equal('custom');
      expect(there.getState().showPopup).to.equal(false);
      expect(there.has('measurement')).to.equal(true);
      expect(there.has('marketing')).to.equal(false);
    });
  });
}

describe('regions: where the location comes from', () => {
  it("c15t mode: the banner info's location wins over the option", async () => {
    const { options } = await MODES.c15t(CALIFORNIA);
    const { manager } = await startManager({ ...options, location: { countryCode: 'DE' }, policies: POLICIES });
    expect(manager.getState().policy?.id).to.equal('us-opt-out');
  });

  it('c15t mode: the option until (or unless) the banner info carries a location', async () => {
    const { options } = await MODES.c15t(null);
    const { manager } = await startManager({ ...options, location: { countryCode: 'DE' }, policies: POLICIES });
    expect(manager.getState().policy?.id).to.equal('europe-opt-in');
  });

  it('without policies the state has no policy and the backend decides, as in c15t 1.7', async () => {
    const { manager, storage } = await startManager({ location: CALIFORNIA });
    expect(manager.getState().policy).to.equal(null);
    expect(manager.getState().showPopup).to.equal(true);
    await manager.saveConsents('all');
    expect(stored(storage)).not.to.have.property('policyId');
  });

  it('configure() adding policies puts the model in force; removing them goes back', async () => {
    const { manager } = await startManager({ location: { countryCode: 'JP' } });
    expect(manager.getState().showPopup).to.equal(true);
    const { resolveConfig } = await import('../../src/core/config');
    await manager.reconfigure(resolveConfig({ location: { countryCode: 'JP' }, policies: POLICIES }));
    expect(manager.getState().policy?.model).to.equal('none');
    expect(manager.getState().showPopup).to.equal(false);
    expect(manager.has('marketing')).to.equal(true);
    await manager.reconfigure(resolveConfig({ location: { countryCode: 'JP' } }));
    expect(manager.getState().policy).to.equal(null);
    expect(manager.getState().showPopup).to.equal(true);
    expect(manager.has('marketing')).to.equal(false);
  });
});

describe('regions: the policy in the cookie mirror', () => {
  it('is written with the decision and read back by servers (parseConsentCookie)', async () => {
    const { encodeConsentCookie, decodeConsentCookie } = await import('../../src/core/compliance/cookie-format');
    const { parseConsentCookie } = await import('../../src/server/parse-consent-cookie');
    const record = {
      consents: { necessary: true, functionality: false, experience: false, measurement: true, marketing: false },
      consentInfo: { time: 1_790_000_000_000, type: 'custom' as const },
      revision: 'v1.2',
      policyId: 'us-opt-out',
    };
    const value = encodeConsentCookie(record);
    expect(value).to.match(/\.sv1\.2~us-opt-out$/);
    expect(decodeConsentCookie(value)).to.deep.equal(record);
    expect(parseConsentCookie(`consent-elements=${value}`)).to.deep.include({
      revision: 'v1.2',
      policyId: 'us-opt-out',
    });
    expect(decodeConsentCookie(`${value}~again`)).to.equal(null);
  });

  it('a subdomain with only the cookie honours it under the same policy', async () => {
    const { memoryCookies } = await import('../helpers/environment');
    const cookies = memoryCookies();
    const { manager } = await startManager({ policies: POLICIES, location: CALIFORNIA }, { cookies });
    await manager.saveConsents('necessary');
    expect(cookies.get()).to.match(/consent-elements=ce1\.[^;]*~us-opt-out/);
    const { manager: subdomain } = await startManager({ policies: POLICIES, location: CALIFORNIA }, { cookies });
    expect(subdomain.getState().consentInfo?.type).to.equal('necessary');
    const { manager: elsewhere } = await startManager(
      { policies: POLICIES, location: { countryCode: 'DE' } },
      { cookies },
    );
    expect(elsewhere.getState().consentInfo).to.equal(null);
  });
});
