// Our own migration for the consent statistics (docs/analytics.md): two indexes and one statistics object on c15t's
// tables, named after us so they are never mistaken for c15t's own, created only when missing; c15t's columns and
// constraints stay as they are. Undo: `drop index "consent_elements_consent_givenAt";
// drop index "consent_elements_consentRecord_createdAt"; drop statistics "consent_elements_record_groups";`
//   consent(givenAt): the period's decisions (their purposes) without reading the whole table
//   consentRecord(createdAt): the period's records (each decision's type, policy and revision) likewise
//   statistics on the grouped expressions (PostgreSQL 14+): how many groups to expect, so the planner counts them
//     in parallel in a small hash table instead of sorting every decision

/** The migration, in order. On PostgreSQL, indexes are built without locking out the backend's writes. */
export const STATS_MIGRATION = [
  {
    name: 'consent_elements_consent_givenAt',
    sql: (/** @type {string} */ c) => `create index ${c}if not exists %I on "consent" ("givenAt")`,
  },
  {
    name: 'consent_elements_consentRecord_createdAt',
    sql: (/** @type {string} */ c) => `create index ${c}if not exists %I on "consentRecord" ("createdAt")`,
  },
  {
    name: 'consent_elements_record_groups',
    sql: () =>
      `create statistics if not exists %I (ndistinct) on (date_trunc('day', "createdAt")), (date_trunc('week', "createdAt")),
        ("details"->>'acceptanceMethod'), ("details"->>'policyId'), ("details"->>'revision') from "consentRecord"`,
  },
  { name: 'analyze', sql: () => `analyze "consent", "consentRecord"` },
];

/** @param {boolean} concurrently */
const statements = (concurrently) =>
  STATS_MIGRATION.map(({ name, sql }) => ({
    name,
    text: sql(concurrently ? 'concurrently ' : '').replace('%I', `"${name}"`),
  }));

/**
 * Runs the migration on the database at `databaseURL` (postgres:// URL or PGlite data directory).
 * @param {string} databaseURL
 * @returns {Promise<string[]>} what it made sure of, by name
 */
export async function createStatsIndexes(databaseURL) {
  /** @type {(text: string) => Promise<unknown>} */
  let run;
  /** @type {() => Promise<unknown>} */
  let close;
  if (/^postgres(ql)?:\/\//i.test(databaseURL)) {
    // @ts-expect-error: pg ships no types, and its optional peer's @types are not ours to require
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseURL });
    await client.connect();
    run = (/** @type {string} */ text) => client.query(text);
    close = () => client.end();
  } else {
    const { existsSync } = await import('node:fs');
    if (!existsSync(`${databaseURL}/PG_VERSION`)) throw new Error(`${databaseURL} is not a PGlite data directory`);
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create(databaseURL);
    run = (/** @type {string} */ text) => pglite.exec(text);
    close = () => pglite.close();
  }
  try {
    for (const { text } of statements(databaseURL.includes('://'))) await run(text);
  } finally {
    await close();
  }
  return STATS_MIGRATION.map(({ name }) => name);
}
