import { whenSet, type VendorBefore, type VendorChange, type VendorWindow } from './vendor';

// Meta Pixel's consent API: `fbq('consent', 'grant' | 'revoke')`, to be queued before `fbq('init', ...)`.

const consent = (granted: boolean | undefined) => (granted ? 'grant' : 'revoke');
/** What the pixel's stub queues: an Arguments object. */
const queued = (...values: unknown[]): IArguments =>
  (function args(..._: unknown[]) {
    return arguments; // the pixel queues Arguments objects, not arrays
  })(...values);
type Fbq = VendorWindow & ((...args: unknown[]) => void);

/** The call goes first in the queue of a stub that has not loaded the pixel yet, else straight to the pixel. */
function first(fbq: Fbq, states: () => readonly boolean[]) {
  const value = consent(states()[0]);
  if (Array.isArray(fbq.queue) && !fbq.callMethod) fbq.queue.unshift(queued('consent', value));
  else fbq('consent', value);
}

/**
 * Before the tag. Meta's snippet returns early when `fbq` exists, and then never loads the pixel, so `fbq` is never
 * created here: the snippet's own assignment is awaited, then the queue it sets up right after (`n.queue = []`), and
 * the call (with the states at that moment) goes into that queue before the snippet's `fbq('init', ...)`.
 */
export const before: VendorBefore = (win, states) => {
  const withQueue = (fbq: Fbq) =>
    Array.isArray(fbq.queue) ? first(fbq, states) : whenSet(fbq, 'queue', () => first(fbq, states));
  if (win.fbq) withQueue(win.fbq);
  else whenSet(win, 'fbq', withQueue);
};

/** On a change: `fbq('consent', ...)` once the page has a pixel (until then, `before` reads the states). */
export const change: VendorChange = (win, granted) => {
  if (typeof win.fbq === 'function') win.fbq('consent', consent(granted[0]));
};
