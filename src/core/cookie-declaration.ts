import { CATEGORY_LIST, isCategoryName } from './categories';
import type { CategoryName } from './types';
import type { Rule } from './schema';
import { fail, isPlainObject, optionalString } from './validate';

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

const FIELDS = ['name', 'provider', 'purpose', 'duration', 'domain', 'type'] as const;

/**
 * The `cookieDeclaration` option: the scan's object, or the URL to fetch it from when the dialog opens. Throws
 * ConsentConfigError naming the first bad field.
 */
export const resolveCookieDeclaration: Rule<CookieDeclaration | string | null, CookieDeclaration | string> = (
  option,
  value,
) => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return optionalString(option, value)!;
  const field = `${option}.categories`;
  const categories = isPlainObject(value) ? value.categories : value;
  if (!isPlainObject(categories)) fail(field, 'an object', categories);
  for (const [category, items] of Object.entries(categories)) {
    const at = `${field}.${category}`;
    if (!isCategoryName(category)) fail(at, `a category (${CATEGORY_LIST})`, category);
    if (!Array.isArray(items)) fail(at, 'an array', items);
    items.forEach((item: unknown, index) => {
      for (const key of FIELDS) {
        const text = isPlainObject(item) ? item[key] : undefined;
        // Only the name is required; the scan writes null for what it does not know.
        if (key === 'name' ? !text || typeof text !== 'string' : text != null && typeof text !== 'string') {
          fail(`${at}[${index}].${key}`, key === 'name' ? 'a non-empty string' : 'a string or null', text);
        }
      }
    });
  }
  return value as CookieDeclaration;
};
