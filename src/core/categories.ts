import type { CategoryName, Consents } from './types';
import { CATEGORY_NAMES } from './category-names';

export { CATEGORY_NAMES };

/** A consent category as the spec defines it. */
interface CategoryDefinition {
  name: CategoryName;
  /** A disabled category's switch cannot change (necessary is always on). */
  disabled: boolean;
  defaultValue: boolean;
  /** c15t's numeric type. */
  type: number;
}

/** Necessary (type 1) is on and cannot change; the others (types 2-5) are off until granted. */
export const CATEGORIES: readonly CategoryDefinition[] = CATEGORY_NAMES.map((name, index) => ({
  name,
  disabled: !index,
  defaultValue: !index,
  type: index + 1,
}));

/** The names as messages list them: "necessary, functionality, experience, measurement, marketing". */
export const CATEGORY_LIST = CATEGORY_NAMES.join(', ');

export const DEFAULT_DISPLAYED_CATEGORIES: readonly CategoryName[] = ['necessary', 'marketing'];

export function isCategoryName(value: unknown): value is CategoryName {
  return typeof value === 'string' && (CATEGORY_NAMES as readonly string[]).includes(value);
}

export function isDisabledCategory(name: CategoryName): boolean {
  return CATEGORIES.some((category) => category.name === name && category.disabled);
}

export function defaultConsents(): Consents {
  return Object.fromEntries(CATEGORIES.map((category) => [category.name, category.defaultValue])) as Consents;
}

/** Only the necessary category granted: the defaults, as only necessary is on by default. */
export const necessaryOnly: () => Consents = defaultConsents;

/** The displayed title when no translation gives one: `ad_storage` → `Ad Storage`. */
export function fallbackCategoryTitle(name: string): string {
  return name.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}
