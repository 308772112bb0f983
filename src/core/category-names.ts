import type { CategoryName } from './types';

/**
 * The names in c15t's order of numeric type, and the check for one: in a module of their own, so a file that needs
 * only these (the drop-in's banner file, for its UI loader) carries none of the definitions (categories.ts).
 */
export const CATEGORY_NAMES: readonly CategoryName[] = [
  'necessary',
  'functionality',
  'experience',
  'measurement',
  'marketing',
];

export function isCategoryName(value: unknown): value is CategoryName {
  return typeof value === 'string' && (CATEGORY_NAMES as readonly string[]).includes(value);
}
