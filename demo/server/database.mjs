// The demo's database: PGlite (embedded PostgreSQL, no native build) on disk or in memory, or a real
// PostgreSQL server when a postgres:// URL is given. Both are handed to c15t as a ready Kysely
// instance with an explicit type, because c15t cannot detect the type of a PGlite dialect.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import { pgJsonArrayPlugin } from './kysely-fixes.mjs';

/** Where `npm start` keeps its data between restarts (git-ignored). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.demo-data/pglite', import.meta.url));

/**
 * @typedef {object} OpenDatabase
 * @property {'pglite' | 'postgres'} kind
 * @property {string} location  a directory, ':memory:', or the URL without its password
 * @property {import('kysely').Kysely<any>} kysely  for our own reads (receipts, checks)
 * @property {{ db: import('kysely').Kysely<any>, type: 'postgres' }} database  c15t's `database` option
 * @property {() => Promise<void>} close
 */

/**
 * @param {{ url?: string, dir?: string }} [options]  no url: PGlite in `dir` (':memory:' for none)
 * @returns {Promise<OpenDatabase>}
 */
export async function openDatabase({ url, dir = DEFAULT_DATA_DIR } = {}) {
  if (url) return openPostgres(url);
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGliteDialect } = await import('kysely-pglite-dialect');
  const memory = dir === ':memory:';
  if (!memory) await mkdir(dir, { recursive: true });
  const pglite = new PGlite(memory ? undefined : dir);
  await pglite.waitReady;
  // The dialect closes PGlite when Kysely is destroyed.
  const kysely = new Kysely({ dialect: new PGliteDialect(pglite) });
  return wrap('pglite', dir, kysely);
}

/** @param {string} url */
async function openPostgres(url) {
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error(`DATABASE_URL must start with postgres://, got ${safeUrl(url)}`);
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 5, connectionTimeoutMillis: 10_000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', (error) => console.error(`[database] ${error.message}`));
  const kysely = new Kysely({ dialect: new PostgresDialect({ pool }), plugins: [pgJsonArrayPlugin()] });
  await kysely.selectNoFrom((eb) => eb.lit(1).as('ok')).execute();
  return wrap('postgres', safeUrl(url), kysely);
}

/** @returns {OpenDatabase} */
function wrap(kind, location, kysely) {
  let closed;
  return {
    kind,
    location,
    kysely,
    database: { db: kysely, type: 'postgres' },
    close: () => (closed ??= kysely.destroy()),
  };
}

function safeUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}
