import { storage, type VendorBefore, type VendorChange } from './vendor';

// Microsoft Clarity's Consent API v2: `analytics_Storage` follows the vendor's category, `ad_Storage` marketing.

/** `clarity('consentv2', ...)`, through the queue stub exactly as Clarity's snippet writes it when it is missing. */
export const change: VendorChange = (win, granted) => {
  win.clarity ||= function clarity() {
    (win.clarity.q ||= []).push(arguments); // as the snippet does: Arguments objects
  };
  win.clarity('consentv2', { ad_Storage: storage(granted[1]), analytics_Storage: storage(granted[0]) });
};

/** Before the tag: the same call, with the snippet's own stub (which the snippet keeps: `c[a] = c[a] || ...`). */
export const before: VendorBefore = (win, states) => change(win, states());
