// Our own migration for the consent statistics (docs/analytics.md): two indexes on c15t's tables, named after us so
// they are never mistaken for c15t's own, created only when missing. c15t's columns stay as they are. Undo with
// `drop index "consent_elements_consent_givenAt"; drop index "consent_elements_consentRecord_consentId";`.
//   consent(givenAt): the period's decisions without reading the whole table
//   consentRecord(consentId) including actionType and details: each decision's metadata (its type, policy and
//     revision) from the index alone, without c15t's table

/** The migration, in order; on PostgreSQL each index is built without locking out the backend's writes. */
export const STATS_INDEXES = [
  { name: 'consent_elements_consent_givenAt', on: '"consent" ("givenAt")' },
  {
    name: 'consent_elements_consentRecord_consentId',
    on: '"consentRecord" ("consentId") include ("actionType", "details")',
  },
];

const sqlFor = ({ name, on }, concurrently) =>
  `create index ${concurrently ? 'concurrently ' : ''}if not exists "${name}" on ${on}`;

/**
 * Creates the missing indexes in the database at `databaseURL` (postgres:// URL or PGlite data directory).
 * @param {string} databaseURL
 * @returns {Promise<string[]>} the indexes' names
 */
export async function createStatsIndexes(databaseURL) {
  if (/^postgres(ql)?:\/\//i.test(databaseURL)) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseURL });
    await client.connect();
    try {
      for (const index of STATS_INDEXES) await client.query(sqlFor(index, true));
    } finally {
      await client.end();
    }
  } else {
    const { existsSync } = await import('node:fs');
    if (!existsSync(`${databaseURL}/PG_VERSION`)) throw new Error(`${databaseURL} is not a PGlite data directory`);
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create(databaseURL);
    try {
      for (const index of STATS_INDEXES) await pglite.exec(sqlFor(index, false));
    } finally {
      await pglite.close();
    }
  }
  return STATS_INDEXES.map(({ name }) => name);
}
