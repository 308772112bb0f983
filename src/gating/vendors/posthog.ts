import { enqueue, enqueueFirst, type VendorBefore, type VendorChange } from './vendor';

// PostHog's opt-in/opt-out on `posthog`, an array of `[method, ...args]` entries until array.js loads, which
// replays them right after init, before the first pageview.

const method = (granted: boolean | undefined) => (granted ? 'opt_in_capturing' : 'opt_out_capturing');

/** Before the tag: `posthog.opt_out_capturing()` (or `opt_in_capturing()` when granted). */
export const before: VendorBefore = (win, states) => enqueueFirst(win, 'posthog', () => method(states()[0]));

/** On a change: `posthog.opt_in_capturing()` / `posthog.opt_out_capturing()`. */
export const change: VendorChange = (win, granted) => enqueue(win, 'posthog', method(granted[0]));
