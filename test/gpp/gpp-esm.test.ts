import { expect, waitUntil } from '@open-wc/testing';
import { configure, getConsentManager, resetConsentManagerForTests } from '../../src/page/singleton';
import { createSafeStorage } from '../../src/storage/safe-storage';
import { MemoryStorage, memoryCookies } from '../helpers/environment';
import { call, decode, type GppCall } from './gpp-helpers';

const page = window as unknown as { __gpp?: GppCall };

beforeEach(() =>
  resetConsentManagerForTests({ storage: createSafeStorage(() => new MemoryStorage()), cookies: memoryCookies() }),
);
afterEach(() => {
  resetConsentManagerForTests();
  delete page.__gpp;
  for (const frame of document.querySelectorAll('iframe[name="__gppLocator"]')) frame.remove();
  const slots = globalThis as unknown as Record<symbol, unknown>;
  delete slots[Symbol.for('consent-elements.gpp-api')];
  delete slots[Symbol.for('consent-elements.gpp')];
});

describe('GPP: the ESM entry', () => {
  it("configure({ gpp }): the page's manager installs the stub as it starts, then the section API", async () => {
    await configure({
      mode: 'offline',
      policies: [{ id: 'us', match: { countries: ['US'] }, model: 'opt-out' }],
      location: { countryCode: 'US', regionCode: 'CA' },
      gpp: { sections: ['usca'] },
    });
    expect(page.__gpp).to.equal(undefined);
    getConsentManager();
    expect(typeof page.__gpp).to.equal('function');
    const ping = call(page.__gpp!, 'ping'); // queued by the stub
    const answered = await ping;
    expect(answered.applicableSections).to.deep.equal([8]);
    expect(decode(answered.gppString).usca).to.include({ SaleOptOut: 2 });
    await getConsentManager().saveConsents('necessary');
    await waitUntil(async () => decode((await call(page.__gpp!, 'ping')).gppString).usca.SaleOptOut === 1);
  });

  it('without gpp: no __gpp', async () => {
    await configure({ mode: 'offline' });
    getConsentManager();
    expect(page.__gpp).to.equal(undefined);
  });
});
