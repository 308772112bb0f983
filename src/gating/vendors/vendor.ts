import type { ConsentManager } from '../../core/consent-manager';
import type { ConsentSignal, VendorId } from '../../core/consent-signals';
import { pageSlot } from '../../core/page-slot';

/** The page's globals, where each vendor's snippet keeps its queue or its loaded library. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the vendors' own globals, typed by their scripts
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

/** Waits for `target[key]` to be assigned, leaves the plain property the assignment would have made, hands it on. */
export function whenSet<T>(target: VendorWindow, key: string, then: (value: T) => void): void {
  Object.defineProperty(target, key, {
    configurable: true,
    get: () => undefined,
    set(value) {
      Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
      if (value) then(value);
    },
  });
}

/**
 * Before the tag of a library whose snippet keeps `[method, ...args]` entries in an array until it loads (TikTok,
 * PostHog): the entry goes first in that array. The global is not created here, since page code may call methods
 * that a bare array lacks: the snippet's own assignment is awaited, and the method then reflects the states in force.
 */
export function enqueueFirst(win: VendorWindow, name: string, method: () => string): void {
  const apply = (target: VendorWindow) => (Array.isArray(target) ? target.unshift([method()]) : target[method()]?.());
  if (win[name]) apply(win[name]);
  else whenSet(win, name, apply);
}

/** A method call on such a library, queued in its array until it loads; before its snippet, `enqueueFirst` waits. */
export function enqueue(win: VendorWindow, name: string, method: string): void {
  const target = win[name];
  if (!target) return;
  if (typeof target[method] === 'function') target[method]();
  else target.push([method]);
}
