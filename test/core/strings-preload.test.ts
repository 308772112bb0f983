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
    return requested;
  }
  /** The microtasks queued so far have run, still in the task that created the manager (no other task ran). */
  const sameTask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

  it('requests them in the task that creates the manager, in the visitor language', async () => {
    let otherTask = false;
    setTimeout(() => (otherTask = true));
    const requested = start({ mode: 'offline' });
    // From a microtask of its own (src/core/shallow.ts), not from the deep start-up stack.
    expect(requested, 'not from the start-up stack').to.deep.equal([]);
    await sameTask();
    expect(requested).to.deep.equal(['de']);
    expect(otherTask, 'still the same task').to.equal(false);
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
    const requested = start({ mode: 'offline' }, first);
    await sameTask();
    expect(requested).to.deep.equal([]);
  });

  it('does not request them for a crawler, which gets no banner', async () => {
    const requested = start({ mode: 'offline' }, undefined, 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    await sameTask();
    expect(requested).to.deep.equal([]);
  });
});
