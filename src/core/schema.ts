import { fail, optionalBoolean, optionalEnum, optionalObject, optionalString } from './validate';

/**
 * Option validation as data: a rule checks the value at `field` (throwing ConsentConfigError naming it) and returns
 * it resolved, its default filled in. A schema is the table of an object's known keys and the rule of each; `shape`
 * is the one walker. The validate.ts helpers take `(field, value)` too, so most of them are rules as they are.
 */
export type Rule<T = unknown> = (field: string, value: unknown) => T;
export type Schema = Record<string, Rule>;

/** The field of `key` under `field`; the top level's own fields are bare (`mode`, not `options.mode`). */
const under = (field: string, key: string) => (field == 'options' ? key : `${field}.${key}`);

/**
 * Runs each rule of the table on `object`'s value, in the table's order; the resolved values by key. Own keys only:
 * a page may have put enumerable values on Object.prototype, and they are neither rules nor options.
 */
export function walk(schema: Schema, object: Record<string, unknown>, field: string): Record<string, unknown> {
  const resolved: Record<string, unknown> = {};
  for (const key of Object.keys(schema)) {
    resolved[key] = schema[key](under(field, key), Object.hasOwn(object, key) ? object[key] : undefined);
  }
  return resolved;
}

/** An object with only the table's keys (undefined: `{}`), checked; `keep`: the object itself, else the resolved. */
export const shape =
  (schema: Schema, keep?: boolean): Rule<Record<string, unknown>> =>
  (field, value = {}) => {
    const object = optionalObject(field, value, Object.keys(schema))!;
    const resolved = walk(schema, object, field);
    return keep ? object : resolved;
  };

/** A flag with its default. */
export const flag =
  (fallback?: boolean): Rule =>
  (field, value) =>
    optionalBoolean(field, value) ?? fallback;

/** A non-empty string with its default. */
export const text =
  (fallback?: string): Rule =>
  (field, value) =>
    optionalString(field, value) ?? fallback;

/** One of `allowed`, with its default. */
export const oneOf =
  (allowed: readonly string[], fallback?: string): Rule =>
  (field, value) =>
    optionalEnum(field, value, allowed) ?? fallback;

/** Undefined, or a string `pattern` matches (else `expected <expected>`), with its default. */
export const matching =
  (pattern: RegExp, expected: string, fallback?: string): Rule =>
  (field, value) =>
    value === undefined
      ? fallback
      : typeof value == 'string' && pattern.test(value)
        ? value
        : fail(field, expected, value);

/** A number above 0 and at most `max` (`expected <expected>`), with its default. */
export const positive =
  (expected: string, fallback?: number, max = Infinity): Rule =>
  (field, value) =>
    value === undefined
      ? fallback
      : typeof value == 'number' && value > 0 && value <= max
        ? value
        : fail(field, expected, value);

/** Undefined or a function. */
export const fn: Rule = (field, value) =>
  value === undefined || typeof value == 'function' ? value : fail(field, 'a function', value);

/** The same rule for each of `keys`. */
export const each = (keys: readonly string[], rule: Rule): Schema => Object.fromEntries(keys.map((key) => [key, rule]));

/** An object of optional functions named `keys`: the object itself. */
export const functions = (keys: readonly string[]): Rule => shape(each(keys, fn), true);

/** An object of any keys, each checked by `check` (field `<field>.<key>`); a copy, undefined: `{}`. */
export const record =
  (check: (field: string, value: unknown, key: string) => unknown): Rule =>
  (field, value) => {
    const map = optionalObject(field, value) ?? {};
    for (const key of Object.keys(map)) check(`${field}.${key}`, map[key], key);
    return { ...map };
  };
