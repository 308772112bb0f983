// consentStats() and `consent-elements stats` on a real PostgreSQL: run by scripts/check-postgres.sh (CI), which sets
// DATABASE_URL to a throwaway cluster; skipped without one. Decisions recorded through the real c15t backend, under a
// domain of this test's own (the cluster also holds check-backend's).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { consentStats } from '../../dist/server.js';
import { SECRET_AGENT, SECRET_IP, many, seedDecisions } from './support/seed-decisions.mjs';

const url = process.env.DATABASE_URL;
const DOMAIN = `stats-${Date.now()}.example`;
const run = (script, ...args) =>
  promisify(execFile)(process.execPath, [fileURLToPath(new URL(script, import.meta.url)), ...args], {
    env: { ...process.env },
  });

describe('consentStats on PostgreSQL', { skip: !url?.startsWith('postgres') && 'no DATABASE_URL' }, () => {
  let seeded;
  before(async () => {
    seeded = await seedDecisions(
      [
        ...many(5, { type: 'all', domain: DOMAIN, revision: 7, policyId: 'eu' }),
        ...many(5, { type: 'custom', domain: DOMAIN, revision: 7, policyId: 'eu' }),
        { type: 'necessary', domain: DOMAIN, revision: 8, policyId: 'us' },
      ],
      { url },
    );
  });
  after(() => seeded?.db.close());

  it('counts through a postgres:// URL, read-only, and through a Kysely instance alike', async () => {
    const period = { domain: DOMAIN, from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 60_000) };
    const byUrl = await consentStats({ databaseURL: url, ...period });
    assert.equal(byUrl.total, 11);
    assert.deepEqual(byUrl.byType, { all: 5, necessary: null, custom: 5 });
    assert.deepEqual(byUrl.categories.measurement, { granted: 10, rate: 0.9091 });
    assert.deepEqual(byUrl.services.ga, { granted: 10, rate: 0.9091 });
    assert.deepEqual(byUrl.revisions['8'], { total: null, all: null, necessary: null, custom: null });
    assert.deepEqual(await consentStats({ db: seeded.db.kysely, ...period }), byUrl);
    const text = JSON.stringify(byUrl);
    for (const secret of [...seeded.subjects, SECRET_IP, SECRET_AGENT]) assert.ok(!text.includes(secret));
  });

  it('the CLI creates our indexes and statistics, then prints the same figures', async () => {
    const created = await run('../../bin/consent-elements.mjs', 'stats', '--database-url', url, '--create-indexes');
    assert.match(created.stdout, /consent_elements_record_groups: done/);
    const { rows } = await sql`select indexname from pg_indexes where indexname like 'consent_elements_%'`.execute(
      seeded.db.kysely,
    );
    assert.equal(rows.length, 2);
    const { stdout } = await run('../../bin/consent-elements.mjs', 'stats', '--database-url', url, '--domain', DOMAIN);
    assert.match(stdout, /period +11 +5 +<5 +5\n/);
  });

  it('the sample-data script seeds labelled decisions that the stats count', async () => {
    await run('../../scripts/seed-sample-stats.mjs', '--decisions', '2000', '--days', '10');
    const stats = await consentStats({ databaseURL: url, domain: 'sample-data.example' });
    assert.ok(stats.total >= 2001, `${stats.total} sample decisions`);
    assert.deepEqual(Object.keys(stats.revisions).sort(), ['v1', 'v2a', 'v2b']);
  });
});
