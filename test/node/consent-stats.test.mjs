// consentStats() (dist/server.js) on PGlite, with decisions recorded through the real c15t backend: the figures,
// the privacy threshold (a single visitor's database reads null everywhere) and what never leaves it.
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { ConsentConfigError, consentStats } from '../../dist/server.js';
import { SECRET_AGENT, SECRET_IP, many, seedDecisions } from './support/seed-decisions.mjs';

const DAY = 86_400_000;
const startOfDay = (time) => new Date(Math.floor(time / DAY) * DAY).toISOString();

describe('consentStats on PGlite', () => {
  let seeded;
  before(async () => {
    seeded = await seedDecisions([
      ...many(6, { type: 'all', revision: 2, policyId: 'eu' }),
      ...many(5, { type: 'necessary', revision: 2, policyId: 'eu' }),
      ...many(2, { type: 'custom', revision: 'v1', policyId: 'us' }),
      ...many(5, { type: 'all', domain: 'blog.example', revision: 'v1' }),
    ]);
    // Three of shop.example's "all" decisions were made two days ago (c15t stamps a decision and its record with the
    // same time).
    const moved = await sql`select c."id" from "consent" c join "consentRecord" r on r."consentId" = c."id"
      join "domain" d on d."id" = c."domainId"
      where d."name" = 'shop.example' and r."details"->>'acceptanceMethod' = 'all' limit 3`.execute(seeded.db.kysely);
    const ids = moved.rows.map((row) => row.id);
    await sql`update "consent" set "givenAt" = "givenAt" - interval '2 days' where "id" in (${sql.join(ids)})`.execute(
      seeded.db.kysely,
    );
    await sql`update "consentRecord" set "createdAt" = "createdAt" - interval '2 days'
      where "consentId" in (${sql.join(ids)})`.execute(seeded.db.kysely);
  });
  after(async () => {
    await seeded?.db.close();
    await rm(path.dirname(seeded.dir), { recursive: true, force: true });
  });

  it('counts the decisions by type, category, service, policy and revision, with nulls under 5', async () => {
    const stats = await consentStats({ db: seeded.db.kysely, domain: 'shop.example' });
    assert.equal(stats.total, 13);
    assert.deepEqual(stats.byType, { all: 6, necessary: 5, custom: null });
    assert.deepEqual(stats.categories.necessary, { granted: 13, rate: 1 });
    assert.deepEqual(stats.categories.measurement, { granted: 8, rate: 0.6154 });
    assert.deepEqual(stats.categories.marketing, { granted: 6, rate: 0.4615 });
    assert.deepEqual(stats.services, { ads: { granted: 6, rate: 0.4615 }, ga: { granted: 8, rate: 0.6154 } });
    assert.deepEqual(stats.policies, {
      eu: { total: 11, all: 6, necessary: 5, custom: null },
      us: { total: null, all: null, necessary: null, custom: null },
    });
    assert.deepEqual(Object.keys(stats.revisions), ['2', 'v1']);
    assert.equal(stats.revisions['2'].total, 11);
  });

  it('cuts the series by UTC day over the period, from its first day to its last', async () => {
    const to = new Date();
    const stats = await consentStats({
      db: seeded.db.kysely,
      domain: 'shop.example',
      from: new Date(+to - 6 * DAY),
      to,
    });
    assert.equal(stats.series.length, 7);
    assert.equal(stats.series[0].start, startOfDay(+to - 6 * DAY));
    const today = stats.series.at(-1);
    assert.equal(today.start, startOfDay(+to));
    assert.deepEqual(
      { ...today, start: undefined },
      { start: undefined, total: 10, all: null, necessary: 5, custom: null },
    );
    // Two days ago: 3 decisions, under the threshold.
    assert.equal(stats.series.at(-3).total, null);
    assert.ok(stats.series.slice(0, 4).every((bucket) => bucket.total === null));
  });

  it('reads a data directory from its path, every domain, by week', async () => {
    // PGlite is one process's at a time: the seeding connection closes first.
    await seeded.db.close();
    const stats = await consentStats({ databaseURL: seeded.dir, interval: 'week', from: '2020-01-01' });
    assert.equal(stats.total, 18);
    assert.equal(stats.byType.all, 11);
    assert.equal(stats.revisions.v1.total, 7);
    assert.equal(new Date(stats.series[0].start).getUTCDay(), 1, 'weeks start on Monday');
    assert.equal(stats.series.at(-1).start > new Date(Date.now() - 7 * DAY).toISOString(), true);
  });
});

describe('consentStats with a single visitor', () => {
  it('reports no figure at all, and nothing of the visitor', async () => {
    const { dir, db, subjects } = await seedDecisions([{ type: 'all', revision: 3, policyId: 'eu' }]);
    const stored = await sql`select "ipAddress", "userAgent" from "consent"`.execute(db.kysely);
    assert.deepEqual(stored.rows, [{ ipAddress: SECRET_IP, userAgent: SECRET_AGENT }], 'the backend stored them');
    await db.close();
    const stats = await consentStats({ databaseURL: dir });
    await rm(path.dirname(dir), { recursive: true, force: true });
    assert.equal(stats.total, null);
    assert.deepEqual(stats.byType, { all: null, necessary: null, custom: null });
    assert.ok(
      stats.series.every(({ total, all, necessary, custom }) =>
        [total, all, necessary, custom].every((n) => n === null),
      ),
    );
    assert.deepEqual(stats.categories.marketing, { granted: null, rate: null });
    assert.deepEqual(stats.services.ga, { granted: null, rate: null });
    assert.deepEqual(stats.policies.eu, { total: null, all: null, necessary: null, custom: null });
    assert.deepEqual(stats.revisions['3'], { total: null, all: null, necessary: null, custom: null });
    const text = JSON.stringify(stats);
    for (const secret of [subjects[0], SECRET_IP, SECRET_AGENT, 'cns_', 'rec_', 'sub_']) {
      assert.ok(!text.includes(secret), `${secret} does not leave`);
    }
  });
});

describe('consentStats options', () => {
  for (const [options, field] of [
    [{}, 'databaseURL'],
    [{ databaseURL: 'mysql://x/y' }, 'databaseURL'],
    [{ databaseURL: '/tmp/x', db: {} }, 'databaseURL'],
    [{ db: {} }, 'db'],
    [{ databaseURL: '/tmp/x', interval: 'month' }, 'interval'],
    [{ databaseURL: '/tmp/x', from: 'yesterday' }, 'from'],
    [{ databaseURL: '/tmp/x', from: '2026-02-01', to: '2026-01-01' }, 'from'],
    [{ databaseURL: '/tmp/x', from: '2000-01-01', to: '2026-01-01' }, 'interval'],
    [{ databaseURL: '/tmp/x', domain: '' }, 'domain'],
  ]) {
    it(`refuses ${JSON.stringify(options)} naming ${field}`, async () => {
      await assert.rejects(
        consentStats(options),
        (error) => error instanceof ConsentConfigError && error.field === field,
      );
    });
  }

  it('refuses a folder that is no PGlite database instead of creating one', async () => {
    await assert.rejects(consentStats({ databaseURL: '/tmp' }), /not a PGlite data directory/);
  });
});
