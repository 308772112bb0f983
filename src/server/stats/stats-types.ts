/** A Kysely instance (kysely's `Kysely<DB>`, any schema), typed by its shape so these declarations need no kysely. */
export interface KyselyInstance {
  getExecutor(): unknown;
  selectFrom(...args: never[]): unknown;
}

/** How the series is cut: one bucket per UTC day, or per ISO week (Monday 00:00 UTC). */
export type StatsInterval = 'day' | 'week';

export interface ConsentStatsOptions {
  /** A `postgres://` URL, or the path of a PGlite data directory (such as the demo's). */
  databaseURL?: string;
  /** A Kysely instance on the c15t backend's database, instead of `databaseURL`; left open. */
  db?: KyselyInstance;
  /** Only the decisions recorded for this domain (c15t's `domain` table, e.g. `example.com`). */
  domain?: string;
  /** Start of the period (inclusive); default 30 days before `to`. */
  from?: Date | string;
  /** End of the period (exclusive); default now. */
  to?: Date | string;
  /** The series' bucket; default 'day'. */
  interval?: StatsInterval;
}

/** Decisions by how they were made. Each count is null when fewer than 5 decisions make it. */
export interface DecisionCounts {
  total: number | null;
  all: number | null;
  necessary: number | null;
  custom: number | null;
}

/** One bucket of the series: `start` is its first instant (ISO 8601, UTC). */
export interface StatsBucket extends DecisionCounts {
  start: string;
}

/** How many decisions granted a category or service, and which fraction of the period's decisions that is. */
export interface GrantedShare {
  granted: number | null;
  /** 0 to 1; null when `granted` or the period's total is. */
  rate: number | null;
}

/** What `consentStats()` answers: aggregates only, never a subject, address, user agent or single decision. */
export interface ConsentStats {
  from: string;
  to: string;
  /** Decisions in the period (null under 5). */
  total: number | null;
  byType: Omit<DecisionCounts, 'total'>;
  series: StatsBucket[];
  categories: Record<string, GrantedShare>;
  services: Record<string, GrantedShare>;
  /** By the `policies` option's id in force when the visitor decided. */
  policies: Record<string, DecisionCounts>;
  /** By the `revision` option when the visitor decided. */
  revisions: Record<string, DecisionCounts>;
}
