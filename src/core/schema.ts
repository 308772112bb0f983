import { fail, optionalBoolean, optionalEnum, optionalObject, optionalString } from './validate';

/**
 * Option validation as data: a rule checks the value at `field` (throwing ConsentConfigError naming it) and returns
 * it resolved, its default filled in. A schema is the table of an object's known keys and the rule of each; `shape`
 * is the one walker. The validate.ts helpers take `(field, value)` too, so most of them are rules as they are.
 * A rule's type carries what it returns (`Out`) and, as a phantom `input`, what it accepts (`In`): the public option
 * types are read from the table (`OptionsInput`), so each option has one home.
 */
export type Rule<Out = unknown, In = unknown> = ((field: string, value: unknown) => Out) & { readonly input?: In };
export type Schema = Record<string, Rule>;

/** What a rule accepts; what it returns. */
export type InputOf<R> = R extends { readonly input?: infer In } ? In : never;
export type OutputOf<R> = R extends (field: string, value: unknown) => infer Out ? Out : never;
/** The object a schema accepts, every key optional (homomorphic, so editors show each entry's doc comment). */
export type OptionsInput<S> = { [K in keyof S]?: InputOf<S[K]> };
/** The object a schema's walk returns. */
export type OptionsOutput<S> = { [K in keyof S]: OutputOf<S[K]> };

/** The typed forms of the validate.ts helpers that are rules as they are (the same functions). */
export const string: Rule<string | undefined, string> = optionalString;
export const boolean: Rule<boolean | undefined, boolean> = optionalBoolean;

/** The field of `key` under `field`; the top level's own fields are bare (`mode`, not `options.mode`). */
const under = (field: string, key: string) => (field == 'options' ? key : `${field}.${key}`);

/**
 * Runs each rule of the table on `object`'s value, in the table's order; the resolved values by key. Own keys only:
 * a page may have put enumerable values on Object.prototype, and they are neither rules nor options.
 */
export function walk<S extends Schema>(schema: S, object: Record<string, unknown>, field: string): OptionsOutput<S> {
  const resolved: Record<string, unknown> = {};
  for (const key of Object.keys(schema)) {
    resolved[key] = schema[key](under(field, key), Object.hasOwn(object, key) ? object[key] : undefined);
  }
  return resolved as OptionsOutput<S>;
}

/** An object with only the table's keys (undefined: `{}`), checked; `keep`: the object itself, else the resolved. */
export const shape =
  <S extends Schema>(schema: S, keep?: boolean): Rule<OptionsOutput<S>, OptionsInput<S>> =>
  (field, value = {}) => {
    const object = optionalObject(field, value, Object.keys(schema))!;
    const resolved = walk(schema, object, field);
    return (keep ? object : resolved) as OptionsOutput<S>;
  };

/** A flag with its default. */
export const flag =
  <F extends boolean | undefined = undefined>(fallback?: F): Rule<boolean | F, boolean> =>
  (field, value) =>
    optionalBoolean(field, value) ?? (fallback as F);

/** A non-empty string with its default. */
export const text =
  <F extends string | undefined = undefined>(fallback?: F): Rule<string | F, string> =>
  (field, value) =>
    optionalString(field, value) ?? (fallback as F);

/** One of `allowed`, with its default. */
export const oneOf =
  <const T extends string, F extends T | undefined = undefined>(allowed: readonly T[], fallback?: F): Rule<T | F, T> =>
  (field, value) =>
    optionalEnum(field, value, allowed) ?? (fallback as F);

/** Undefined, or a string `pattern` matches (else `expected <expected>`), with its default. */
export const matching =
  <F extends string | undefined = undefined>(
    pattern: RegExp,
    expected: string,
    fallback?: F,
  ): Rule<string | F, string> =>
  (field, value) =>
    value === undefined
      ? (fallback as F)
      : typeof value == 'string' && pattern.test(value)
        ? value
        : fail(field, expected, value);

/** A number above 0 and at most `max` (`expected <expected>`), with its default. */
export const positive =
  <F extends number | undefined = undefined>(
    expected: string,
    fallback?: F,
    max = Infinity,
  ): Rule<number | F, number> =>
  (field, value) =>
    value === undefined
      ? (fallback as F)
      : typeof value == 'number' && value > 0 && value <= max
        ? value
        : fail(field, expected, value);

/** Undefined or a function. */
export const fn: Rule<((...args: never[]) => unknown) | undefined, (...args: never[]) => unknown> = (field, value) =>
  value === undefined || typeof value == 'function' ? (value as () => unknown) : fail(field, 'a function', value);

/** The same rule for each of `keys`. */
export const each = <K extends string, R extends Rule>(keys: readonly K[], rule: R): Record<K, R> =>
  Object.fromEntries(keys.map((key) => [key, rule])) as Record<K, R>;

/** An object of optional functions named `keys` (their signatures: `T`'s): the object itself. */
export const functions = <T>(keys: readonly (keyof T & string)[]): Rule<Partial<T>, Partial<T>> =>
  shape(each(keys, fn), true) as Rule<Partial<T>, Partial<T>>;

/** An object of any keys, each checked by `check` (field `<field>.<key>`) and typed `V`; a copy, undefined: `{}`. */
export const record =
  <V>(check: (field: string, value: unknown, key: string) => unknown): Rule<Record<string, V>, Record<string, V>> =>
  (field, value) => {
    const map = optionalObject(field, value) ?? {};
    for (const key of Object.keys(map)) check(`${field}.${key}`, map[key], key);
    return { ...map } as Record<string, V>;
  };
