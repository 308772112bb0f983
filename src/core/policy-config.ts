import { CATEGORY_LIST, isCategoryName } from './categories';
import type { ConsentPolicy, PolicyLocation } from './policy-types';
import { boolean, shape, type Rule } from './schema';
import { fail, isPlainObject, optionalObject } from './validate';

const COUNTRY = /^[a-z]{2}$/i;
const REGION = /^[a-z]{2}-[a-z0-9]{1,3}$/i;

/** Undefined, or an array whose every item passes `test` (a copy), else the error naming the field. */
const list =
  (test: (item: unknown) => unknown, expected: string): Rule<unknown[] | undefined> =>
  (field, value) =>
    value === undefined || (Array.isArray(value) && value.every(test))
      ? value && [...value]
      : fail(field, `an array of ${expected}`, value);

const code = (pattern: RegExp) => (value: unknown) => typeof value == 'string' && pattern.test(value);

const ID = 'a unique id of up to 32 of A-Z a-z 0-9 . _ : + -';
const MATCH = shape({
  regions: list(code(REGION), "codes such as 'US-CA'"),
  countries: list(code(COUNTRY), "codes such as 'DE'"),
  fallback: boolean,
});
const POLICY = shape({
  id: (field, id) => (code(/^[\w.:+-]{1,32}$/)(id) ? id : fail(field, ID, id)),
  match: (field, match) => MATCH(field, match ?? {}),
  model: (field, model) =>
    ['opt-in', 'opt-out', 'none'].includes(model as string)
      ? model
      : fail(field, "'opt-in', 'opt-out' or 'none'", model),
  categories: list(isCategoryName, CATEGORY_LIST),
  gpc: boolean,
});

/**
 * Validates the `policies` option (ConsentConfigError naming the field, `policies[1].match.regions`) and copies it;
 * undefined when it is not given. Ids are unique and short: they are stored with each decision. Pure.
 */
export const validPolicies: Rule<ConsentPolicy[] | undefined, ConsentPolicy[]> = (field, value) => {
  const ids: unknown[] = [];
  let fallbacks = 0;
  return list(isPlainObject, 'policy objects')(field, value)?.map((entry, index) => {
    const at = `${field}[${index}]`;
    const policy = POLICY(at, entry) as unknown as ConsentPolicy;
    const { id, match } = policy;
    const { regions, countries, fallback } = match;
    if (ids.includes(id)) fail(`${at}.id`, ID, id);
    ids.push(id);
    if (!regions?.length && !countries?.length && !fallback) {
      fail(`${at}.match`, 'regions, countries or fallback: true', (entry as ConsentPolicy).match);
    }
    if (fallback && fallbacks++) fail(`${at}.match.fallback`, 'one fallback policy at most', true);
    return JSON.parse(JSON.stringify(policy)) as ConsentPolicy; // without the keys left undefined
  });
};

/** Validates the `location` option: `{ countryCode, regionCode? }` (a region code alone, `'CA'`, or `'US-CA'`). */
export const validLocation: Rule<PolicyLocation | undefined, PolicyLocation> = (field, value) => {
  const { countryCode, regionCode = null } = optionalObject(field, value, ['countryCode', 'regionCode']) ?? {};
  if (!value) return undefined;
  if (!code(COUNTRY)(countryCode)) fail(`${field}.countryCode`, "a code such as 'US'", countryCode);
  if (regionCode !== null && !code(/^([a-z]{2}-)?[a-z0-9]{1,3}$/i)(regionCode)) {
    fail(`${field}.regionCode`, "a code such as 'CA'", regionCode);
  }
  return { countryCode: countryCode as string, regionCode: regionCode as string | null };
};
