import { ConsentConfigError } from './errors';

/** Small assertion helpers for option validation; each throws ConsentConfigError naming the field. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The one message shape of a wrong value: `expected <what>, got <value>` (undefined: `got nothing`). */
export function fail(field: string, expected: string, value: unknown): never {
  throw new ConsentConfigError(field, `expected ${expected}, got ${describe(value)}`);
}

export function optionalBoolean(field: string, value: unknown): boolean | undefined {
  return value === undefined || typeof value === 'boolean' ? value : fail(field, 'true or false', value);
}

export function optionalString(field: string, value: unknown, nonEmpty = true): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') fail(field, 'a string', value);
  if (nonEmpty && value.trim() === '') fail(field, 'a non-empty string', value);
  return value;
}

export function optionalEnum<T extends string>(field: string, value: unknown, allowed: readonly T[]): T | undefined {
  return value === undefined || allowed.includes(value as T)
    ? (value as T | undefined)
    : fail(field, `one of ${allowed.map((item) => `'${item}'`).join(', ')}`, value);
}

export function optionalObject(
  field: string,
  value: unknown,
  knownKeys?: readonly string[],
): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) fail(field, 'an object', value);
  const unknown = knownKeys && Object.keys(value).find((key) => !knownKeys.includes(key));
  if (unknown !== undefined) {
    throw new ConsentConfigError(`${field}.${unknown}`, `unknown option (known: ${knownKeys!.join(', ')})`);
  }
  return value;
}

/** A BCP 47 language tag as the options and `setLanguage` take it ('en', 'pt-BR'). */
export function languageTag(field: string, value: unknown): string {
  return typeof value === 'string' && /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(value)
    ? value
    : fail(field, "a language code such as 'en' or 'pt-BR'", value);
}

export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}
