import { useLayoutEffect } from 'react';
import { functionalSheet, themeSheet } from './theme.styles';

/**
 * Adopts the shared token sheet and the view's own sheet into the element's shadow root, once per root
 * (re-run only when no-style flips). Sheets are constructed once per page and shared by every instance.
 */
export function useAdoptedStyles(container: ShadowRoot | HTMLElement | undefined, sheet: () => CSSStyleSheet, noStyle: boolean): void {
  useLayoutEffect(() => {
    if (!(container instanceof ShadowRoot)) return;
    container.adoptedStyleSheets = noStyle ? [functionalSheet()] : [functionalSheet(), themeSheet(), sheet()];
  }, [container, sheet, noStyle]);
}

/** Builds a constructable stylesheet the first time it is asked for (never at import time). */
export function lazySheet(css: string): () => CSSStyleSheet {
  let sheet: CSSStyleSheet | undefined;
  return () => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    return sheet;
  };
}
