import { isCategoryName } from './categories';
import { ConsentConfigError } from './errors';
import type { CategoryName } from './types';
import { describe, isPlainObject } from './validate';

/** One item of the scan's declaration (`consent-elements scan --json`); the dialog shows name to duration. */
export interface DeclaredItem {
  name: string;
  type?: 'cookie' | 'localStorage' | 'sessionStorage' | 'request';
  provider?: string | null;
  domain?: string;
  purpose?: string | null;
  /** 'session', 'persistent', '13 months' ... as the scan writes it. */
  duration?: string;
  firstParty?: boolean;
}

/** The scan's JSON (or any object with its `categories`): what each category covers. */
export interface CookieDeclaration {
  categories: Partial<Record<CategoryName, DeclaredItem[]>>;
  [key: string]: unknown;
}

const TEXT_FIELDS = ['provider', 'purpose', 'duration', 'domain', 'type'] as const;

/** Checks the declaration, throwing ConsentConfigError naming the first bad field. */
function checkDeclaration(field: string, value: unknown): CookieDeclaration {
  if (!isPlainObject(value) || !isPlainObject(value.categories)) {
    throw new ConsentConfigError(`${field}.categories`, `expected the scan's object with categories, got ${describe(
      isPlainObject(value) ? value.categories : value)}`);
  }
  for (const [category, items] of Object.entries(value.categories)) {
    const at = `${field}.categories.${category}`;
    if (!isCategoryName(category)) throw new ConsentConfigError(at, 'not a consent category');
    if (!Array.isArray(items)) throw new ConsentConfigError(at, `expected an array, got ${describe(items)}`);
    items.forEach((item: unknown, index) => {
      if (!isPlainObject(item) || typeof item.name !== 'string' || !item.name) {
        throw new ConsentConfigError(`${at}[${index}].name`, 'expected a non-empty string');
      }
      for (const key of TEXT_FIELDS) {
        const text = item[key];
        if (text !== undefined && text !== null && typeof text !== 'string') {
          throw new ConsentConfigError(`${at}[${index}].${key}`, `expected a string, got ${describe(text)}`);
        }
      }
    });
  }
  return value as CookieDeclaration;
}

/** The `cookieDeclaration` option: the scan's object, or the URL to fetch it from when the dialog opens. */
export function resolveCookieDeclaration(value: unknown): CookieDeclaration | string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    if (!value.trim()) throw new ConsentConfigError('cookieDeclaration', 'expected a URL, got an empty string');
    return value;
  }
  return checkDeclaration('cookieDeclaration', value);
}

/** A fetched declaration, or null when it is not one (the dialog then shows no tables). */
export function readCookieDeclaration(value: unknown): CookieDeclaration | null {
  try {
    return checkDeclaration('cookieDeclaration', value);
  } catch {
    return null;
  }
}
