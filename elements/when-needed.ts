import type { ConsentManager } from '../src/core/consent-manager';
import type { ConsentState } from '../src/core/consent-state';
import { PAINTED_ATTRIBUTE } from '../src/ui/banner/painted-banner';
import { connectedPage } from './page-connection';
import type { MountTiming } from './with-attribute-props';

/**
 * Mounts once the store's state needs the view (at once if it already does, or if there is no store to ask). It asks
 * a microtask after the element connects: a tag upgraded while the site's modules evaluate (`import
 * 'consent-elements/define'` then `configure()`, one evaluation) then finds the site's options, so the page's manager
 * is created once, with them, not from the JSON config and then reconfigured.
 */
const mountWhen =
  (needed: (state: ConsentState, manager: ConsentManager) => boolean): MountTiming =>
  (_host, mount) => {
    const ask = () => {
      let manager: ConsentManager;
      try {
        manager = connectedPage().manager();
      } catch {
        return mount(); // the view reports a broken configuration
      }
      if (needed(manager.getState(), manager)) return mount();
      const unsubscribe = manager.subscribe((state) => {
        if (!needed(state, manager)) return;
        unsubscribe();
        mount();
      });
    };
    // A returning visit's page may have the manager created a task later (src/page/start-later.ts).
    queueMicrotask(() => (connectedPage().whenStarting ?? ((run) => run()))(ask));
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
 * A banner a server painted (src/server) is handed to a small module fetched only then, which clears it when the
 * store needs no banner, or adopts it without React when it shows, so it works while React downloads.
 */
export const whenBannerShows: MountTiming = (host, mount) => {
  if (!host.hasAttribute(PAINTED_ATTRIBUTE)) return bannerShows(host, mount);
  import('../src/ui/banner/adopt-painted-banner').then(
    ({ adoptWhenShown }) => adoptWhenShown(host, mount, connectedPage().manager),
    () => bannerShows(host, mount), // the view paints its own banner
  );
};
