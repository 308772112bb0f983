import { isCategoryName } from '../core/categories';
import type { ConsentManager } from '../core/consent-manager';
import type { LoadingBar } from '../core/loading-bar';

/**
 * Loads the UI chunk (React and the views) only when a visitor must see something: the banner, the dialog,
 * a frame placeholder or a running loading bar. `load` is the dynamic import of the chunk.
 */
export function loadUiWhenNeeded(manager: ConsentManager, bar: LoadingBar, doc: Document, load: () => Promise<unknown>): void {
  let requested = false;
  const stopWatching: Array<() => void> = [];
  const request = () => {
    if (requested) return;
    requested = true;
    load().then(
      () => stopWatching.splice(0).forEach((stop) => stop()),
      (error) => {
        requested = false;
        manager.reportError({ code: 'RENDER_ERROR', message: 'Failed to load the consent-elements UI', cause: error });
      },
    );
  };
  const frameNeedsPlaceholder = () =>
    [...doc.querySelectorAll('consent-frame')].some((frame) => {
      const category = frame.getAttribute('category');
      return !isCategoryName(category) || !manager.has(category);
    });
  const check = () => {
    const state = manager.getState();
    if (state.showPopup || state.isPrivacyDialogOpen) return request();
    if (bar.getState().value !== null && doc.querySelector('consent-loading-bar')) return request();
    if (doc.readyState !== 'loading' && frameNeedsPlaceholder()) request();
  };

  // A first visit will almost surely show the banner: start fetching the UI now, in parallel with the banner info.
  const state = manager.getState();
  if (!state.consentInfo && state.storageAvailable) request();
  check();
  stopWatching.push(manager.subscribe(check), bar.subscribe(check));
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', check, { once: true });
}
