// `consent-elements stats --database-url URL [--domain D] [--from DATE] [--to DATE] [--interval day|week] [--json]`:
// consentStats() (consent-elements/server) as tables on stdout, or its JSON. `--create-indexes` runs our own
// migration instead (bin/stats/create-indexes.mjs, docs/analytics.md).
import { formatStats } from '../stats/format-stats.mjs';

export const summary = 'what visitors decided: counts and rates from the consent backend database (aggregates only)';

const USAGE = `Usage: consent-elements stats --database-url URL [--domain D] [--from DATE] [--to DATE] [--json]

  --database-url URL  a postgres:// URL (DATABASE_URL by default), or the path of a PGlite data directory
  --domain D          only the decisions recorded for this domain
  --from DATE         start of the period, inclusive (ISO 8601, UTC; default 30 days before --to)
  --to DATE           end of the period, exclusive (default now)
  --interval I        the series by 'day' (default) or 'week'
  --json              print consentStats()'s JSON instead of tables
  --create-indexes    create the two indexes that keep the queries fast (needs a role that may create indexes)

Needs the packages kysely, and pg (PostgreSQL) or @electric-sql/pglite (PGlite). Read-only: give it a read-only role.
Figures counted from fewer than 5 decisions are withheld. Stop a server that has a PGlite directory open first.
`;
const VALUED = ['--database-url', '--domain', '--from', '--to', '--interval'];
const SWITCHES = ['--json', '--create-indexes', '--help', '-h'];

/**
 * @param {string[]} args
 * @returns {Record<string, string | true>}
 */
function parse(args) {
  /** @type {Record<string, string | true>} */
  const flags = {};
  for (let index = 0; index < args.length; index++) {
    const [flag, inline] = args[index].split(/=(.*)/s);
    if (SWITCHES.includes(flag)) flags[flag.replace(/^-+/, '')] = true;
    else if (VALUED.includes(flag)) {
      const value = inline ?? args[++index];
      if (!value) throw new Error(`${flag} needs a value`);
      flags[flag.slice(2)] = value;
    } else throw new Error(`unknown option ${flag}`);
  }
  return flags;
}

/**
 * @param {string[]} args the arguments after `stats`
 * @param {{ stdout: NodeJS.WritableStream, stderr: NodeJS.WritableStream, env?: Record<string, string | undefined> }} io
 * @returns {Promise<0 | 1 | 2>}
 */
export async function run(args, { stdout, stderr, env = process.env }) {
  let flags;
  try {
    flags = parse(args);
    if (flags.help || flags.h) {
      stdout.write(USAGE);
      return 0;
    }
    flags['database-url'] ??= env.DATABASE_URL ?? '';
    if (!flags['database-url']) throw new Error('--database-url is required');
  } catch (error) {
    stderr.write(`consent-elements stats: ${/** @type {Error} */ (error).message}\n\n${USAGE}`);
    return 2;
  }
  const databaseURL = String(flags['database-url']);
  try {
    if (flags['create-indexes']) {
      const { createStatsIndexes } = await import('../stats/create-indexes.mjs');
      for (const name of await createStatsIndexes(databaseURL)) stdout.write(`${name}: done\n`);
      return 0;
    }
    /** @type {{ consentStats: (options: object) => Promise<import('../../dist/server.js').ConsentStats> }} */
    const { consentStats } = await import(new URL('../../dist/server.js', import.meta.url).href);
    const text = (/** @type {string | true | undefined} */ value) => (typeof value === 'string' ? value : undefined);
    const query = {
      databaseURL,
      domain: text(flags.domain),
      from: text(flags.from),
      to: text(flags.to),
      interval: text(flags.interval) ?? 'day',
    };
    const stats = await consentStats(query);
    stdout.write(flags.json ? `${JSON.stringify(stats, null, 2)}\n` : formatStats(stats, query));
    return 0;
  } catch (error) {
    const { name, message } = /** @type {Error} */ (error);
    stderr.write(`consent-elements stats: ${message}\n`);
    return name === 'ConsentConfigError' ? 2 : 1;
  }
}
