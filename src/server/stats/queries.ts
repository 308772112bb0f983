// The aggregate queries consentStats() runs, on the c15t backend's own tables as @c15t/backend 1.8.6 writes them.
// Each decision is one `consent` row (givenAt, domainId, purposeIds: the granted purposes' ids) and, written in the
// same transaction with the same time, one `consentRecord` of actionType 'consent_given' (createdAt = givenAt;
// details = the submission's metadata: acceptanceMethod, policyId, revision). `consentPurpose` names the purposes
// (code: a category, or `service:<id>`), `domain` the sites. Only counts are selected: never a subject id, an IP
// address, a user agent or a row of its own. Times are c15t's zone-less `timestamp`s, written in UTC.
import type { RawBuilder, sql as Sql } from 'kysely';
import type { AnyKysely } from './any-kysely';
import type { StatsQuery } from './stats-options';

/** The decisions of one bucket, policy, revision and type (each null when the metadata has none). */
export interface DecisionGroup {
  bucket: string;
  method: string | null;
  policy: string | null;
  revision: string | null;
  count: number;
}

/** How many decisions of the period granted one purpose (a category, or `service:<id>`). */
export interface PurposeCount {
  code: string;
  count: number;
}

type SqlTag = typeof Sql;

/** `timestamp` literals in UTC, compared with c15t's zone-less times. */
const utc = (sql: SqlTag, date: Date) => sql`${date.toISOString().slice(0, 23)}::timestamp`;

/** The period's condition on a time column, and the domain's on the consent row's domainId when one is given. */
const inPeriod = (sql: SqlTag, query: StatsQuery, column: RawBuilder<unknown>) =>
  sql`${column} >= ${utc(sql, query.from)} and ${column} < ${utc(sql, query.to)}`;
const ofDomain = (sql: SqlTag, query: StatsQuery) =>
  query.domain ? sql`and c."domainId" in (select d."id" from "domain" d where d."name" = ${query.domain})` : sql``;

/**
 * Decisions grouped by bucket, type, policy and revision: a few thousand groups at most, which consentStats() adds
 * up into its figures. Read from the records alone (their time and metadata) unless a domain is asked for.
 */
export async function countDecisions(db: AnyKysely, sql: SqlTag, query: StatsQuery): Promise<DecisionGroup[]> {
  // The records carry no domain: a domain other than the database's only one costs a join with the decisions.
  const { rows: domains } = await sql<{ name: string }>`select "name" from "domain" limit 2`.execute(db);
  const onlyDomain = domains.length === 1 && domains[0].name === query.domain;
  const givenAt = inPeriod(sql, query, sql`c."givenAt"`);
  const consent =
    query.domain && !onlyDomain
      ? sql`join "consent" c on c."id" = r."consentId" ${ofDomain(sql, query)} and ${givenAt}`
      : sql``;
  // Grouped by the bare expressions, which the statistics of our migration describe (the planner then counts in
  // parallel into a small hash table); the bucket is formatted per group, outside.
  const { rows } = await sql<DecisionGroup>`
    select to_char(g."bucket", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "bucket", g."method", g."policy", g."revision",
      g."count"
    from (
      select date_trunc(${sql.lit(query.interval)}, r."createdAt") as "bucket",
        r."details"->>'acceptanceMethod' as "method", r."details"->>'policyId' as "policy",
        r."details"->>'revision' as "revision", count(*)::int as "count"
      from "consentRecord" r ${consent}
      where r."actionType" = 'consent_given' and ${inPeriod(sql, query, sql`r."createdAt"`)}
      group by 1, 2, 3, 4
    ) g
  `.execute(db);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * How many of the period's decisions granted each purpose, in one pass: a count per purpose that c15t knows
 * (`consentPurpose`), each a containment test on the decision's purposeIds.
 */
export async function countPurposes(db: AnyKysely, sql: SqlTag, query: StatsQuery): Promise<PurposeCount[]> {
  const { rows: purposes } = await sql<{ id: string; code: string }>`
    select "id", "code" from "consentPurpose" order by "id"`.execute(db);
  if (!purposes.length) return [];
  // Aliases are positions: codes are free text.
  const counts = purposes.map(
    ({ id }, index) => sql`count(*) filter (where c."purposeIds"::jsonb ? ${id})::int as ${sql.ref(`p${index}`)}`,
  );
  const { rows } = await sql<Record<string, number>>`
    select ${sql.join(counts)} from "consent" c
    where ${inPeriod(sql, query, sql`c."givenAt"`)} ${ofDomain(sql, query)}
  `.execute(db);
  const byCode = new Map<string, number>();
  purposes.forEach(({ code }, index) =>
    byCode.set(code, (byCode.get(code) ?? 0) + Number(rows[0]?.[`p${index}`] ?? 0)),
  );
  return [...byCode].map(([code, count]) => ({ code: String(code), count }));
}

/**
 * Runs `read` in one read-only transaction with settings for a short analytic query: sorts in memory rather than in
 * temporary files, and no JIT compilation (it costs more than it saves here). Both last only as long as it.
 */
export async function analyticTransaction<T>(db: AnyKysely, sql: SqlTag, read: (tx: AnyKysely) => Promise<T>) {
  return db.transaction().execute(async (tx) => {
    await sql`set transaction read only`.execute(tx);
    await sql`select set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`.execute(tx);
    return read(tx);
  });
}
