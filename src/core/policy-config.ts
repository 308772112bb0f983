import { CATEGORY_LIST, isCategoryName } from './categories';
import { ConsentConfigError } from './errors';
import type { ConsentModel, ConsentPolicy, PolicyLocation } from './policy';
import type { CategoryName } from './types';
import { describe, isPlainObject, optionalBoolean, optionalObject } from './validate';

// Ids go into the stored decision and the cookie mirror, whose value stays within 200 bytes.
const ID = /^[\w.:+-]{1,32}$/;
const ID_CHARACTERS = 'up to 32 of A-Z a-z 0-9 . _ : + -';
const MODELS: readonly ConsentModel[] = ['opt-in', 'opt-out', 'none'];
const COUNTRY = /^[a-z]{2}$/i;
const CODES = {
  regions: [/^[a-z]{2}-[a-z0-9]{1,3}$/i, "ISO 3166-2 codes such as 'US-CA'"],
  countries: [COUNTRY, "ISO 3166-1 codes such as 'DE'"],
} as const;
const matches = (pattern: RegExp, value: unknown) => typeof value == 'string' && pattern.test(value);

function check(field: string, valid: unknown, expected: string, value: unknown): void {
  const got = value === undefined ? 'nothing' : describe(value);
  if (!valid) throw new ConsentConfigError(field, `expected ${expected}, got ${got}`);
}

/** `value` as an array whose every item passes `test`, or undefined when not given. */
function list<T>(field: string, value: unknown, test: (item: unknown) => boolean, expected: string): T[] | undefined {
  if (value === undefined) return undefined;
  check(field, Array.isArray(value), `an array of ${expected}`, value);
  (value as unknown[]).forEach((item, index) => check(`${field}[${index}]`, test(item), expected, item));
  return [...(value as T[])];
}

/**
 * Validates the `policies` option (ConsentConfigError naming the field: `policies[1].match.regions[0]`) and copies
 * it; undefined when it is not given. Pure.
 */
export function validPolicies(value: unknown): ConsentPolicy[] | undefined {
  const ids = new Set<string>();
  let fallback = false;
  return list<Record<string, unknown>>('policies', value, () => true, 'policies')?.map((entry, index) => {
    const field = `policies[${index}]`;
    check(field, isPlainObject(entry), 'an object', entry);
    const { id, match, model, categories, gpc } = optionalObject(field, entry, [
      'id', 'match', 'model', 'categories', 'gpc',
    ])!;
    check(`${field}.id`, matches(ID, id) && !ids.has(id as string), `a unique id, ${ID_CHARACTERS}`, id);
    ids.add(id as string);
    check(`${field}.match`, isPlainObject(match), 'an object', match);
    const where = optionalObject(`${field}.match`, match, ['regions', 'countries', 'fallback'])!;
    const copy: ConsentPolicy['match'] = {};
    for (const key of ['regions', 'countries'] as const) {
      const [pattern, expected] = CODES[key];
      const codes = list<string>(`${field}.match.${key}`, where[key], (code) => matches(pattern, code), expected);
      if (codes) copy[key] = codes;
    }
    if (optionalBoolean(`${field}.match.fallback`, where.fallback)) {
      check(`${field}.match.fallback`, !fallback, 'one fallback policy at most', true);
      fallback = copy.fallback = true;
    }
    const matching = copy.regions?.length || copy.countries?.length || copy.fallback;
    check(`${field}.match`, matching, 'regions, countries or fallback: true', match);
    const policy: ConsentPolicy = {
      id: id as string,
      match: copy,
      model: model as ConsentModel,
    };
    check(`${field}.model`, MODELS.includes(model as ConsentModel), "'opt-in', 'opt-out' or 'none'", model);
    const scope = list<CategoryName>(`${field}.categories`, categories, isCategoryName, `one of ${CATEGORY_LIST}`);
    if (scope) policy.categories = scope;
    if (optionalBoolean(`${field}.gpc`, gpc) !== undefined) policy.gpc = gpc as boolean;
    return policy;
  });
}

/** Validates the `location` option: `{ countryCode, regionCode? }` (a region code alone, `'CA'`, or `'US-CA'`). */
export function validLocation(value: unknown): PolicyLocation | undefined {
  const location = optionalObject('location', value, ['countryCode', 'regionCode']);
  if (!location) return undefined;
  const { countryCode, regionCode = null } = location;
  check('location.countryCode', matches(COUNTRY, countryCode), "an ISO 3166-1 code such as 'US'", countryCode);
  const region = regionCode === null || matches(/^([a-z]{2}-)?[a-z0-9]{1,3}$/i, regionCode);
  check('location.regionCode', region, "a region code such as 'CA'", regionCode);
  return { countryCode: countryCode as string, regionCode: regionCode as string | null };
}
