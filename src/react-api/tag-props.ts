import { useEffect, type CSSProperties } from 'react';

/** Props every component passes through to its tag. */
export interface TagProps {
  id?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A boolean prop as its tag's attribute, read back by the one rule (src/core/boolean-attribute.ts): true is present
 * (""), false is "false" (React 19 drops a `false` custom-element attribute, which would mean "use the option's
 * default", not "off"), undefined leaves it out.
 */
export function booleanAttributeValue(value: boolean | undefined): string | undefined {
  return value === undefined ? undefined : value ? '' : 'false';
}

let definitions: Promise<unknown> | undefined;

/**
 * Registers the tags on the client, once, after the first commit: on a server (and in the HTML it sends) they stay
 * plain elements, which the browser upgrades when the definitions arrive.
 */
export function useTagDefinitions(): void {
  useEffect(() => {
    definitions ??= import('../entries/define').catch((error) => {
      definitions = undefined;
      console.error('[consent-elements] failed to load the element definitions', error);
    });
  }, []);
}
