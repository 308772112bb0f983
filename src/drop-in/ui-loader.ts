import { isCategoryName } from '../core/categories';
import type { ConsentManager } from '../core/consent-manager';
import type { LoadingBar } from '../core/loading-bar';

type ShellModule = { showBannerShells(manager: ConsentManager, doc: Document): boolean };

export interface UiLoaderOptions {
  manager: ConsentManager;
  bar: LoadingBar;
  doc: Document;
  /** The dynamic import of the UI chunk (React and the views). */
  load: () => Promise<unknown>;
  /** The dynamic import of the banner's first paint (no React). */
  loadShell: () => Promise<ShellModule>;
}

/** Resolves once the frames after now are painted (or soon, in a hidden tab that paints nothing). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 100);
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

/**
 * Loads the UI chunk only when a visitor must see something: the banner, the dialog, a frame placeholder or a
 * running loading bar. A banner gets its first paint from the small shell module, fetched at once on a first visit;
 * the UI chunk is requested after that paint and React then takes the banner over. Fetching React earlier was
 * measured to delay the banner: its compile and evaluation are the page's longest tasks, and they must not sit
 * between the visitor and the banner (the shell's buttons already work meanwhile).
 */
export function loadUiWhenNeeded({ manager, bar, doc, load, loadShell }: UiLoaderOptions): void {
  let uiLoaded = false;
  let requested = false;
  let shell: Promise<ShellModule> | undefined;
  let shellPainted: Promise<unknown> | undefined;
  const stopWatching: Array<() => void> = [];

  const paintShell = () =>
    (shellPainted ??= (shell ??= loadShell())
      .then((module) => (!uiLoaded && module.showBannerShells(manager, doc) ? afterPaint() : undefined))
      .catch(() => {})); // without the first paint, React still shows the banner
  const request = () => {
    if (requested) return;
    requested = true;
    Promise.resolve(shellPainted).then(load).then(
      () => {
        uiLoaded = true;
        stopWatching.splice(0).forEach((stop) => stop());
      },
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
    if (state.showPopup && !uiLoaded) paintShell();
    if (state.showPopup || state.isPrivacyDialogOpen) return request();
    if (bar.getState().value !== null && doc.querySelector('consent-loading-bar')) return request();
    if (doc.readyState !== 'loading' && frameNeedsPlaceholder()) request();
  };

  // A first visit will almost surely show the banner: fetch everything now, in parallel with the banner info.
  const state = manager.getState();
  if (!state.consentInfo && state.storageAvailable) shell = loadShell();
  check();
  stopWatching.push(manager.subscribe(check), bar.subscribe(check));
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', check, { once: true });
}
