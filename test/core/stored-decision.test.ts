import { expect } from '@open-wc/testing';
import { defaultConsents } from '../../src/core/categories';
import { resolveConfig } from '../../src/core/config';
import { encodeConsentCookie } from '../../src/core/compliance/cookie-format';
import type { ConsentStorage } from '../../src/core/manager-ports';
import { decisionState, readDecision, writeDecision } from '../../src/core/stored-decision';
import type { ConsentRecord, Consents } from '../../src/core/types';

const DAY = 86_400_000;
const NOW = 1_800_000_000_000;
const ACCEPTED: Consents = {
  necessary: true,
  functionality: true,
  experience: true,
  measurement: true,
  marketing: true,
};
const REJECTED: Consents = {
  necessary: true,
  functionality: false,
  experience: false,
  measurement: false,
  marketing: false,
};
const record = (consents: Consents, daysAgo: number, revision?: string): ConsentRecord => ({
  consents,
  consentInfo: { time: NOW - daysAgo * DAY, type: consents.marketing ? 'all' : 'necessary' },
  ...(revision === undefined ? {} : { revision }),
});

/** A consent storage holding `stored`, recording what is written; `keeps: false` refuses writes. */
function fakeStorage(stored: ConsentRecord | null, keeps = true) {
  const calls: string[] = [];
  const storage = {
    available: keeps,
    readRecord: () => stored,
    writeRecord: (written: ConsentRecord) => (calls.push(`write ${written.consentInfo.type}`), keeps),
    clearRecord: () => void calls.push('clear'),
  } as unknown as ConsentStorage;
  return { storage, calls };
}

function fakeJar(mirrored: ConsentRecord | null) {
  const set: string[] = [];
  const value = mirrored ? `other=1; consent-elements=${encodeConsentCookie(mirrored)}` : 'other=1';
  return { jar: { get: () => value, set: (cookie: string) => void set.push(cookie) }, set };
}

describe('readDecision: the newest of localStorage and the cookie mirror, and whether it counts', () => {
  const cases: Array<{
    name: string;
    stored: ConsentRecord | null;
    mirrored: ConsentRecord | null;
    options?: object;
    newest: 'stored' | 'mirrored' | null;
    counts: boolean;
    backfills: boolean;
  }> = [
    { name: 'nothing stored', stored: null, mirrored: null, newest: null, counts: false, backfills: false },
    {
      name: 'stored only: counts, and the mirror is written',
      stored: record(ACCEPTED, 1),
      mirrored: null,
      newest: 'stored',
      counts: true,
      backfills: true,
    },
    {
      name: 'mirrored only (a subdomain)',
      stored: null,
      mirrored: record(REJECTED, 1),
      newest: 'mirrored',
      counts: true,
      backfills: false,
    },
    {
      name: 'the mirror is newer',
      stored: record(ACCEPTED, 3),
      mirrored: record(REJECTED, 1),
      newest: 'mirrored',
      counts: true,
      backfills: false,
    },
    {
      name: 'localStorage is newer',
      stored: record(ACCEPTED, 1),
      mirrored: record(REJECTED, 3),
      newest: 'stored',
      counts: true,
      backfills: false,
    },
    {
      name: 'the same time: localStorage wins',
      stored: record(ACCEPTED, 1),
      mirrored: record(REJECTED, 1),
      newest: 'stored',
      counts: true,
      backfills: false,
    },
    {
      name: 'expired: the newest still, but it does not count',
      stored: record(ACCEPTED, 400),
      mirrored: null,
      newest: 'stored',
      counts: false,
      backfills: false,
    },
    {
      name: 'within a shorter expiry',
      stored: record(ACCEPTED, 20),
      mirrored: null,
      options: { consentExpiryDays: 30 },
      newest: 'stored',
      counts: true,
      backfills: true,
    },
    {
      name: 'another revision does not count',
      stored: record(ACCEPTED, 1, '1'),
      mirrored: null,
      options: { revision: '2' },
      newest: 'stored',
      counts: false,
      backfills: false,
    },
    {
      name: 'the same revision, 2 and "2" alike',
      stored: record(ACCEPTED, 1, '2'),
      mirrored: null,
      options: { revision: 2 },
      newest: 'stored',
      counts: true,
      backfills: true,
    },
    {
      name: 'no mirror configured: the cookie is neither read nor written',
      stored: null,
      mirrored: record(REJECTED, 1),
      options: { cookie: false },
      newest: null,
      counts: false,
      backfills: false,
    },
  ];
  for (const { name, stored, mirrored, options = {}, newest, counts, backfills } of cases) {
    it(name, () => {
      const config = resolveConfig(options);
      const { storage, calls } = fakeStorage(stored);
      const { jar, set } = fakeJar(mirrored);
      const [latest, counting] = readDecision(storage, config, { cookies: jar, https: true, now: () => NOW });
      const expected = newest === 'stored' ? stored : newest === 'mirrored' ? mirrored : null;
      expect(latest?.consents ?? null).to.deep.equal(expected?.consents ?? null);
      expect(latest?.consentInfo ?? null).to.deep.equal(expected?.consentInfo ?? null);
      expect(counting).to.equal(counts ? latest : null);
      expect(set.length, 'cookie writes').to.equal(backfills ? 1 : 0);
      if (backfills) expect(set[0]).to.match(/^consent-elements=ce1\./);
      expect(calls).to.deep.equal([]);
    });
  }

  it("following another tab's decision: it counts, and the mirror is left to that tab", () => {
    const stored = record(ACCEPTED, 1);
    const { storage } = fakeStorage(stored);
    const { jar, set } = fakeJar(null);
    const env = { cookies: jar, https: true, now: () => NOW };
    const [, counting] = readDecision(storage, resolveConfig({}), env, true);
    expect(counting).to.equal(stored);
    expect(set, 'a write that could land after that tab resets').to.deep.equal([]);
  });
});

describe('writeDecision: localStorage and the cookie mirror together', () => {
  const env = (jar: ReturnType<typeof fakeJar>['jar']) => ({ cookies: jar, https: false, now: () => NOW });

  it('writes both and says whether localStorage kept it', () => {
    for (const keeps of [true, false]) {
      const { storage, calls } = fakeStorage(null, keeps);
      const { jar, set } = fakeJar(null);
      expect(writeDecision(storage, resolveConfig({}), env(jar), record(ACCEPTED, 0))).to.equal(keeps);
      expect(calls).to.deep.equal(['write all']);
      expect(set).to.have.length(1);
      expect(set[0]).to.match(/^consent-elements=ce1\.[^;]+; path=\/; max-age=\d+; samesite=Lax$/);
    }
  });

  it('with null, forgets both (the cookie expires at once)', () => {
    const { storage, calls } = fakeStorage(record(ACCEPTED, 1));
    const { jar, set } = fakeJar(null);
    expect(writeDecision(storage, resolveConfig({}), env(jar), null)).to.equal(true);
    expect(calls).to.deep.equal(['clear']);
    expect(set).to.deep.equal(['consent-elements=; path=/; max-age=0; samesite=Lax']);
  });

  it('without a mirror, writes only localStorage', () => {
    const { storage, calls } = fakeStorage(null);
    const { jar, set } = fakeJar(null);
    writeDecision(storage, resolveConfig({ cookie: false }), env(jar), record(REJECTED, 0));
    expect(calls).to.deep.equal(['write necessary']);
    expect(set).to.deep.equal([]);
  });
});

describe('decisionState', () => {
  it('puts a decision in force and preselects it', () => {
    const decided = record(REJECTED, 1);
    expect(decisionState(decided)).to.deep.equal({
      consents: REJECTED,
      selectedConsents: REJECTED,
      serviceConsents: {},
      consentInfo: decided.consentInfo,
    });
  });

  it('without one, the defaults are in force and nothing is decided (the selection is left alone)', () => {
    expect(decisionState(null)).to.deep.equal({ consents: defaultConsents(), consentInfo: null });
  });
});
