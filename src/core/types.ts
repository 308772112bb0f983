/** The five consent categories, in c15t's order of numeric type. */
export type CategoryName = 'necessary' | 'functionality' | 'experience' | 'measurement' | 'marketing';

/** A map from category name to granted or not. */
export type Consents = Record<CategoryName, boolean>;

/** How a decision was made: accept all, reject all (only necessary) or a custom selection. */
export type ConsentType = 'all' | 'necessary' | 'custom';

/** When and how the stored decision was made. */
export interface ConsentInfo {
  time: number;
  type: ConsentType;
}

/** A category name or a boolean combination of conditions. */
export type ConsentCondition =
  | CategoryName
  | { and: ConsentCondition | ConsentCondition[] }
  | { or: ConsentCondition | ConsentCondition[] }
  | { not: ConsentCondition };

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
