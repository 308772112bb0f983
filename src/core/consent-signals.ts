import { CATEGORY_NAMES } from './categories';
import type { CategoryName, ConsentCondition } from './types';
import type { Rule } from './schema';
import { fail, isPlainObject, optionalEnum, optionalObject } from './validate';

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
const VENDOR_IDS = Object.keys(VENDOR_CATEGORIES) as VendorId[];

/** A `consentSignals` entry: a vendor id, or a vendor mapped to another category than its default. */
export type ConsentSignalOption = VendorId | { vendor: VendorId; category?: CategoryName };

/** A vendor after validation, with the categories (or its service) whose states its calls carry (its own first). */
export interface ConsentSignal {
  vendor: VendorId;
  categories: ConsentCondition[];
}

/** Validates `consentSignals` (ConsentConfigError naming the entry). Clarity's `ad_Storage` follows marketing. */
export const resolveConsentSignals: Rule<ConsentSignal[], ConsentSignalOption[]> = (field, value = []) => {
  if (!Array.isArray(value)) fail(field, 'an array of vendor ids', value);
  const seen = new Set<VendorId>();
  return value.map((entry, index) => {
    const at = `${field}[${index}]`;
    const object = isPlainObject(entry) ? optionalObject(at, entry, ['vendor', 'category']) : undefined;
    const where = object ? `${at}.vendor` : at;
    const vendor = optionalEnum(where, (object ? object.vendor : entry) ?? null, VENDOR_IDS)!;
    if (seen.has(vendor)) fail(where, 'a vendor listed once', vendor);
    seen.add(vendor);
    const category = optionalEnum(`${at}.category`, object?.category, CATEGORY_NAMES) ?? VENDOR_CATEGORIES[vendor];
    return { vendor, categories: vendor === 'microsoft-clarity' ? [category, 'marketing'] : [category] };
  });
};
