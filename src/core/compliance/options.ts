import { isCategoryName } from '../categories';
import type { CategoryName } from '../types';
import { fail, optionalBoolean, optionalEnum, optionalObject } from '../validate';

/** A policy version stored with each decision (CONTRACT.md "Compliance options"). */
export type Revision = string | number;

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

export const COMPLIANCE_KEYS = [
  'revision',
  'consentExpiryDays',
  'honorGlobalPrivacyControl',
  'gpcCategories',
  'cookie',
  'clearOnRevoke',
  'hideFromBots',
  'legalLinks',
] as const;
const LINK_KEYS = ['privacyPolicy', 'cookiePolicy', 'termsOfService'] as const;

/** Validates the compliance options (ConsentConfigError naming the field) and fills in the defaults. Pure. */
export function resolveCompliance(options: Record<string, unknown>): ComplianceConfig {
  const expiry = days('consentExpiryDays', options.consentExpiryDays, 365);
  return {
    // Bounded so that the cookie mirror stays within 200 bytes.
    revision:
      typeof options.revision === 'number' && isFinite(options.revision)
        ? options.revision
        : matching('revision', options.revision, /^[\w.:+-]{1,32}$/, 'a number or up to 32 of A-Z a-z 0-9 . _ : + -'),
    consentExpiryDays: expiry,
    honorGlobalPrivacyControl: optionalBoolean('honorGlobalPrivacyControl', options.honorGlobalPrivacyControl) ?? true,
    gpcCategories: gpcCategories(options.gpcCategories),
    cookie: options.cookie === false ? false : cookie(options.cookie, expiry),
    clearOnRevoke: clearOnRevoke(options.clearOnRevoke),
    hideFromBots: optionalBoolean('hideFromBots', options.hideFromBots) ?? true,
    legalLinks: legalLinks(options.legalLinks),
  };
}

function days(field: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  return typeof value === 'number' && value > 0 ? value : fail(field, 'a number of days above 0', value);
}

function matching(field: string, value: unknown, pattern: RegExp, expected: string): string | undefined {
  const valid = value === undefined || (typeof value === 'string' && pattern.test(value));
  return valid ? value : fail(field, expected, value);
}

function gpcCategories(value: unknown): CategoryName[] {
  if (value === undefined) return ['marketing'];
  return Array.isArray(value) && value.every((name) => isCategoryName(name) && name !== 'necessary')
    ? [...value]
    : fail('gpcCategories', 'an array of category names other than necessary', value);
}

function cookie(value: unknown, expiryDays: number): CookieMirrorOptions {
  const options = optionalObject('cookie', value, ['name', 'path', 'sameSite', 'domain', 'secure', 'maxAgeDays']) ?? {};
  return {
    name:
      matching('cookie.name', options.name, /^[\w.-]{1,64}$/, 'up to 64 of A-Z a-z 0-9 . _ -') ?? 'consent-elements',
    path: matching('cookie.path', options.path, /^\/[^;\s]*$/, 'a path starting with /') ?? '/',
    sameSite: optionalEnum('cookie.sameSite', options.sameSite, ['Lax', 'Strict', 'None'] as const) ?? 'Lax',
    domain: matching('cookie.domain', options.domain, /^\.?[a-z0-9.-]+$/i, 'a host name'),
    secure: optionalBoolean('cookie.secure', options.secure),
    maxAgeDays: days('cookie.maxAgeDays', options.maxAgeDays, expiryDays),
  };
}

function clearOnRevoke(value: unknown): ComplianceConfig['clearOnRevoke'] {
  const map = optionalObject('clearOnRevoke', value);
  if (!map) return null;
  for (const [category, entries] of Object.entries(map)) {
    const field = `clearOnRevoke.${category}`;
    if (!isCategoryName(category) || category === 'necessary') {
      fail('clearOnRevoke', 'categories other than necessary', category);
    }
    if (!Array.isArray(entries) || !entries.every((entry) => typeof entry === 'string' && entry.trim())) {
      fail(field, "an array of cookie names, '/regex/' or 'localStorage:key' strings", entries);
    }
    for (const entry of entries) {
      const pattern = /^(?:localStorage:)?\/(.+)\/([a-z]*)$/.exec(entry);
      try {
        if (pattern) new RegExp(pattern[1], pattern[2]);
      } catch {
        fail(field, 'valid regular expressions', entry);
      }
    }
  }
  return map as ComplianceConfig['clearOnRevoke'];
}

function legalLinks(value: unknown): LegalLinks | null {
  const links = optionalObject('legalLinks', value, LINK_KEYS);
  if (!links) return null;
  for (const key of LINK_KEYS) {
    matching(`legalLinks.${key}`, links[key], /^(?!\s*(javascript|data|vbscript):)\S/i, 'an http(s) or relative URL');
  }
  return { ...links } as LegalLinks;
}
