import type { CategoryName, Consents } from './types';

/** A consent category as the spec defines it. */
export interface CategoryDefinition {
  name: CategoryName;
  /** A disabled category's switch cannot change (necessary is always on). */
  disabled: boolean;
  defaultValue: boolean;
  /** c15t's numeric type. */
  type: number;
}

export const CATEGORIES: readonly CategoryDefinition[] = [
  { name: 'necessary', disabled: true, defaultValue: true, type: 1 },
  { name: 'functionality', disabled: false, defaultValue: false, type: 2 },
  { name: 'experience', disabled: false, defaultValue: false, type: 3 },
  { name: 'measurement', disabled: false, defaultValue: false, type: 4 },
  { name: 'marketing', disabled: false, defaultValue: false, type: 5 },
];

export const CATEGORY_NAMES: readonly CategoryName[] = CATEGORIES.map((category) => category.name);

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

/** Only the necessary category granted. */
export function necessaryOnly(): Consents {
  return Object.fromEntries(CATEGORIES.map((category) => [category.name, category.disabled])) as Consents;
}

/** The displayed title when no translation gives one: `ad_storage` → `Ad Storage`. */
export function fallbackCategoryTitle(name: string): string {
  return name.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}
