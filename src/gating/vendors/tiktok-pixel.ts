import { enqueue, enqueueFirst, type VendorBefore, type VendorChange } from './vendor';

// TikTok Pixel's consent API on `ttq`, an array of `[method, ...args]` entries until the pixel loads.

/** Before the tag: `ttq.holdConsent()` (or `ttq.grantConsent()` when granted), before `ttq.load()`/`ttq.page()`. */
export const before: VendorBefore = (win, states) =>
  enqueueFirst(win, 'ttq', () => (states()[0] ? 'grantConsent' : 'holdConsent'));

/** On a change: `ttq.grantConsent()` / `ttq.revokeConsent()`. */
export const change: VendorChange = (win, granted) =>
  enqueue(win, 'ttq', granted[0] ? 'grantConsent' : 'revokeConsent');
