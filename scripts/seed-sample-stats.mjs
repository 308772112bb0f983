// SAMPLE DATA, NOT REAL DECISIONS: fills a PostgreSQL database with made-up consent decisions for the consent
// statistics' benchmark (scripts/bench-consent-stats.mjs, docs/analytics.md). Never point it at a production
// database: every row it writes is labelled (domain `sample-data.example`, ids `*_sample_<run>_<n>`, metadata source
// `sample_data`), but they would still sit beside real proof of consent.
//   DATABASE_URL=postgres://… node scripts/seed-sample-stats.mjs [--decisions 1000000] [--days 180]
// c15t creates its tables (its own migrations, as the demo's backend runs them) and records one decision through its
// API, which creates the domain, the policy and the purposes the way it always does; the rest are inserted by SQL
// in c15t's row format, in batches. Random but repeatable (setseed). Revision `v1` for the first two thirds of the
// period, then an A/B of `v2a` and `v2b`; policies `eu` (opt-in) and `us` (opt-out).
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createBackend } from '../demo/server/backend.mjs';
import { openDatabase } from '../demo/server/database.mjs';

export const SAMPLE_DOMAIN = 'sample-data.example';
const BATCH = 100_000;
const CATEGORIES = ['necessary', 'functionality', 'experience', 'measurement', 'marketing'];
const SERVICES = ['service:google-analytics', 'service:meta-pixel', 'service:youtube'];

const { values } = parseArgs({ options: { decisions: { type: 'string' }, days: { type: 'string' } } });
const decisions = Number(values.decisions ?? 1_000_000);
const days = Number(values.days ?? 180);
if (!process.env.DATABASE_URL?.startsWith('postgres')) throw new Error('set DATABASE_URL to a postgres:// URL');

const db = await openDatabase({ url: process.env.DATABASE_URL });
try {
  const backend = await createBackend({ database: db.database, logLevel: 'error' });
  const preferences = Object.fromEntries([...CATEGORIES, ...SERVICES].map((code) => [code, true]));
  const metadata = { source: 'sample_data', acceptanceMethod: 'all', submissionId: crypto.randomUUID() };
  const response = await backend.fetch(
    new Request('http://127.0.0.1/api/c15t/consent/set', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'cookie_banner', domain: SAMPLE_DOMAIN, preferences, metadata }),
    }),
  );
  if (response.status !== 200) throw new Error(`c15t refused the first decision: ${await response.text()}`);
  const { domainId } = await response.json();
  const { rows: purposes } = await sql`select "id", "code" from "consentPurpose"`.execute(db.kysely);
  const id = Object.fromEntries(purposes.map((row) => [row.code, row.id]));
  const { rows: policies } = await sql`select "id" from "consentPolicy" where "type" = 'cookie_banner'`.execute(
    db.kysely,
  );

  // A run's own ids, so that a second run adds to the first.
  const run = `sample_${Date.now().toString(36)}_`;
  const started = performance.now();
  await sql`select setseed(0.42)`.execute(db.kysely);
  for (let first = 1; first <= decisions; first += BATCH) {
    const last = Math.min(decisions, first + BATCH - 1);
    await db.kysely.transaction().execute(async (tx) => {
      await sql`create temporary table "sample" on commit drop as
        select n, r, (now() at time zone 'utc') - ${days} * interval '1 day' * (1 - n::float8 / ${decisions}) as "at",
          case when random() < 0.6 then 'eu' else 'us' end as "policy",
          case when n::float8 / ${decisions} < 2.0 / 3 then 'v1' when n % 2 = 0 then 'v2a' else 'v2b' end as "revision",
          random() as "f", random() as "m", random() as "x"
        from (select n, random() as r from generate_series(${first}::int, ${last}::int) n) s`.execute(tx);
      // The type: more "all" under revision v2b and in the opt-out region, a slow drift over the period.
      await sql`alter table "sample" add column "type" text`.execute(tx);
      await sql`update "sample" set "type" = case
        when r < 0.45 + (case "revision" when 'v2b' then 0.08 else 0 end) + (case "policy" when 'us' then 0.2 else 0 end)
          + 0.05 * n::float8 / ${decisions} then 'all'
        when r < 0.85 then 'necessary' else 'custom' end`.execute(tx);
      const granted = (code, condition) => sql`case when ${sql.raw(condition)} then ${id[code]}::text end`;
      await sql`insert into "subject" ("id", "isIdentified", "identityProvider", "createdAt", "updatedAt", "subjectTimezone")
        select ${`sub_${run}`} || n, false, 'anonymous', "at", "at", 'UTC' from "sample"`.execute(tx);
      await sql`insert into "consent" ("id", "subjectId", "domainId", "policyId", "purposeIds", "status", "isActive", "givenAt")
        select ${`cns_${run}`} || n, ${`sub_${run}`} || n, ${domainId}, ${policies[0].id},
          to_jsonb(array_remove(array[${id.necessary}::text,
            ${granted('functionality', `"type" = 'all' or ("type" = 'custom' and "f" < 0.5)`)},
            ${granted('experience', `"type" = 'all' or ("type" = 'custom' and "f" < 0.3)`)},
            ${granted('measurement', `"type" = 'all' or ("type" = 'custom' and "m" < 0.6)`)},
            ${granted('marketing', `"type" = 'all' or ("type" = 'custom' and "x" < 0.2)`)},
            ${granted('service:google-analytics', `"type" = 'all' or ("type" = 'custom' and "m" < 0.5)`)},
            ${granted('service:meta-pixel', `"type" = 'all' or ("type" = 'custom' and "x" < 0.2)`)},
            ${granted('service:youtube', `"type" = 'all' or ("type" = 'custom' and "f" < 0.3)`)}], null)),
          'active', true, "at"
        from "sample"`.execute(tx);
      await sql`insert into "consentRecord" ("id", "subjectId", "consentId", "actionType", "details", "createdAt")
        select ${`rec_${run}`} || n, ${`sub_${run}`} || n, ${`cns_${run}`} || n, 'consent_given',
          jsonb_build_object('source', 'sample_data', 'acceptanceMethod', "type", 'submissionId', 'sample-' || n,
            'clientTime', to_char("at", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'revision', "revision", 'policyId', "policy"),
          "at"
        from "sample"`.execute(tx);
    });
    console.log(
      `[seed] ${last} of ${decisions} sample decisions (${Math.round((performance.now() - started) / 1000)} s)`,
    );
  }
  await sql`vacuum analyze "subject", "consent", "consentRecord"`.execute(db.kysely);
  console.log(`[seed] done in ${Math.round((performance.now() - started) / 1000)} s; domain ${SAMPLE_DOMAIN}`);
} finally {
  await db.close();
}
