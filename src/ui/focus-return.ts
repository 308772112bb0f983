import { pageSlot } from '../core/page-slot';
import { canFocus } from './focus';

/**
 * Shared by every copy of the views (the drop-in's banner without React and the UI chunk are separate files):
 * where focus was before a banner took it, and whether the open dialog came from the banner's Customize.
 */
interface FocusSlot {
  before: Element | null;
  fromBanner: boolean;
  /** The dialog handed the visitor back to the banner: it focuses Customize, where they left it. */
  backToBanner: boolean;
}

export const focusSlot = (): FocusSlot =>
  pageSlot('focus-return', () => ({ before: null, fromBanner: false, backToBanner: false }));

/**
 * Moves focus somewhere visible after a view closed on the visitor's action: `preferred` (the dialog's opener),
 * else where focus was before the banner took it, else the page's main landmark, else nowhere.
 */
export function returnFocus(preferred?: Element | null): void {
  const target = [preferred, focusSlot().before].find(canFocus);
  if (target) return target.focus();
  const main = document.querySelector<HTMLElement>('main, [role="main"]');
  if (main && canFocus(main)) {
    if (!main.hasAttribute('tabindex')) {
      main.setAttribute('tabindex', '-1');
      main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
    }
    return main.focus({ preventScroll: true });
  }
  (document.activeElement as HTMLElement | null)?.blur?.();
}
