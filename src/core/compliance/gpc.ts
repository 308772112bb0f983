import type { CategoryName, Consents } from '../types';

/** The browser's Global Privacy Control signal, read each time it is needed (never stored). */
export function readGlobalPrivacyControl(): boolean {
  return (globalThis.navigator as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true;
}

/**
 * The consent in force under GPC: `categories` not granted, the rest as chosen (the same object if nothing
 * changes).
 */
export function withoutGpcCategories(consents: Consents, categories: readonly CategoryName[]): Consents {
  if (!categories.some((name) => consents[name])) return consents;
  const result = { ...consents };
  for (const name of categories) result[name] = false;
  return result;
}
