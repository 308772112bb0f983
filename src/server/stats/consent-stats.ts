import type { AnyKysely } from './any-kysely';
import { assembleStats } from './assemble-stats';
import { loadOptional } from './load-optional';
import { openStatsDatabase } from './open-stats-database';
import { analyticTransaction, countDecisions, countPurposes } from './queries';
import { checkStatsOptions } from './stats-options';
import type { ConsentStats, ConsentStatsOptions } from './stats-types';

/**
 * What visitors decided over a period, read from the c15t backend's own tables (Node only): counts by type, a
 * series per day or week, and per category, service, policy and revision. Aggregates only; a figure counted from
 * fewer than 5 decisions, and a rate computed from it, is null. Throws ConsentConfigError for invalid options.
 * Needs the `kysely` package, and `pg` (postgres:// URL) or `@electric-sql/pglite` (a data directory).
 */
export async function consentStats(options: ConsentStatsOptions): Promise<ConsentStats> {
  const query = checkStatsOptions(options);
  const { sql } = await loadOptional('kysely', 'to query the database');
  const opened = query.db ? null : await openStatsDatabase(query.databaseURL!);
  const db = (query.db as AnyKysely | undefined) ?? opened!.db;
  try {
    return await analyticTransaction(db, sql, async (tx) =>
      assembleStats(query, await countDecisions(tx, sql, query), await countPurposes(tx, sql, query)),
    );
  } finally {
    await opened?.close();
  }
}
