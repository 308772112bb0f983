import { expect } from '@open-wc/testing';
import { resolveConfig, type ResolvedConfig } from '../../src/core/config';
import type { ConsentOptions } from '../../src/core/options';
import { configChanges } from '../../src/core/reconfiguration';

/** The named changes in their order (client, storage, decision, gpc), as the tables list them. */
const changes = (previous: ResolvedConfig, next: ResolvedConfig) => Object.values(configChanges(previous, next));

describe('configChanges: what a reconfiguration must redo', () => {
  const handlers = { showConsentBanner: () => ({}) as never, setConsent: () => null, verifyConsent: () => null };
  const cases: Array<[string, ConsentOptions, ConsentOptions, [boolean, boolean, boolean, boolean]]> = [
    [
      'nothing that matters',
      {},
      { theme: { '--consent-accent': 'red' }, scrollLock: true },
      [false, false, false, false],
    ],
    ['the mode', {}, { mode: 'c15t' }, [true, false, false, false]],
    ['the backend URL', { backendURL: '/a' }, { backendURL: '/b' }, [true, false, false, false]],
    [
      'a custom handler',
      { mode: 'custom', endpointHandlers: handlers },
      { mode: 'custom', endpointHandlers: { ...handlers, setConsent: () => null } },
      [true, false, false, false],
    ],
    [
      'the same custom handlers in a new object',
      { mode: 'custom', endpointHandlers: handlers },
      { mode: 'custom', endpointHandlers: { ...handlers } },
      [false, false, false, false],
    ],
    ['the storage key: the decision is read again', {}, { storageKey: 'other' }, [false, true, true, false]],
    ['the revision', {}, { revision: 2 }, [false, false, true, false]],
    ['the expiry', {}, { consentExpiryDays: 30 }, [false, false, true, false]],
    ['Global Privacy Control turned off', {}, { honorGlobalPrivacyControl: false }, [false, false, false, true]],
    ['GPC categories', {}, { gpcCategories: ['marketing', 'measurement'] }, [false, false, false, true]],
    [
      'the same GPC categories in a new array',
      { gpcCategories: ['marketing'] },
      { gpcCategories: ['marketing'] },
      [false, false, false, false],
    ],
  ];
  for (const [name, before, after, expected] of cases) {
    it(name, () => {
      const previous = resolveConfig(before);
      const next = resolveConfig(after);
      expect(changes(previous, next)).to.deep.equal(expected);
    });
  }

  it('the same options resolved again change nothing (each resolution makes a new, empty handlers object)', () => {
    expect(changes(resolveConfig({}), resolveConfig({}))).to.deep.equal([false, false, false, false]);
  });
});
