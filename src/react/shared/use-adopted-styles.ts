import { useLayoutEffect } from 'react';
import { adoptSheets, type ViewSheets } from '../../ui/adopt-sheets';

/**
 * Adopts the shared token sheet and the view's own sheets into the element's shadow root, once per root
 * (re-run only when no-style flips). Sheets are constructed once per page and shared by every instance.
 */
export function useAdoptedStyles(
  container: ShadowRoot | HTMLElement | undefined,
  sheets: ViewSheets,
  noStyle: boolean,
): void {
  useLayoutEffect(() => {
    if (container instanceof ShadowRoot) adoptSheets(container, sheets, noStyle);
  }, [container, sheets, noStyle]);
}
