import { expect, waitUntil } from '@open-wc/testing';
import { resolveConfig } from '../../src/core/config';
import type { ConsentOptions } from '../../src/core/options';
import { gpp } from '../../src/gating/gpp/gpp';
import { startManager } from '../helpers/manager';
import { call, decode, type GppCall } from './gpp-helpers';

const page = window as unknown as { __gpp?: GppCall };
const options = (countryCode: string): ConsentOptions => ({
  mode: 'custom',
  policies: [
    { id: 'us-opt-out', match: { countries: ['US'] }, model: 'opt-out' },
    { id: 'opt-in', match: { fallback: true }, model: 'opt-in' },
  ],
  location: { countryCode, regionCode: countryCode === 'US' ? 'NY' : null },
  consentCategories: ['necessary', 'marketing'],
  endpointHandlers: {
    showConsentBanner: () => ({
      showConsentBanner: true,
      jurisdiction: { code: 'NONE', message: '' },
      location: { countryCode: null, regionCode: null },
    }),
    setConsent: () => undefined,
    verifyConsent: () => null,
  },
  gpp: true,
});
const applicable = async () => (await call(page.__gpp!, 'ping')).applicableSections;

afterEach(() => {
  delete page.__gpp;
  for (const frame of document.querySelectorAll('iframe[name="__gppLocator"]')) frame.remove();
  const slots = globalThis as unknown as Record<symbol, unknown>;
  delete slots[Symbol.for('consent-elements.gpp-api')];
  delete slots[Symbol.for('consent-elements.gpp')];
});

describe('GPP: the API changes with the policy', () => {
  it("an ad script's listener keeps its id and its events when the policy goes opt-in -> opt-out -> opt-in -> opt-out", async () => {
    const { manager } = await startManager(options('FR'), {}, [gpp]);
    await waitUntil(async () => page.__gpp && (await call(page.__gpp, 'ping')).cmpStatus === 'loaded');
    const events: any[] = [];
    page.__gpp!('addEventListener', (event) => events.push(event));
    const id = events[0].listenerId;
    const heard = (name: string, sections: number[]) => () =>
      events.some((e) => e.eventName === name && `${e.pingData.applicableSections}` === `${sections}`);

    await manager.reconfigure(resolveConfig(options('US')));
    await waitUntil(heard('sectionChange', [7]), 'the listener did not hear the usnat section come');
    expect(events.find((e) => e.eventName === 'sectionChange')).to.include({ listenerId: id, data: 'usnat' });
    expect(decode((await call(page.__gpp!, 'ping')).gppString).usnat).to.include({ SaleOptOut: 2 });
    await manager.saveConsents('necessary');
    await waitUntil(
      () => events.filter((e) => e.eventName === 'sectionChange').length === 2,
      'no event for the opt-out',
    );

    await manager.reconfigure(resolveConfig(options('FR')));
    await waitUntil(heard('signalStatus', [-1]), 'the listener did not hear that no section applies');
    await manager.reconfigure(resolveConfig(options('US')));
    await waitUntil(async () => `${await applicable()}` === '7', 'usnat did not come back');
    await waitUntil(() => events.filter((e) => e.eventName === 'sectionChange').length === 3, 'no third sectionChange');
    expect(events.every((e) => e.listenerId === id)).to.equal(true);

    // A new listener gets an id of its own; the first is removed by the id it was given.
    const other = await call(page.__gpp!, 'addEventListener');
    expect(other.listenerId).not.to.equal(id);
    expect((await call(page.__gpp!, 'removeEventListener', id)).data).to.equal(true);
    expect((await call(page.__gpp!, 'removeEventListener', other.listenerId)).data).to.equal(true);
  });
});
