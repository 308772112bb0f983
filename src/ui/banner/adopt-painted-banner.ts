import type { ConsentManager } from '../../core/consent-manager';
import { bannerActions, customizeFromBanner } from './banner-actions';
import { PENDING_ATTRIBUTE } from './painted-banner';
import { hidePaintedBanners } from './hide-painted-banners';

/**
 * `define`'s `<consent-banner>` with a painted banner (elements/when-needed.ts): cleared when the store needs no
 * banner; when it shows, the element mounts, and its banner without React adopts the painted one.
 */
export function adoptWhenShown(host: Element, mount: () => void, pageManager: () => ConsentManager): void {
  let manager: ConsentManager;
  try {
    manager = pageManager();
  } catch {
    return mount(); // the view reports a broken configuration
  }
  hidePaintedBanners(manager, host.ownerDocument);
  // The mounted element paints its banner without React (elements/paint-until-views.ts), which adopts the painted
  // one when it is the store's (src/ui/banner/paint-banner.ts) and answers a click made before any script ran.
  // A click made before any script ran is answered here, whichever renderer then shows the banner (React's view,
  // once loaded, does not look for it).
  const shown = () => {
    const pending = host.getAttribute(PENDING_ATTRIBUTE);
    host.removeAttribute(PENDING_ATTRIBUTE);
    if (pending) bannerActions(manager, () => customizeFromBanner(manager))[pending]?.();
    if (host.isConnected) mount();
  };
  if (manager.getState().showPopup) return shown();
  const unsubscribe = manager.subscribe((state) => {
    if (!state.showPopup) return;
    unsubscribe();
    shown();
  });
}
