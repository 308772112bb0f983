// The two aggregate queries consentStats() runs, on the c15t backend's own tables as @c15t/backend 1.8.6 writes them:
// `consent` (one row per decision: givenAt, domainId, purposeIds = the granted purposes' ids) and its
// `consentRecord` of actionType 'consent_given' (details = the submission's metadata: acceptanceMethod, policyId,
// revision), `consentPurpose` (code: a category name, or `service:<id>`), `domain` (name). Only counts are selected:
// never a subject id, an IP address, a user agent or a row of its own.
// givenAt is a `timestamp` without zone that c15t writes in UTC (a server process in UTC, as PGlite always is).
import type { RawBuilder, sql as Sql } from 'kysely';
import type { AnyKysely } from './any-kysely';
import type { StatsQuery } from './stats-options';

/** One group of the decisions: `set` says which grouping it belongs to. */
export interface DecisionGroup {
  set: 'total' | 'bucket' | 'policy' | 'revision';
  key: string | null;
  method: string | null;
  count: number;
}

/** How many decisions of the period granted one purpose (a category, or `service:<id>`). */
export interface PurposeCount {
  code: string;
  count: number;
}

/** `timestamp` literals in UTC, compared with c15t's zone-less givenAt. */
const utc = (sql: typeof Sql, date: Date) => sql`${date.toISOString().slice(0, 23)}::timestamp`;

/** FROM (with `joins`) and WHERE of the period's decisions, for the domain when one is given. */
function decisionsOf(sql: typeof Sql, query: StatsQuery, joins: RawBuilder<unknown>): RawBuilder<unknown> {
  const domain = query.domain ? sql`join "domain" d on d."id" = c."domainId" and d."name" = ${query.domain}` : sql``;
  return sql`from "consent" c ${domain} ${joins}
    where c."givenAt" >= ${utc(sql, query.from)} and c."givenAt" < ${utc(sql, query.to)}`;
}

interface GroupRow {
  bucketed: number;
  policied: number;
  revisioned: number;
  bucket: string | null;
  policy: string | null;
  revision: string | null;
  method: string | null;
  count: number;
}

/**
 * Decisions counted by how they were made, in one scan: in all, per bucket, per policy and per revision. The
 * grouped expressions carry no parameter (PostgreSQL matches GROUPING SETS to the select list by their text).
 */
export async function countDecisions(db: AnyKysely, sql: typeof Sql, query: StatsQuery): Promise<DecisionGroup[]> {
  const bucket = sql`date_trunc(${sql.lit(query.interval)}, c."givenAt")`;
  const method = sql`r."details"->>'acceptanceMethod'`;
  const policy = sql`r."details"->>'policyId'`;
  const revision = sql`r."details"->>'revision'`;
  const record = sql`left join "consentRecord" r on r."consentId" = c."id" and r."actionType" = 'consent_given'`;
  const { rows } = await sql<GroupRow>`
    select grouping(${bucket}) as "bucketed", grouping(${policy}) as "policied", grouping(${revision}) as "revisioned",
      to_char(${bucket}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "bucket", ${policy} as "policy",
      ${revision} as "revision", ${method} as "method", count(*)::int as "count"
    ${decisionsOf(sql, query, record)}
    group by grouping sets ((${method}), (${bucket}, ${method}), (${policy}, ${method}), (${revision}, ${method}))
  `.execute(db);
  return rows.map((row) => {
    const count = Number(row.count);
    if (Number(row.bucketed) === 0) return { set: 'bucket', key: row.bucket, method: row.method, count };
    if (Number(row.policied) === 0) return { set: 'policy', key: row.policy, method: row.method, count };
    if (Number(row.revisioned) === 0) return { set: 'revision', key: row.revision, method: row.method, count };
    return { set: 'total', key: null, method: row.method, count };
  });
}

/** How many decisions of the period granted each purpose: counted per purpose id, then named. */
export async function countPurposes(db: AnyKysely, sql: typeof Sql, query: StatsQuery): Promise<PurposeCount[]> {
  // c15t writes an empty list as `{}` through node-postgres without the demo's fix; only arrays hold purposes.
  const granted = sql`cross join lateral jsonb_array_elements_text(case
    when jsonb_typeof(c."purposeIds"::jsonb) = 'array' then c."purposeIds"::jsonb else '[]'::jsonb end) as e("id")`;
  const { rows } = await sql<PurposeCount>`
    select p."code" as "code", sum(t."count")::int as "count"
    from (select e."id", count(*) as "count" ${decisionsOf(sql, query, granted)} group by e."id") t
    join "consentPurpose" p on p."id" = t."id"
    group by p."code"
  `.execute(db);
  return rows.map((row) => ({ code: String(row.code), count: Number(row.count) }));
}
