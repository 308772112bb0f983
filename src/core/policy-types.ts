import type { CategoryName } from './types';

/*
 * The types of the `policies` and `location` options, apart from policy.ts (loaded on demand): the options, the
 * state and the backend's types name them without importing the policies' logic.
 */

/** How consent works under a policy: asked first, granted until the visitor opts out, or not asked at all. */
export type ConsentModel = 'opt-in' | 'opt-out' | 'none';

/** Where a policy applies: ISO 3166-2 regions (`US-CA`), ISO 3166-1 alpha-2 countries (`DE`), or anywhere else. */
export interface PolicyMatch {
  regions?: string[];
  countries?: string[];
  fallback?: boolean;
}

/** One entry of the `policies` option. */
export interface ConsentPolicy {
  id: string;
  match: PolicyMatch;
  model: ConsentModel;
  /** The categories the model governs; default: the displayed ones. */
  categories?: CategoryName[];
  /** Whether Global Privacy Control is honoured under this policy; default: the `honorGlobalPrivacyControl` option. */
  gpc?: boolean;
}

/** Where the visitor is: the `location` option, or the backend's banner info. */
export interface PolicyLocation {
  countryCode: string | null;
  regionCode?: string | null;
}

/** The policy in force, as the state (`state.policy`) and each submission's metadata carry it. */
export interface PolicyInForce {
  id: string;
  model: ConsentModel;
}
