import { CATEGORY_LIST, isCategoryName } from './categories';
import { ConsentConfigError } from './errors';
import type { ConsentPolicy, PolicyLocation } from './policy';
import type { CategoryName } from './types';
import { describe, isPlainObject, optionalBoolean, optionalObject } from './validate';

// In the core of every page (the options are checked when given), so kept small: one message shape for all.
const COUNTRY = /^[a-z]{2}$/i;
const REGION = /^[a-z]{2}-[a-z0-9]{1,3}$/i;

function fail(field: string, expected: string, value: unknown): never {
  throw new ConsentConfigError(field, `expected ${expected}, got ${value === undefined ? 'nothing' : describe(value)}`);
}

/** `value` if it is undefined or an array whose every item passes `test` (a copy), else the error naming `field`. */
function list<T>(field: string, value: unknown, test: (item: T) => unknown, expected: string): T[] | undefined {
  return value === undefined || (Array.isArray(value) && value.every(test))
    ? value && [...(value as T[])]
    : fail(field, `an array of ${expected}`, value);
}

const code = (pattern: RegExp) => (value: unknown) => typeof value == 'string' && pattern.test(value);

/**
 * Validates the `policies` option (ConsentConfigError naming the field, `policies[1].match.regions`) and copies it;
 * undefined when it is not given. Ids are unique and short: they are stored with each decision. Pure.
 */
export function validPolicies(value: unknown): ConsentPolicy[] | undefined {
  const ids: unknown[] = [];
  let fallbacks = 0;
  return list('policies', value, isPlainObject, 'policy objects')?.map((entry, index) => {
    const field = `policies[${index}]`;
    const { id, match, model, categories, gpc } = optionalObject(field, entry, [
      'id',
      'match',
      'model',
      'categories',
      'gpc',
    ])!;
    if (!code(/^[\w.:+-]{1,32}$/)(id) || ids.includes(id)) {
      fail(`${field}.id`, 'a unique id of up to 32 of A-Z a-z 0-9 . _ : + -', id);
    }
    ids.push(id);
    const { regions, countries, fallback } = optionalObject(`${field}.match`, match ?? {}, [
      'regions',
      'countries',
      'fallback',
    ])!;
    const policy: ConsentPolicy = {
      id: id as string,
      match: {
        regions: list<string>(`${field}.match.regions`, regions, code(REGION), "codes such as 'US-CA'"),
        countries: list<string>(`${field}.match.countries`, countries, code(COUNTRY), "codes such as 'DE'"),
        fallback: optionalBoolean(`${field}.match.fallback`, fallback),
      },
      model: model as ConsentPolicy['model'],
      categories: list<CategoryName>(`${field}.categories`, categories, isCategoryName, CATEGORY_LIST),
      gpc: optionalBoolean(`${field}.gpc`, gpc),
    };
    if (!['opt-in', 'opt-out', 'none'].includes(model as string)) {
      fail(`${field}.model`, "'opt-in', 'opt-out' or 'none'", model);
    }
    if (!(regions as [])?.length && !(countries as [])?.length && !fallback) {
      fail(`${field}.match`, 'regions, countries or fallback: true', match);
    }
    if (fallback && fallbacks++) fail(`${field}.match.fallback`, 'one fallback policy at most', true);
    return JSON.parse(JSON.stringify(policy)) as ConsentPolicy; // without the keys left undefined
  });
}

/** Validates the `location` option: `{ countryCode, regionCode? }` (a region code alone, `'CA'`, or `'US-CA'`). */
export function validLocation(value: unknown): PolicyLocation | undefined {
  const { countryCode, regionCode = null } = optionalObject('location', value, ['countryCode', 'regionCode']) ?? {};
  if (!value) return undefined;
  if (!code(COUNTRY)(countryCode)) fail('location.countryCode', "a code such as 'US'", countryCode);
  if (regionCode !== null && !code(/^([a-z]{2}-)?[a-z0-9]{1,3}$/i)(regionCode)) {
    fail('location.regionCode', "a code such as 'CA'", regionCode);
  }
  return { countryCode: countryCode as string, regionCode: regionCode as string | null };
}
