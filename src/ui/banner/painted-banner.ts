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
