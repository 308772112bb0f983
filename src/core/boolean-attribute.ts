/**
 * HTML boolean attribute semantics (CONTRACT.md), the one rule our tags and attributes are read and written by:
 * present with any value but "false" (in any case, spaces around) is true, absent (undefined/null) falls back to the
 * option's default. The views, the painters without React, the elements' boolean properties
 * (elements/with-attribute-props.ts) and the page's `data-consent-action` buttons (`data-value`) read by it; the React
 * components write by it (`booleanAttributeValue`, src/react-api/tag-props.ts). Alone in its module:
 * `consent-elements/define` bundles it in its own file, no chunk of its own.
 */
export function booleanAttribute(value: string | boolean | null | undefined, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  return value.trim().toLowerCase() !== 'false';
}
