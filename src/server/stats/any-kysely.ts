import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database schema: the queries name c15t's tables
export type AnyKysely = Kysely<any>;
