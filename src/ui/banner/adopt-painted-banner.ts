import type { ConsentManager } from '../../core/consent-manager';
import { schemeNow, subscribeToScheme } from '../color-scheme';
import { ANIMATION_MS, animates } from '../motion';
import { bannerActions, customizeFromBanner } from './banner-actions';
import { bindBanner } from './banner-controller';
import { bannerOptions } from './banner-options';
import { getConsentManager } from '../../page/singleton';
import { clearPainted } from './painted-banner';
import { hidePaintedBanners } from './hide-painted-banners';
import { adoptPainted, paintedBanner, paintedFits } from './painted-adoption';

/**
 * For `define` (the ESM elements): binds the banner a server painted (src/server) as it is, once the store shows the
 * banner, while the React view downloads: its buttons, focus handling and events work at once, and a click made
 * before any script ran is answered. The view, once there, takes it over in its first commit (SHELL_ATTRIBUTE, as
 * it takes the drop-in's banner over) and binds it anew. A painted banner that is not the store's (another language,
 * or the notice for the banner: paintedFits) is cleared instead, and the view paints its own. The drop-in adopts in
 * its banner (src/drop-in/banner-shell.ts).
 */
export function adoptPaintedBanner(host: Element, manager: ConsentManager): void {
  const painted = paintedBanner(host);
  const state = manager.getState();
  if (!painted || !host.shadowRoot) return;
  const pending = adoptPainted(host);
  const answer = () => {
    if (pending) bannerActions(manager, () => customizeFromBanner(manager))[pending]?.();
  };
  const options = bannerOptions((name) => host.getAttribute(name), state.ui);
  if (!state.showPopup || !paintedFits(painted, state, options)) {
    clearPainted(host);
    return answer(); // the view paints the banner anew
  }
  const { root, card } = painted;
  const shadow = host.shadowRoot;
  const followScheme = () => root.setAttribute('data-scheme', schemeNow(manager.getState().colorScheme));
  followScheme();
  const focused = shadow.activeElement;
  const stops = [
    bindBanner({
      host, card, manager, options, shown: false,
      customize: () => customizeFromBanner(manager), prefetchDialog: () => {},
    }),
    subscribeToScheme(followScheme),
    manager.subscribe((next) => (next.showPopup ? followScheme() : close())),
    () => watch.disconnect(),
  ];
  // The view took over: it removed the painted nodes and binds the banner itself.
  const watch = new MutationObserver(() => root.parentNode || leave());
  watch.observe(shadow, { childList: true });
  if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
  const leave = () => stops.splice(0).forEach((stop) => stop());
  const close = () => {
    leave();
    for (const node of root.querySelectorAll('[data-state]')) node.setAttribute('data-state', 'closed');
    setTimeout(() => root.parentNode && clearPainted(host), animates(options.animate) ? ANIMATION_MS : 0);
  };
  answer();
}

/**
 * `define`'s `<consent-banner>` with a painted banner (elements/when-needed.ts): cleared when the store needs no
 * banner; when it shows, adopted as above, then the view mounts (`mount`) and takes it over.
 */
export function adoptWhenShown(host: Element, mount: () => void): void {
  let manager: ConsentManager;
  try {
    manager = getConsentManager();
  } catch {
    return mount(); // the view reports a broken configuration
  }
  hidePaintedBanners(manager, host.ownerDocument);
  const shown = () => {
    adoptPaintedBanner(host, manager);
    if (host.isConnected) mount();
  };
  if (manager.getState().showPopup) return shown();
  const unsubscribe = manager.subscribe((state) => {
    if (!state.showPopup) return;
    unsubscribe();
    shown();
  });
}
