import type { ConsentState } from '../src/core/consent-state';
import type { PageAccess } from '../src/core/page-object';
import { paintBanner, type LoadUi } from '../src/ui/banner/paint-banner';

/**
 * `<consent-banner>` through `consent-elements/define`, before the views and React are there: painted and bound
 * without them (src/ui/banner/paint-banner.ts, the drop-in's renderer of the one banner definition) whenever the
 * store shows it, so a first visit waits for neither React nor the views; `loadViews` (Customize, a changed
 * attribute, language or theme) brings React, whose first commit takes the shadow root over. Returns what stops
 * painting: the view mounting (the painted banner stays until React replaces it, unseen), or with `remove` the
 * element leaving the page.
 */
export function paintUntilViews(host: Element, page: PageAccess, loadViews: LoadUi): () => void {
  const manager = page.manager();
  let painted: (() => void) | undefined;
  let painting = false;
  let stopped = false;
  const fallBack = () => {
    stop();
    void loadViews().catch(() => {}); // the view reports what is broken
  };
  const check = (state: ConsentState) => {
    if (!state.showPopup) painted = undefined; // it closes itself
    if (stopped || painted || painting || !state.showPopup) return;
    painting = true;
    manager.loadTranslations().then(() => {
      painting = false;
      const now = manager.getState();
      if (!now.translations) return fallBack();
      if (!stopped && now.showPopup) painted = paintBanner(manager, host, loadViews) ?? undefined;
    }, fallBack);
  };
  const unsubscribe = manager.subscribe(check);
  const stop = () => {
    stopped = true;
    unsubscribe();
  };
  check(manager.getState());
  return (remove = true) => {
    stop();
    if (remove) painted?.();
  };
}
