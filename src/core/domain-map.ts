import { CATEGORY_LIST, isCategoryName } from './categories';
import type { CategoryName } from './types';
import { fail, isPlainObject } from './validate';

/**
 * `trackingBlockerConfig.domainMap` (or c15t's `domainConsentMap`), checked: an object mapping hosts to category
 * names; undefined is an empty one. The options' validation and the host matcher (which may be called directly)
 * both check it here, with nothing else from the options' helpers, so the on-demand blocker stays small; the
 * matcher then normalises the hosts.
 */
export function validDomainMap(field: string, value: unknown = {}): Readonly<Record<string, CategoryName>> {
  if (!isPlainObject(value)) fail(field, 'an object mapping hosts to category names', value);
  for (const [host, category] of Object.entries(value)) {
    if (!isCategoryName(category)) fail(`${field}[${JSON.stringify(host)}]`, `a category (${CATEGORY_LIST})`, category);
  }
  return value as Record<string, CategoryName>;
}
