import { isCategoryName } from '../core/categories';
import { ConsentConfigError } from '../core/errors';
import type { CategoryName } from '../core/types';
import { describe, optionalBoolean, optionalObject, optionalString } from '../core/validate';

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
  'revision', 'consentExpiryDays', 'honorGlobalPrivacyControl', 'gpcCategories', 'cookie', 'clearOnRevoke',
  'hideFromBots', 'legalLinks',
] as const;
const LINK_KEYS = ['privacyPolicy', 'cookiePolicy', 'termsOfService'] as const;

/** Validates the compliance options (ConsentConfigError naming the field) and fills in the defaults. Pure. */
export function resolveCompliance(options: Record<string, unknown>): ComplianceConfig {
  const expiry = options.consentExpiryDays ?? 365;
  if (typeof expiry !== 'number' || !(expiry > 0)) {
    throw new ConsentConfigError('consentExpiryDays', `expected a number of days above 0, got ${describe(expiry)}`);
  }
  return {
    revision: revision(options.revision),
    consentExpiryDays: expiry,
    honorGlobalPrivacyControl: optionalBoolean('honorGlobalPrivacyControl', options.honorGlobalPrivacyControl) ?? true,
    gpcCategories: categoryList('gpcCategories', options.gpcCategories) ?? ['marketing'],
    cookie: cookie(options.cookie, expiry),
    clearOnRevoke: clearOnRevoke(options.clearOnRevoke),
    hideFromBots: optionalBoolean('hideFromBots', options.hideFromBots) ?? true,
    legalLinks: legalLinks(options.legalLinks),
  };
}

function revision(value: unknown): Revision | undefined {
  // Bounded so that the cookie mirror stays within 200 bytes.
  if (value === undefined || (typeof value === 'number' && Number.isFinite(value))) return value;
  if (typeof value === 'string' && /^[\w.:+-]{1,32}$/.test(value)) return value;
  throw new ConsentConfigError('revision', `expected a number or up to 32 letters, digits and . _ : + -, got ${describe(value)}`);
}

function categoryList(field: string, value: unknown): CategoryName[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every(isCategoryName) || value.includes('necessary')) {
    throw new ConsentConfigError(field, `expected an array of category names other than necessary, got ${describe(value)}`);
  }
  return [...value];
}

function cookie(value: unknown, expiryDays: number): CookieMirrorOptions | false {
  if (value === false) return false;
  const options = optionalObject('cookie', value, ['name', 'path', 'sameSite', 'domain', 'secure', 'maxAgeDays']) ?? {};
  const name = optionalString('cookie.name', options.name) ?? 'consent-elements';
  if (!/^[\w.-]{1,64}$/.test(name)) throw new ConsentConfigError('cookie.name', `expected up to 64 letters, digits and . _ -, got ${describe(name)}`);
  const path = optionalString('cookie.path', options.path) ?? '/';
  if (!/^\/[^;\s]*$/.test(path)) throw new ConsentConfigError('cookie.path', `expected a path starting with /, got ${describe(path)}`);
  const domain = optionalString('cookie.domain', options.domain);
  if (domain !== undefined && !/^\.?[a-z0-9.-]+$/i.test(domain)) throw new ConsentConfigError('cookie.domain', `expected a host name, got ${describe(domain)}`);
  const sameSite = options.sameSite ?? 'Lax';
  if (sameSite !== 'Lax' && sameSite !== 'Strict' && sameSite !== 'None') {
    throw new ConsentConfigError('cookie.sameSite', `expected 'Lax', 'Strict' or 'None', got ${describe(sameSite)}`);
  }
  const maxAgeDays = options.maxAgeDays ?? expiryDays;
  if (typeof maxAgeDays !== 'number' || !(maxAgeDays > 0)) {
    throw new ConsentConfigError('cookie.maxAgeDays', `expected a number of days above 0, got ${describe(maxAgeDays)}`);
  }
  return { name, path, sameSite, domain, secure: optionalBoolean('cookie.secure', options.secure), maxAgeDays };
}

function clearOnRevoke(value: unknown): ComplianceConfig['clearOnRevoke'] {
  const map = optionalObject('clearOnRevoke', value);
  if (!map) return null;
  for (const [category, entries] of Object.entries(map)) {
    const field = `clearOnRevoke.${category}`;
    if (!isCategoryName(category) || category === 'necessary') throw new ConsentConfigError(field, 'unknown or necessary category');
    if (!Array.isArray(entries) || !entries.every((entry) => typeof entry === 'string' && entry.trim() !== '')) {
      throw new ConsentConfigError(field, `expected an array of cookie names, '/regex/' or 'localStorage:key' strings, got ${describe(entries)}`);
    }
    for (const entry of entries) {
      const pattern = /^(?:localStorage:)?\/(.+)\/([a-z]*)$/.exec(entry);
      try {
        if (pattern) new RegExp(pattern[1], pattern[2]);
      } catch (error) {
        throw new ConsentConfigError(field, `${describe(entry)} is not a valid regular expression (${(error as Error).message})`);
      }
    }
  }
  return map as ComplianceConfig['clearOnRevoke'];
}

function legalLinks(value: unknown): LegalLinks | null {
  const links = optionalObject('legalLinks', value, LINK_KEYS);
  if (!links) return null;
  for (const key of LINK_KEYS) {
    const url = optionalString(`legalLinks.${key}`, links[key]);
    if (url !== undefined && /^\s*(javascript|data|vbscript):/i.test(url)) {
      throw new ConsentConfigError(`legalLinks.${key}`, 'expected an http(s) or relative URL');
    }
  }
  return { ...links } as LegalLinks;
}
