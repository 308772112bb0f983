import type { AnyKysely } from './any-kysely';
import { loadOptional } from './load-optional';

/** A database consentStats() opened itself, and how to let it go. */
export interface StatsDatabase {
  db: AnyKysely;
  close(): Promise<void>;
}

/**
 * Opens `databaseURL` read-only: a postgres:// URL through node-postgres (every transaction read-only), else the path
 * of an existing PGlite data directory (embedded, one process at a time: stop the server that has it open first).
 */
export async function openStatsDatabase(databaseURL: string): Promise<StatsDatabase> {
  const { Kysely, PostgresDialect } = await loadOptional('kysely', 'to query the database');
  let pool;
  if (/^postgres(ql)?:\/\//i.test(databaseURL)) {
    const { default: pg } = await loadOptional('pg', 'to read a postgres:// database');
    pool = new pg.Pool({
      connectionString: databaseURL,
      max: 4,
      connectionTimeoutMillis: 10_000,
      options: '-c default_transaction_read_only=on',
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
  } else {
    const { existsSync } = await loadOptional('node:fs', 'to find the PGlite data directory');
    if (!existsSync(`${databaseURL}/PG_VERSION`)) {
      throw new Error(`consentStats(): ${databaseURL} is not a PGlite data directory (no PG_VERSION in it)`);
    }
    const { PGlite } = await loadOptional('@electric-sql/pglite', 'to read a PGlite data directory');
    const pglite = await PGlite.create(databaseURL);
    await pglite.exec('set default_transaction_read_only = on');
    pool = pgliteAsPool(pglite);
  }
  const db: AnyKysely = new Kysely({ dialect: new PostgresDialect({ pool }) });
  return { db, close: () => db.destroy() };
}

interface PGliteLike {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }>;
  exec(text: string): Promise<unknown>;
  close(): Promise<void>;
}

/** PGlite behind the node-postgres pool shape Kysely's PostgresDialect drives (reads only; PGlite serialises them). */
function pgliteAsPool(pglite: PGliteLike) {
  const client = {
    query: async (text: string, params: unknown[]) => {
      const result = await pglite.query(text, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length, command: 'SELECT' };
    },
    release: () => {},
  };
  return { connect: async () => client, end: () => pglite.close() };
}
