/**
 * HTML boolean attribute semantics (CONTRACT.md): present with any value but "false" is true,
 * absent (undefined/null) falls back to the option's default.
 */
export function booleanAttribute(value: string | boolean | null | undefined, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  return value.trim().toLowerCase() !== 'false';
}
