import type { CategoryName } from '../i18n/translation-types';

/** A policy version stored with each decision (CONTRACT.md "Compliance options"). */
export type Revision = string | number;

export type { CategoryName };

/** A map from category name to granted or not. */
export type Consents = Record<CategoryName, boolean>;

/** How a decision was made: accept all, reject all (only necessary) or a custom selection. */
export type ConsentType = 'all' | 'necessary' | 'custom';
/** How a decision can be made (c15t's consent types): the saves there are, and what a stored record may say. */
export const CONSENT_TYPES: readonly ConsentType[] = ['all', 'necessary', 'custom'];

/** When and how the stored decision was made. */
export interface ConsentInfo {
  time: number;
  type: ConsentType;
}

/** What is kept in localStorage under `privacy-consent-storage` (c15t 1.x shape), and what the cookie mirror holds. */
export interface ConsentRecord {
  consents: Consents;
  consentInfo: ConsentInfo;
  /** The `revision` option when the decision was made. */
  revision?: Revision;
  /** The id of the policy in force when the decision was made (the `policies` option). */
  policyId?: string;
  /** Each service declared when the visitor decided: allowed or refused (the `services` option). */
  services?: Record<string, boolean>;
}

/** A category name or a boolean combination of conditions. */
export type ConsentCondition =
  | CategoryName
  | { and: ConsentCondition | ConsentCondition[] }
  | { or: ConsentCondition | ConsentCondition[] }
  | { not: ConsentCondition }
  | { service: string };

export interface JurisdictionInfo {
  code: string;
  message: string;
}

export interface LocationInfo {
  countryCode: string | null;
  regionCode: string | null;
  /** In `state.locationInfo` (c15t 1.7's shape): the jurisdiction's code and message. */
  jurisdiction?: string;
  jurisdictionMessage?: string;
}

export type ColorScheme = 'light' | 'dark' | 'system';
