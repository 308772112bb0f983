import { isCategoryName } from './categories';
import { ConsentConfigError } from './errors';
import type { CategoryName } from './types';
import { isPlainObject } from './validate';

/**
 * `trackingBlockerConfig.domainMap` (or c15t's `domainConsentMap`), checked: an object mapping hosts to category
 * names; undefined is an empty one. The options' validation and the host matcher (which may be called directly)
 * both check it here, with nothing else from the options' helpers, so the on-demand blocker stays small; the
 * matcher then normalises the hosts.
 */
export function validDomainMap(field: string, value: unknown = {}): Readonly<Record<string, CategoryName>> {
  if (!isPlainObject(value)) throw new ConsentConfigError(field, 'expected an object mapping hosts to category names');
  for (const [host, category] of Object.entries(value)) {
    if (!isCategoryName(category)) {
      throw new ConsentConfigError(`${field}[${JSON.stringify(host)}]`, `unknown category ${JSON.stringify(category)}`);
    }
  }
  return value as Record<string, CategoryName>;
}
