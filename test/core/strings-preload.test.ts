import { expect } from '@open-wc/testing';
import { resolveConfig } from '../../src/core/config';
import type { ConsentManager } from '../../src/core/consent-manager';
import { createConsentManager } from '../../src/page/create-consent-manager';
import { MemoryStorage, testEnvironment } from '../helpers/environment';

/**
 * A first visit's strings are requested while the manager starts, beside the banner's renderer, not after the
 * start-up yields (at 4x CPU the ESM page asked for them about 180 ms after the renderer).
 */
describe('the strings of a first visit load with the banner', () => {
  const managers: ConsentManager[] = [];
  afterEach(() => managers.splice(0).forEach((manager) => manager.destroy()));

  function start(options: object, localStorage: Storage = new MemoryStorage(), userAgent?: string) {
    const requested: string[] = [];
    const env = testEnvironment({
      localStorage,
      languages: ['de-DE'],
      ...(userAgent ? { userAgent } : {}),
      loadLocale: async (language) => (requested.push(language), null),
    });
    managers.push(createConsentManager(resolveConfig(options), env, []));
    return requested; // read before the manager's first await: what was requested in its first task
  }

  it('requests them in the task that creates the manager, in the visitor language', () => {
    expect(start({ mode: 'offline' })).to.deep.equal(['de']);
  });

  it('does not request them for a returning visitor', async () => {
    const first = new MemoryStorage();
    const manager = createConsentManager(
      resolveConfig({ mode: 'offline' }),
      testEnvironment({ localStorage: first }),
      [],
    );
    await manager.ready;
    await manager.saveConsents('all');
    manager.destroy();
    expect(start({ mode: 'offline' }, first)).to.deep.equal([]);
  });

  it('does not request them for a crawler, which gets no banner', () => {
    expect(start({ mode: 'offline' }, undefined, 'Googlebot/2.1 (+http://www.google.com/bot.html)')).to.deep.equal([]);
  });
});
