import { isCategoryName } from '../categories';
import type { CategoryName, Revision } from '../types';
import { boolean, matching, oneOf, positive, shape, type InputOf, type OutputOf, type Rule } from '../schema';
import { fail, optionalObject } from '../validate';

export type { Revision } from '../types';

/**
 * The compliance options' rules (CONTRACT.md "Compliance options") that are more than a type and a default; the
 * options' table (config-schema.ts) holds them with their docs.
 */

export const LINK = matching(/^(?!\s*(javascript|data|vbscript):)\S/i, 'an http(s) or relative URL');
const LINKS = shape({ privacyPolicy: LINK, cookiePolicy: LINK, termsOfService: LINK }, true);
/** Links shown in the banner and the dialog (`legalLinks`). */
export type LegalLinks = InputOf<typeof LINKS>;

const COOKIE = shape({
  name: matching(/^[\w.-]{1,64}$/, 'up to 64 of A-Z a-z 0-9 . _ -', 'consent-elements'),
  path: matching(/^\/[^;\s]*$/, 'a path starting with /', '/'),
  sameSite: oneOf(['Lax', 'Strict', 'None'], 'Lax'),
  domain: matching(/^\.?[a-z0-9.-]+$/i, 'a host name'),
  /** Undefined: on for https pages. */
  secure: boolean,
  // Undefined: consentExpiryDays, filled in by resolveConfig.
  maxAgeDays: positive('a number of days above 0'),
});
/** The cookie mirror once resolved (`cookie`): `maxAgeDays` filled in from `consentExpiryDays`. */
export type CookieMirrorOptions = Omit<OutputOf<typeof COOKIE>, 'maxAgeDays'> & { maxAgeDays: number };

// Bounded so that the cookie mirror stays within 200 bytes.
const REVISION = matching(/^[\w.:+-]{1,32}$/, 'a number or up to 32 of A-Z a-z 0-9 . _ : + -');

/** `revision`: a finite number, or a short string. */
export const revision: Rule<Revision | undefined, Revision> = (field, value) =>
  typeof value == 'number' && isFinite(value) ? value : REVISION(field, value);

/** `gpcCategories`: categories other than necessary (a copy). */
export const gpcCategories: Rule<CategoryName[], CategoryName[]> = (field, value = ['marketing']) =>
  Array.isArray(value) && value.every((name) => isCategoryName(name) && name !== 'necessary')
    ? [...value]
    : fail(field, 'an array of category names other than necessary', value);

/** `cookie`: false (off), or the mirror's options; `maxAgeDays` is left undefined when not given. */
export const cookie: Rule<OutputOf<typeof COOKIE> | false, InputOf<typeof COOKIE> | false> = (field, value) =>
  value !== false && COOKIE(field, value);

/** `legalLinks` (a copy); null when not given. */
export const legalLinks: Rule<LegalLinks | null, LegalLinks> = (field, value) =>
  value === undefined ? null : { ...LINKS(field, value) };

type ClearOnRevoke = Partial<Record<CategoryName, string[]>>;
/** `clearOnRevoke`: per category other than necessary, what to remove; null when not given. */
export const clearOnRevoke: Rule<ClearOnRevoke | null, ClearOnRevoke> = (field, value) => {
  const map = optionalObject(field, value);
  if (!map) return null;
  for (const [category, entries] of Object.entries(map)) {
    if (!isCategoryName(category) || category === 'necessary') {
      fail(field, 'categories other than necessary', category);
    }
    storageEntries(`${field}.${category}`, entries);
  }
  return map;
};

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
