// `npx consent-elements stats` on a PGlite data directory seeded through the real c15t backend: the tables, the
// JSON, the migration of our own indexes, and bad input.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { many, seedDecisions } from './support/seed-decisions.mjs';

const BIN = fileURLToPath(new URL('../../bin/consent-elements.mjs', import.meta.url));
const cli = (...args) =>
  promisify(execFile)(process.execPath, [BIN, 'stats', ...args], { env: { ...process.env, DATABASE_URL: '' } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    ({ code, stdout, stderr }) => ({ code, stdout, stderr }),
  );

describe('consent-elements stats', () => {
  let dir;
  before(async () => {
    const seeded = await seedDecisions([
      ...many(5, { type: 'all', revision: 'spring', policyId: 'eu' }),
      ...many(6, { type: 'necessary', revision: 'spring', policyId: 'eu' }),
      { type: 'custom', revision: 'autumn', policyId: 'eu' },
    ]);
    await seeded.db.close();
    dir = seeded.dir;
  });
  after(() => dir && rm(path.dirname(dir), { recursive: true, force: true }));

  it('prints the figures as tables, withheld ones as <5', async () => {
    const { code, stdout } = await cli('--database-url', dir, '--domain', 'shop.example', '--from', '2026-01-01');
    assert.equal(code, 0);
    assert.match(stdout, /^Consent decisions for shop\.example, 2026-01-01 to \d{4}-\d\d-\d\d \(UTC\), by day/);
    assert.match(stdout, /period +12 +5 +6 +<5\n/);
    assert.match(stdout, /marketing +5 +41\.7 %\n/);
    assert.match(stdout, /spring +11 +5 +6 +<5\n/);
    assert.match(stdout, /autumn +<5 +<5 +<5 +<5\n/);
    assert.doesNotMatch(stdout, /sub_|cns_|rec_/);
  });

  it('prints consentStats() JSON with --json, by week with --interval week', async () => {
    const { code, stdout } = await cli(
      `--database-url=${dir}`,
      '--json',
      '--interval',
      'week',
      '--from',
      '2026-01-01',
      '--to',
      '2030-01-01',
    );
    assert.equal(code, 0);
    const stats = JSON.parse(stdout);
    assert.equal(stats.total, 12);
    assert.deepEqual(stats.byType, { all: 5, necessary: 6, custom: null });
    assert.equal(stats.to, '2030-01-01T00:00:00.000Z');
    assert.equal(new Date(stats.series[0].start).getUTCDay(), 1);
  });

  it('creates its own indexes once, and again without harm', async () => {
    for (let round = 0; round < 2; round++) {
      const { code, stdout } = await cli('--database-url', dir, '--create-indexes');
      assert.equal(code, 0);
      assert.match(stdout, /consent_elements_consent_givenAt: done/);
    }
    assert.equal((await cli('--database-url', dir, '--json')).code, 0);
  });

  for (const [args, pattern, status] of [
    [[], /--database-url is required/, 2],
    [['--database-url', '/tmp', '--bogus'], /unknown option --bogus/, 2],
    [['--database-url', '/tmp', '--interval', 'month'], /"interval"/, 2],
    [['--database-url', '/tmp'], /not a PGlite data directory/, 1],
  ]) {
    it(`exits ${status} for ${args.join(' ') || 'no options'}`, async () => {
      const { code, stderr } = await cli(...args);
      assert.equal(code, status);
      assert.match(stderr, pattern);
    });
  }
});
