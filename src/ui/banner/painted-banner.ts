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
/**
 * Set by the painted banner's inline script once it has read the stored decision and found that the banner shows.
 * Until then the painted shadow root hides its host (SHOWN_RULE), so a returning visitor never sees the banner in
 * the moment between the parser attaching it and running the script (the parser may yield, and the page paint, in
 * between). A script that adopts or clears the banner removes PAINTED_ATTRIBUTE, which lifts the rule as well (the
 * inline script may have been blocked).
 */
export const SHOWN_ATTRIBUTE = 'data-consent-shown';
/** The painted shadow root's rule for SHOWN_ATTRIBUTE; `!important` so that no page style on the host shows it. */
export const SHOWN_RULE = `:host([${PAINTED_ATTRIBUTE}]:not([${SHOWN_ATTRIBUTE}])){display:none!important}`;

/** Removes a painted banner that is not needed; the element and its (now empty) shadow root stay for later. */
export function clearPainted(host: Element): void {
  host.shadowRoot?.replaceChildren();
  host.removeAttribute(PAINTED_ATTRIBUTE);
  host.removeAttribute(PENDING_ATTRIBUTE);
  host.removeAttribute(SHOWN_ATTRIBUTE);
  host.removeAttribute(SHELL_ATTRIBUTE);
}
