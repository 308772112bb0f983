import type { ConsentManager } from '../../core/consent-manager';
import type { ConsentState } from '../../core/consent-state';
import { SHELL_ATTRIBUTE } from '../handoff';

/**
 * Set by the server (`renderConsentBanner`, src/server) on a `<consent-banner>` whose declarative shadow root holds
 * the banner painted before any script ran; removed once a script adopts it (or finds no banner is needed).
 * The server sets SHELL_ATTRIBUTE too: the drop-in's pre-upgrade style leaves it visible, and a React view
 * taking the banner over replaces the painted markup in its first commit, as it replaces the drop-in's.
 */
export const PAINTED_ATTRIBUTE = 'data-consent-painted';
/** The part of a painted button clicked before any script ran, recorded by the painted banner's inline script. */
export const PENDING_ATTRIBUTE = 'data-consent-pending';

/** Removes a painted banner that is not needed; the element and its (now empty) shadow root stay for later. */
export function clearPainted(host: Element): void {
  host.shadowRoot?.replaceChildren();
  host.removeAttribute(PAINTED_ATTRIBUTE);
  host.removeAttribute(PENDING_ATTRIBUTE);
  host.removeAttribute(SHELL_ATTRIBUTE);
}

/** Whether the store has decided that no banner shows (a decision that counts, a crawler, or start-up done). */
export const noBannerNeeded = (state: ConsentState) =>
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
