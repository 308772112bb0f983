import { useEffect, type CSSProperties } from 'react';

/** Props every component passes through to its tag. */
export interface TagProps {
  id?: string;
  className?: string;
  style?: CSSProperties;
}

let definitions: Promise<unknown> | undefined;

/**
 * Registers the tags on the client, once, after the first commit: on a server (and in the HTML it sends) they stay
 * plain elements, which the browser upgrades when the definitions arrive.
 */
export function useTagDefinitions(): void {
  useEffect(() => {
    definitions ??= import('../../elements/define').catch((error) => {
      definitions = undefined;
      console.error('[consent-elements] failed to load the element definitions', error);
    });
  }, []);
}
