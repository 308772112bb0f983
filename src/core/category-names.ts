import type { CategoryName } from './types';

/**
 * The names in c15t's order of numeric type, written out in a module of their own: a file that needs only the names
 * (the drop-in's banner file, for its UI loader) carries none of the definitions (categories.ts).
 */
export const CATEGORY_NAMES: readonly CategoryName[] = [
  'necessary',
  'functionality',
  'experience',
  'measurement',
  'marketing',
];
