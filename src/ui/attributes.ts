/**
 * HTML boolean attribute semantics (CONTRACT.md), the one rule our tags read and write by: present with any value
 * but "false" is true, absent (undefined/null) falls back to the option's default.
 */
export function booleanAttribute(value: string | boolean | null | undefined, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  return value.trim().toLowerCase() !== 'false';
}

/**
 * A boolean as our tags read it back: true is present (""), false is "false" (React 19 drops a `false` custom-element
 * attribute, which would mean "use the option's default", not "off"), undefined leaves it out.
 */
export function booleanAttributeValue(value: boolean | undefined): string | undefined {
  return value === undefined ? undefined : value ? '' : 'false';
}
