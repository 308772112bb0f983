import { isCategoryName } from '../categories';
import type { CategoryName, Revision } from '../types';
import { flag, matching, oneOf, positive, shape, type Schema } from '../schema';
import { fail, optionalBoolean, optionalObject } from '../validate';

export type { Revision } from '../types';

export interface CookieMirrorOptions {
  name: string;
  path: string;
  sameSite: 'Lax' | 'Strict' | 'None';
  domain?: string;
  /** Undefined: on for https pages. */
  secure?: boolean;
  maxAgeDays: number;
}

export interface LegalLinks {
  privacyPolicy?: string;
  cookiePolicy?: string;
  termsOfService?: string;
}

/** The compliance options after validation, defaults filled in. */
export interface ComplianceConfig {
  revision?: Revision;
  consentExpiryDays: number;
  honorGlobalPrivacyControl: boolean;
  gpcCategories: CategoryName[];
  cookie: CookieMirrorOptions | false;
  /** Per category, what to remove when it is revoked; null: nothing. */
  clearOnRevoke: Partial<Record<CategoryName, string[]>> | null;
  hideFromBots: boolean;
  legalLinks: LegalLinks | null;
}

export const LINK = matching(/^(?!\s*(javascript|data|vbscript):)\S/i, 'an http(s) or relative URL');
const LINKS = shape({ privacyPolicy: LINK, cookiePolicy: LINK, termsOfService: LINK }, true);
const COOKIE = shape({
  name: matching(/^[\w.-]{1,64}$/, 'up to 64 of A-Z a-z 0-9 . _ -', 'consent-elements'),
  path: matching(/^\/[^;\s]*$/, 'a path starting with /', '/'),
  sameSite: oneOf(['Lax', 'Strict', 'None'], 'Lax'),
  domain: matching(/^\.?[a-z0-9.-]+$/i, 'a host name'),
  secure: optionalBoolean,
  // Undefined: consentExpiryDays, filled in by resolveConfig.
  maxAgeDays: positive('a number of days above 0'),
});
// Bounded so that the cookie mirror stays within 200 bytes.
const REVISION = matching(/^[\w.:+-]{1,32}$/, 'a number or up to 32 of A-Z a-z 0-9 . _ : + -');

/**
 * The compliance options' rules (CONTRACT.md "Compliance options"), a part of the options' table (config-schema.ts);
 * `cookie.maxAgeDays` is left undefined when not given.
 */
export const COMPLIANCE: Schema = {
  revision: (field, value) => (typeof value == 'number' && isFinite(value) ? value : REVISION(field, value)),
  consentExpiryDays: positive('a number of days above 0', 365),
  honorGlobalPrivacyControl: flag(true),
  gpcCategories: (field, value = ['marketing']) =>
    Array.isArray(value) && value.every((name) => isCategoryName(name) && name !== 'necessary')
      ? [...value]
      : fail(field, 'an array of category names other than necessary', value),
  cookie: (field, value) => value !== false && COOKIE(field, value),
  clearOnRevoke,
  hideFromBots: flag(true),
  legalLinks: (field, value) => (value === undefined ? null : { ...LINKS(field, value) }),
};

function clearOnRevoke(field: string, value: unknown): ComplianceConfig['clearOnRevoke'] {
  const map = optionalObject(field, value);
  if (!map) return null;
  for (const [category, entries] of Object.entries(map)) {
    if (!isCategoryName(category) || category === 'necessary') {
      fail(field, 'categories other than necessary', category);
    }
    storageEntries(`${field}.${category}`, entries);
  }
  return map as ComplianceConfig['clearOnRevoke'];
}

/** What to remove on a revoke: cookie names, '/regex/' and 'localStorage:' strings, each regex valid. */
export function storageEntries(at: string, entries: unknown): string[] {
  if (!Array.isArray(entries) || !entries.every((entry) => typeof entry === 'string' && entry.trim())) {
    fail(at, "an array of cookie names, '/regex/' or 'localStorage:key' strings", entries);
  }
  for (const entry of entries as string[]) {
    const pattern = /^(?:localStorage:)?\/(.+)\/([a-z]*)$/.exec(entry);
    try {
      if (pattern) new RegExp(pattern[1], pattern[2]);
    } catch {
      fail(at, 'valid regular expressions', entry);
    }
  }
  return [...entries];
}
