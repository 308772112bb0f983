import { ConsentConfigError } from './errors';

/** Small assertion helpers for option validation; each throws ConsentConfigError naming the field. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function optionalBoolean(field: string, value: unknown): boolean | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  throw new ConsentConfigError(field, `expected true or false, got ${describe(value)}`);
}

export function optionalString(field: string, value: unknown, { nonEmpty = true } = {}): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ConsentConfigError(field, `expected a string, got ${describe(value)}`);
  if (nonEmpty && value.trim() === '') throw new ConsentConfigError(field, 'must not be empty');
  return value;
}

export function optionalEnum<T extends string>(field: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined || allowed.includes(value as T)) return value as T | undefined;
  throw new ConsentConfigError(
    field, `expected one of ${allowed.map((item) => `'${item}'`).join(', ')}, got ${describe(value)}`,
  );
}

export function optionalObject(
  field: string, value: unknown, knownKeys?: readonly string[],
): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) throw new ConsentConfigError(field, `expected an object, got ${describe(value)}`);
  if (knownKeys) {
    const unknown = Object.keys(value).find((key) => !knownKeys.includes(key));
    if (unknown !== undefined) {
      throw new ConsentConfigError(`${field}.${unknown}`, `unknown option (known: ${knownKeys.join(', ')})`);
    }
  }
  return value;
}

export function optionalFunction(field: string, value: unknown): void {
  if (value !== undefined && typeof value !== 'function') {
    throw new ConsentConfigError(field, `expected a function, got ${describe(value)}`);
  }
}

/** A BCP 47 language tag as the options and `setLanguage` take it ('en', 'pt-BR'). */
export function languageTag(field: string, value: unknown): string {
  if (typeof value === 'string' && /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(value)) return value;
  throw new ConsentConfigError(field, `expected a language code such as 'en' or 'pt-BR', got ${describe(value)}`);
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}
