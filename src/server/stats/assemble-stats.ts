import { rate, reportable } from './privacy';
import type { DecisionGroup, PurposeCount } from './queries';
import { bucketStarts, type StatsQuery } from './stats-options';
import type { ConsentStats, DecisionCounts, GrantedShare } from './stats-types';

const TYPES = ['all', 'necessary', 'custom'] as const;
const SERVICE = 'service:';

interface Tally {
  total: number;
  all: number;
  necessary: number;
  custom: number;
}

const emptyTally = (): Tally => ({ total: 0, all: 0, necessary: 0, custom: 0 });

/** Adds a group to its tally: every decision counts in `total`, a known method in its type as well. */
function add(tally: Tally, { method, count }: DecisionGroup) {
  tally.total += count;
  const type = TYPES.find((name) => name === method);
  if (type) tally[type] += count;
}

/** What may leave of a tally: each count from 5 decisions up, else null. */
const report = (tally: Tally): DecisionCounts => ({
  total: reportable(tally.total),
  all: reportable(tally.all),
  necessary: reportable(tally.necessary),
  custom: reportable(tally.custom),
});

/** The figures from the two queries' groups, with the privacy threshold applied to every count and rate. */
export function assembleStats(query: StatsQuery, groups: DecisionGroup[], purposes: PurposeCount[]): ConsentStats {
  const total = emptyTally();
  const buckets = new Map(bucketStarts(query).map((start) => [start, emptyTally()]));
  const policies = new Map<string, Tally>();
  const revisions = new Map<string, Tally>();
  const tallyOf = (map: Map<string, Tally>, key: string) => map.get(key) ?? map.set(key, emptyTally()).get(key)!;
  for (const group of groups) {
    add(total, group);
    const bucket = buckets.get(group.bucket);
    if (bucket) add(bucket, group);
    if (group.policy !== null) add(tallyOf(policies, group.policy), group);
    if (group.revision !== null) add(tallyOf(revisions, group.revision), group);
  }
  const categories: Record<string, GrantedShare> = {};
  const services: Record<string, GrantedShare> = {};
  for (const { code, count } of purposes.sort((a, b) => a.code.localeCompare(b.code))) {
    const share = { granted: reportable(count), rate: rate(count, total.total) };
    if (code.startsWith(SERVICE)) services[code.slice(SERVICE.length)] = share;
    else categories[code] = share;
  }
  const reported = (map: Map<string, Tally>) =>
    Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)).map(([key, tally]) => [key, report(tally)]));
  const { total: count, ...byType } = report(total);
  return {
    from: query.from.toISOString(),
    to: query.to.toISOString(),
    total: count,
    byType,
    series: [...buckets].map(([start, tally]) => ({ start, ...report(tally) })),
    categories,
    services,
    policies: reported(policies),
    revisions: reported(revisions),
  };
}
