import { ConsentConfigError } from '../../core/errors';
import type { ConsentStatsOptions, StatsInterval } from './stats-types';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
/** A series longer than this is refused: a dashboard cannot show it, and the answer would be large. */
export const MAX_BUCKETS = 1000;

/** The options, checked: where to read, the period (UTC), the bucket. */
export interface StatsQuery {
  databaseURL?: string;
  db?: ConsentStatsOptions['db'];
  domain?: string;
  from: Date;
  to: Date;
  interval: StatsInterval;
}

function instant(field: 'from' | 'to', value: unknown): Date | undefined {
  if (value === undefined) return undefined;
  const date = value instanceof Date ? new Date(value) : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new ConsentConfigError(field, 'expected a Date or an ISO 8601 date string');
  }
  return date;
}

/** Throws ConsentConfigError naming the field when an option is invalid. */
export function checkStatsOptions(options: ConsentStatsOptions): StatsQuery {
  if (!options || typeof options !== 'object')
    throw new ConsentConfigError('consentStats', 'expected an options object');
  const { databaseURL, db, domain, interval = 'day' } = options;
  if ((databaseURL === undefined) === (db === undefined)) {
    throw new ConsentConfigError('databaseURL', 'give either databaseURL or db (a Kysely instance), not both');
  }
  if (databaseURL !== undefined) {
    const scheme = typeof databaseURL === 'string' ? /^([a-z][a-z0-9+.-]*):\/\//i.exec(databaseURL)?.[1] : '';
    if (typeof databaseURL !== 'string' || !databaseURL.trim() || (scheme && !/^postgres(ql)?$/i.test(scheme))) {
      throw new ConsentConfigError('databaseURL', 'expected a postgres:// URL or the path of a PGlite data directory');
    }
  }
  if (db !== undefined && (typeof db !== 'object' || db === null || typeof db.getExecutor !== 'function')) {
    throw new ConsentConfigError('db', 'expected a Kysely instance');
  }
  if (domain !== undefined && (typeof domain !== 'string' || !domain.trim())) {
    throw new ConsentConfigError('domain', 'expected a non-empty string');
  }
  if (interval !== 'day' && interval !== 'week') throw new ConsentConfigError('interval', "expected 'day' or 'week'");
  const to = instant('to', options.to) ?? new Date();
  const from = instant('from', options.from) ?? new Date(to.getTime() - DEFAULT_DAYS * DAY_MS);
  if (from >= to) throw new ConsentConfigError('from', 'must be before to');
  if ((to.getTime() - from.getTime()) / (interval === 'day' ? DAY_MS : 7 * DAY_MS) > MAX_BUCKETS) {
    throw new ConsentConfigError('interval', `the period holds more than ${MAX_BUCKETS} buckets; choose 'week'`);
  }
  return { databaseURL, db, domain: domain?.trim(), from, to, interval };
}

/** The first instant of the bucket holding `date`: 00:00 UTC of its day, or of its week's Monday. */
export function bucketStart(date: Date, interval: StatsInterval): Date {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (interval === 'day') return new Date(day);
  return new Date(day - ((date.getUTCDay() + 6) % 7) * DAY_MS);
}

/** Every bucket's start, from the one holding `from` to the one holding the last instant before `to`. */
export function bucketStarts({ from, to, interval }: Pick<StatsQuery, 'from' | 'to' | 'interval'>): string[] {
  const step = interval === 'day' ? DAY_MS : 7 * DAY_MS;
  const starts = [];
  for (let time = bucketStart(from, interval).getTime(); time < to.getTime(); time += step) {
    starts.push(new Date(time).toISOString());
  }
  return starts;
}
