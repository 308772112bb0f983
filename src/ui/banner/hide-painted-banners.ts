import type { ConsentManager } from '../../core/consent-manager';
import type { ConsentState } from '../../core/consent-state';
import { clearPainted, PAINTED_ATTRIBUTE } from './painted-banner';

/** Whether the store has decided that no banner shows (a decision that counts, a crawler, or start-up done). */
const noBannerNeeded = (state: ConsentState) =>
  !state.showPopup && (!!state.consentInfo || state.isCrawler || state.isReady);

/**
 * Clears every painted banner not yet adopted once the store decides that none is needed: in the task that
 * decides, so before the next frame (a returning visitor whose decision the server could not see, a crawler), and
 * again when the document is parsed if a script in `<head>` decided before the banner was there.
 * Subscribed until then; returns the unsubscribe.
 */
export function hidePaintedBanners(manager: ConsentManager, doc: Document): () => void {
  const clear = () => {
    for (const host of doc.querySelectorAll(`consent-banner[${PAINTED_ATTRIBUTE}]`)) clearPainted(host);
  };
  const check = (state: ConsentState) => {
    if (!noBannerNeeded(state)) return;
    unsubscribe();
    clear();
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', clear, { once: true });
  };
  const unsubscribe = manager.subscribe(check);
  check(manager.getState());
  return unsubscribe;
}
