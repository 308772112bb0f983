import { expect, waitUntil } from '@open-wc/testing';
import { resolveConfig } from '../../src/core/config';
import type { ConsentSubmission } from '../../src/core/backend-types';
import type { ConsentOptions } from '../../src/core/options';
import { ConsentConfigError } from '../../src/core/errors';
import { gpp } from '../../src/gating/gpp/gpp';
import type { ManagerEnvironment } from '../../src/core/environment';
import { startManager } from '../helpers/manager';
import { call, decode, type GppCall } from './gpp-helpers';

const page = window as unknown as { __gpp?: GppCall };
const POLICIES: ConsentOptions['policies'] = [
  { id: 'us-opt-out', match: { countries: ['US'] }, model: 'opt-out', gpc: true },
  { id: 'opt-in', match: { fallback: true }, model: 'opt-in' },
];

/**
 * A custom-mode manager with the GPP feature; `received` are its submissions. It resolves once the API has loaded,
 * or at once with `loaded: false`.
 */
async function gppManager(
  extra: ConsentOptions = {},
  gpc = false,
  env: Partial<ManagerEnvironment> = {},
  { loaded = true } = {},
) {
  const received: ConsentSubmission[] = [];
  const options: ConsentOptions = {
    mode: 'custom',
    policies: POLICIES,
    location: { countryCode: 'US', regionCode: 'NY' },
    consentCategories: ['necessary', 'measurement', 'marketing'],
    endpointHandlers: {
      showConsentBanner: () => ({
        showConsentBanner: true,
        jurisdiction: { code: 'NONE', message: '' },
        location: { countryCode: null, regionCode: null },
      }),
      setConsent: ({ body }) => void received.push(body),
      verifyConsent: () => null,
    },
    gpp: true,
    ...extra,
  };
  const started = await startManager(options, { globalPrivacyControl: () => gpc, ...env }, [gpp]);
  if (!loaded) return { ...started, options, received };
  await waitUntil(() => page.__gpp && call(page.__gpp, 'ping').then((ping) => ping.cmpStatus === 'loaded'));
  return { ...started, options, received };
}
const usnat = async () => decode((await call(page.__gpp!, 'ping')).gppString).usnat;

afterEach(() => {
  delete page.__gpp;
  for (const frame of document.querySelectorAll('iframe[name="__gppLocator"]')) frame.remove();
  const slots = globalThis as unknown as Record<symbol, unknown>;
  delete slots[Symbol.for('consent-elements.gpp-api')];
  delete slots[Symbol.for('consent-elements.gpp')];
});

describe('GPP: the manager', () => {
  it('a decision made before the encoder has loaded still carries metadata.gpp, the string of that decision', async () => {
    const { manager, received } = await gppManager({}, false, {}, { loaded: false });
    await waitUntil(() => manager.getState().isReady, 'not ready');
    const stub = (page.__gpp as unknown as (command: string) => unknown)('queue');
    expect(Array.isArray(stub), 'the encoder had loaded already: nothing to test').to.equal(true);
    await manager.saveConsents('necessary'); // the encoder's chunk is still on its way
    await waitUntil(() => received.length === 1, 'nothing submitted', { timeout: 5000 });
    expect(received[0].metadata.gpp, 'no metadata.gpp').to.be.a('string');
    expect(decode(received[0].metadata.gpp!).usnat).to.include({ SaleOptOut: 1, TargetedAdvertisingOptOut: 1 });
  });

  it('each submission carries the GPP string of the decision in metadata.gpp', async () => {
    const { manager, received } = await gppManager();
    expect(await usnat()).to.include({ SaleOptOut: 2 });
    await manager.saveConsents('necessary');
    await waitUntil(() => received.length === 1, 'nothing submitted');
    const sent = decode(received[0].metadata.gpp!).usnat;
    expect(sent).to.include({ SaleOptOut: 1, SharingOptOut: 1, TargetedAdvertisingOptOut: 1 });
    expect(await usnat()).to.include({ SaleOptOut: 1 });
  });

  it('a reset puts the opt-outs back, announced as sectionChange and signalStatus', async () => {
    const { manager } = await gppManager();
    await manager.saveConsents('necessary');
    await waitUntil(async () => (await usnat()).SaleOptOut === 1);
    const events: Array<[string, unknown]> = [];
    page.__gpp!('addEventListener', (event) => events.push([event.eventName, event.data]));
    manager.resetConsents();
    await waitUntil(() => events.some(([name]) => name === 'sectionChange'), 'no sectionChange');
    expect(events).to.deep.include.members([
      ['signalStatus', 'not ready'],
      ['sectionChange', 'usnat'],
      ['signalStatus', 'ready'],
    ]);
    expect(await usnat()).to.include({ SaleOptOut: 2 });
  });

  it("another tab's opt-out reaches this tab's string", async () => {
    const view = new EventTarget();
    const document = { defaultView: view, addEventListener() {}, dispatchEvent: () => true } as unknown as Document;
    const { storage } = await gppManager({}, false, { document });
    expect(await usnat()).to.include({ SaleOptOut: 2 });
    const optedOut = {
      consents: { necessary: true, functionality: false, experience: false, measurement: false, marketing: false },
      consentInfo: { time: Date.now(), type: 'necessary' },
      policyId: 'us-opt-out',
    };
    storage.setItem('privacy-consent-storage', JSON.stringify(optedOut));
    view.dispatchEvent(new StorageEvent('storage', { key: 'privacy-consent-storage' }));
    await waitUntil(async () => (await usnat()).SaleOptOut === 1, "the other tab's opt-out did not arrive");
  });

  it('GPC coming into force (reconfigured) sets Gpc and the opt-outs; listeners stay registered', async () => {
    const ignoring = POLICIES!.map((policy) => ({ ...policy, gpc: false }));
    const { manager, options } = await gppManager({ policies: ignoring, honorGlobalPrivacyControl: false }, true);
    expect(await usnat()).to.include({ Gpc: false, SaleOptOut: 2 });
    const events: string[] = [];
    page.__gpp!('addEventListener', (event) => events.push(event.eventName));
    await manager.reconfigure(resolveConfig({ ...options, policies: POLICIES, honorGlobalPrivacyControl: true }));
    await waitUntil(() => events.includes('sectionChange'), 'no sectionChange');
    expect(await usnat()).to.include({ Gpc: true, SaleOptOut: 1 });
  });

  it('mspaCoveredTransaction sets the MSPA fields; a listed state gets its own section', async () => {
    await gppManager({
      location: { countryCode: 'US', regionCode: 'VA' },
      gpp: { sections: ['usva'], mspaCoveredTransaction: true, cmpId: 300 },
    });
    const ping = await call(page.__gpp!, 'ping');
    expect(ping.cmpId).to.equal(300);
    expect(ping.applicableSections).to.deep.equal([9]);
    expect(decode(ping.gppString).usva).to.include({
      MspaCoveredTransaction: 1,
      MspaOptOutOptionMode: 1,
      MspaServiceProviderMode: 2,
      SaleOptOutNotice: 1,
      TargetedAdvertisingOptOut: 2,
    });
  });

  it('outside the US: no applicable section, and submissions carry the header-only string', async () => {
    const { manager, received } = await gppManager({ location: { countryCode: 'FR' } });
    expect((await call(page.__gpp!, 'ping')).applicableSections).to.deep.equal([-1]);
    await manager.saveConsents('all');
    await waitUntil(() => received.length === 1, 'nothing submitted');
    expect(decode(received[0].metadata.gpp!)).to.deep.equal({});
  });
});

describe('GPP: the option', () => {
  const fails = (gppOption: unknown, field: string) => {
    expect(() => resolveConfig({ gpp: gppOption } as ConsentOptions))
      .to.throw(ConsentConfigError)
      .with.property('message')
      .that.includes(field);
  };
  it('is off by default, and true gives usnat with cmpId 0', () => {
    expect(resolveConfig({}).gpp).to.equal(null);
    expect(resolveConfig({ gpp: true }).gpp).to.deep.equal({
      sections: ['usnat'],
      cmpId: 0,
      cmpVersion: 1,
      mspaCoveredTransaction: false,
    });
  });
  it('names the field of a wrong value', () => {
    fails('yes', 'gpp');
    fails({ sections: ['usfl'] }, 'gpp.sections[0]');
    fails({ sections: 'usnat' }, 'gpp.sections');
    fails({ cmpId: -1 }, 'gpp.cmpId');
    fails({ cmpVersion: 1.5 }, 'gpp.cmpVersion');
    fails({ mspaCoveredTransaction: 'no' }, 'gpp.mspaCoveredTransaction');
    fails({ tcf: true }, 'gpp.tcf');
  });
});
