import { isCategoryName } from './categories';
import { ConsentConfigError } from './errors';
import type { ConsentPolicy, PolicyLocation } from './policy';
import { describe, isPlainObject, optionalBoolean, optionalEnum, optionalObject } from './validate';

// Ids go into the stored decision and the cookie mirror, whose value stays within 200 bytes.
const ID = /^[\w.:+-]{1,32}$/;
const COUNTRY = /^[a-z]{2}$/i;
const REGION = /^[a-z]{2}-[a-z0-9]{1,3}$/i;

function codes(field: string, value: unknown, pattern: RegExp, expected: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new ConsentConfigError(field, `expected an array of ${expected}`);
  value.forEach((code, index) => {
    if (typeof code !== 'string' || !pattern.test(code)) {
      throw new ConsentConfigError(`${field}[${index}]`, `expected ${expected}, got ${describe(code)}`);
    }
  });
  return [...value];
}

/** Validates the `policies` option (ConsentConfigError naming the field); undefined when it is not given. Pure. */
export function validPolicies(value: unknown): ConsentPolicy[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new ConsentConfigError('policies', `expected an array, got ${describe(value)}`);
  const ids = new Set<string>();
  let fallback = false;
  return value.map((entry, index) => {
    const field = `policies[${index}]`;
    if (!isPlainObject(entry)) throw new ConsentConfigError(field, `expected an object, got ${describe(entry)}`);
    const { id, match, model, categories, gpc } = optionalObject(field, entry, [
      'id', 'match', 'model', 'categories', 'gpc',
    ])!;
    if (typeof id !== 'string' || !ID.test(id) || ids.has(id)) {
      throw new ConsentConfigError(`${field}.id`, `expected a unique id of up to 32 of A-Z a-z 0-9 . _ : + -, got ${
        describe(id)}`);
    }
    ids.add(id);
    const where = optionalObject(`${field}.match`, match, ['regions', 'countries', 'fallback']) ?? {};
    const result: ConsentPolicy = {
      id,
      match: {
        regions: codes(`${field}.match.regions`, where.regions, REGION, "ISO 3166-2 region codes such as 'US-CA'"),
        countries: codes(`${field}.match.countries`, where.countries, COUNTRY, "ISO 3166-1 country codes such as 'DE'"),
        fallback: optionalBoolean(`${field}.match.fallback`, where.fallback),
      },
      model: optionalEnum(`${field}.model`, model, ['opt-in', 'opt-out', 'none'] as const)
        ?? (() => {
          throw new ConsentConfigError(`${field}.model`, "expected 'opt-in', 'opt-out' or 'none'");
        })(),
      gpc: optionalBoolean(`${field}.gpc`, gpc),
    };
    if (!result.match.regions?.length && !result.match.countries?.length && !result.match.fallback) {
      throw new ConsentConfigError(`${field}.match`, 'needs regions, countries or fallback: true');
    }
    if (result.match.fallback && fallback) {
      throw new ConsentConfigError(`${field}.match.fallback`, 'only one policy can be the fallback');
    }
    fallback ||= !!result.match.fallback;
    if (categories !== undefined) {
      if (!Array.isArray(categories) || !categories.every(isCategoryName)) {
        throw new ConsentConfigError(`${field}.categories`, `expected an array of category names, got ${
          describe(categories)}`);
      }
      result.categories = [...categories];
    }
    return result;
  });
}

/** Validates the `location` option: `{ countryCode, regionCode? }`. */
export function validLocation(value: unknown): PolicyLocation | undefined {
  const location = optionalObject('location', value, ['countryCode', 'regionCode']);
  if (!location) return undefined;
  const { countryCode, regionCode } = location;
  if (typeof countryCode !== 'string' || !COUNTRY.test(countryCode)) {
    throw new ConsentConfigError('location.countryCode', `expected an ISO 3166-1 country code such as 'US', got ${
      describe(countryCode)}`);
  }
  if (regionCode != null && (typeof regionCode !== 'string' || !/^([a-z]{2}-)?[a-z0-9]{1,3}$/i.test(regionCode))) {
    throw new ConsentConfigError('location.regionCode', `expected a region code such as 'CA', got ${
      describe(regionCode)}`);
  }
  return { countryCode, regionCode: (regionCode as string | null | undefined) ?? null };
}
