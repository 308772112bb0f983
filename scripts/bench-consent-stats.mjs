// How long consentStats() takes over 90 days by day, on the sample database of scripts/seed-sample-stats.mjs (the
// goal: at most 1 s for 1 M decisions over 180 days). A benchmark, not a test: it prints, it does not judge.
//   DATABASE_URL=postgres://… node scripts/bench-consent-stats.mjs [--runs 7] [--days 90]
// Or all in one, on a throwaway cluster (docs/analytics.md):
//   CHECK_TIMEOUT=900 scripts/check-postgres.sh sh -c 'node scripts/seed-sample-stats.mjs &&
//     node bin/consent-elements.mjs stats --create-indexes && node scripts/bench-consent-stats.mjs'
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { consentStats } from '../dist/server.js';

const { values } = parseArgs({ options: { runs: { type: 'string' }, days: { type: 'string' } } });
const runs = Number(values.runs ?? 7);
const days = Number(values.days ?? 90);
const databaseURL = process.env.DATABASE_URL;
if (!databaseURL?.startsWith('postgres')) throw new Error('set DATABASE_URL to a postgres:// URL');

const db = new Kysely({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseURL, max: 4 }) }),
});
const { rows } = await sql`select count(*)::int as "decisions", min("givenAt") as "first", max("givenAt") as "last",
  current_setting('server_version') as "version",
  (select string_agg(indexname, ', ') from pg_indexes where indexname like 'consent_elements_%') as "indexes"
  from "consent"`.execute(db);
const [info] = rows;
console.log(
  `PostgreSQL ${info.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}`,
);
console.log(
  `${info.decisions} decisions from ${info.first.toISOString?.() ?? info.first} to ${info.last.toISOString?.() ?? info.last}`,
);
console.log(
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} (other processes share the cores)`,
);
console.log(`our indexes: ${info.indexes ?? 'none (run consent-elements stats --create-indexes)'}`);

const to = new Date();
const from = new Date(to.getTime() - days * 86_400_000);
const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
async function measure(label, options) {
  const times = [];
  let stats;
  for (let run = 0; run <= runs; run++) {
    const started = performance.now();
    stats = await consentStats({ from, to, interval: 'day', ...options });
    if (run > 0) times.push(performance.now() - started); // the first run warms the caches
  }
  const ms = (value) => `${Math.round(value)} ms`;
  console.log(
    `${label.padEnd(44)} median ${ms(median(times))}, best ${ms(Math.min(...times))}, worst ${ms(Math.max(...times))}` +
      ` (${runs} runs; ${stats.total} decisions, ${stats.series.length} buckets)`,
  );
}

try {
  console.log(`consentStats, ${days} days by day:`);
  await measure('db (an open Kysely pool)', { db });
  await measure('databaseURL (connects on each call)', { databaseURL });
  await measure('db, domain sample-data.example', { db, domain: 'sample-data.example' });
} finally {
  await db.destroy();
}
