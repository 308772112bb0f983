import { CATEGORY_LIST, isCategoryName } from './categories';
import { ConsentConfigError } from './errors';
import type { CategoryName } from './types';
import { describe, isPlainObject, optionalObject } from './validate';

/** The vendors whose own consent API the product drives (`consentSignals`), each with its default category. */
export const VENDOR_CATEGORIES = {
  'microsoft-uet': 'marketing',
  'microsoft-clarity': 'measurement',
  'meta-pixel': 'marketing',
  'tiktok-pixel': 'marketing',
  posthog: 'measurement',
  matomo: 'measurement',
} as const satisfies Record<string, CategoryName>;

export type VendorId = keyof typeof VENDOR_CATEGORIES;

/** A `consentSignals` entry: a vendor id, or a vendor mapped to another category than its default. */
export type ConsentSignalOption = VendorId | { vendor: VendorId; category?: CategoryName };

/** A vendor after validation, with the categories whose states its calls carry (its own first). */
export interface ConsentSignal {
  vendor: VendorId;
  categories: CategoryName[];
}

/** Validates `consentSignals` (ConsentConfigError naming the entry). Clarity's `ad_Storage` follows marketing. */
export function resolveConsentSignals(value: unknown): ConsentSignal[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    throw new ConsentConfigError('consentSignals', `expected an array of vendor ids, got ${describe(value)}`);
  }
  const seen = new Set<string>();
  return value.map((entry: unknown, index) => {
    let field = `consentSignals[${index}]`;
    const object = isPlainObject(entry) ? optionalObject(field, entry, ['vendor', 'category'])! : undefined;
    const vendor = object ? object.vendor : entry;
    if (object) field += '.vendor';
    if (typeof vendor !== 'string' || !Object.hasOwn(VENDOR_CATEGORIES, vendor)) {
      throw new ConsentConfigError(
        field, `unknown vendor ${describe(vendor)} (known: ${Object.keys(VENDOR_CATEGORIES).join(', ')})`,
      );
    }
    if (seen.has(vendor)) throw new ConsentConfigError(field, `duplicate vendor "${vendor}"`);
    seen.add(vendor);
    const id = vendor as VendorId;
    const category = object?.category ?? VENDOR_CATEGORIES[id];
    if (!isCategoryName(category)) {
      throw new ConsentConfigError(
        `consentSignals[${index}].category`, `unknown category ${describe(category)} (known: ${CATEGORY_LIST})`,
      );
    }
    return { vendor: id, categories: id === 'microsoft-clarity' ? [category, 'marketing'] : [category] };
  });
}
