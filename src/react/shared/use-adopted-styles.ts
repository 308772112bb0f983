import { useLayoutEffect } from 'react';
import { adoptSheets } from '../../ui/adopt-sheets';

/**
 * Adopts the shared token sheet and the view's own sheet into the element's shadow root, once per root
 * (re-run only when no-style flips). Sheets are constructed once per page and shared by every instance.
 */
export function useAdoptedStyles(
  container: ShadowRoot | HTMLElement | undefined,
  sheet: () => CSSStyleSheet,
  noStyle: boolean,
): void {
  useLayoutEffect(() => {
    if (container instanceof ShadowRoot) adoptSheets(container, sheet, noStyle);
  }, [container, sheet, noStyle]);
}
