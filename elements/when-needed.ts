import type { ConsentManager } from '../src/core/consent-manager';
import type { ConsentState } from '../src/core/consent-state';
import { clearPainted, hidePaintedBanners, PAINTED_ATTRIBUTE } from '../src/ui/banner/painted-banner';
import { getConsentManager } from '../src/page/singleton';
import type { MountTiming } from './with-attribute-props';

/** Mounts once the store's state needs the view (at once if it already does, or if there is no store to ask). */
const mountWhen =
  (needed: (state: ConsentState) => boolean): MountTiming =>
  (_host, mount) => {
    let manager;
    try {
      manager = getConsentManager();
    } catch {
      return mount(); // the view reports a broken configuration
    }
    if (needed(manager.getState())) return mount();
    const unsubscribe = manager.subscribe((state) => {
      if (!needed(state)) return;
      unsubscribe();
      mount();
    });
  };

/**
 * `<consent-dialog>` mounts its React tree (and fetches React) only once the dialog is needed: when it opens, or at
 * once for the inline widget (a later `variant="widget"` mounts it through the attribute change). Until then the
 * page pays nothing for it; a React root with its event listeners is about 45 KB of heap.
 */
export const whenDialogNeeded: MountTiming = (host, mount) =>
  host.getAttribute('variant') === 'widget' ? mount() : mountWhen((state) => state.isPrivacyDialogOpen)(host, mount);

const bannerShows = mountWhen((state) => state.showPopup);

/**
 * `<consent-banner>` mounts once the banner shows: a returning visitor's page never fetches its view or React.
 * A banner a server painted (src/server) is cleared in the task where the store decides none is needed, or, when
 * it shows, adopted without React first (a small module, fetched only then) so it works while React downloads.
 */
export const whenBannerShows: MountTiming = (host, mount) => {
  if (!host.hasAttribute(PAINTED_ATTRIBUTE)) return bannerShows(host, mount);
  let manager: ConsentManager;
  try {
    manager = getConsentManager();
  } catch {
    return mount(); // the view reports a broken configuration
  }
  hidePaintedBanners(manager, host.ownerDocument);
  bannerShows(host, () => {
    import('../src/ui/banner/adopt-painted-banner')
      .then(({ adoptPaintedBanner }) => adoptPaintedBanner(host, manager), () => clearPainted(host))
      .finally(mount);
  });
};
