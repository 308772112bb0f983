import type { ConsentManager } from '../../core/consent-manager';
import type { ConsentSignal, VendorId } from '../../core/consent-signals';
import { pageSlot } from '../../core/page-slot';

/** The page's globals, where each vendor's snippet keeps its queue or its loaded library. */
export type VendorWindow = Record<string, any>;
/** The states of a vendor's categories (`ConsentSignal.categories`, its own first), read when needed. */
export type VendorStates = () => readonly boolean[];
/** A vendor's state before its tag: in place at once, or as soon as the vendor's snippet creates its queue. */
export type VendorBefore = (win: VendorWindow, states: VendorStates) => void;
/** A vendor's calls for a change of its states. */
export type VendorChange = (win: VendorWindow, granted: readonly boolean[]) => void;

/** The granted states of a vendor's categories: the consent in force (GPC, Do-Not-Track and policies included). */
export const signalStates = (manager: ConsentManager, signal: ConsentSignal): boolean[] =>
  signal.categories.map((name) => manager.has(name));

/** Per vendor, the states its calls last carried; one map for every copy of the library on the page. */
export const sentSignals = (): Map<VendorId, string> => pageSlot('vendor-signals', () => new Map());

export const storage = (granted: boolean | undefined) => (granted ? 'granted' : 'denied');

/**
 * Puts `items` at the front of a queue array, ahead of what the page queued before our script ran (a library reads
 * its queue in order), or pushes them to a library that has loaded.
 */
export function front(queue: VendorWindow, ...items: unknown[]): void {
  if (Array.isArray(queue)) queue.unshift(...items);
  else queue.push(...items);
}

/**
 * A method call on a library whose snippet keeps `[method, ...args]` entries in an array until it loads (TikTok,
 * PostHog): queued in that array, created as the snippet would (`x = x || []`); before the tag, at its front.
 */
export function enqueue(win: VendorWindow, name: string, method: string, first?: boolean): void {
  const target = (win[name] ||= []);
  if (first && Array.isArray(target)) target.unshift([method]);
  else if (typeof target[method] === 'function') target[method]();
  else target.push([method]);
}
