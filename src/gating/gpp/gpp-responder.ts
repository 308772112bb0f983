import type { ResolvedConfig } from '../../core/config';
import type { ConsentState } from '../../core/consent-state';
import { gppSignal } from '../../core/gpp-signal';
import type { GppConfig } from '../../core/gpp-options';
import type { GppCallback, GppFunction } from './gpp-stub';

export type GppWindow = Window & { __gpp?: GppFunction };

/**
 * A loaded `__gpp` (gpp-section.ts, gpp-no-section.ts). It outlives the feature that loaded it (a reconfiguration
 * installs the features again): ad scripts keep their listeners, and the next install brings it up to date.
 */
export interface GppResponder {
  /** Brings the API up to `state`, the consent in force; listeners hear of what changed. */
  update(state: ConsentState, config: ResolvedConfig): void;
  gppString(): string;
  /** The ad scripts' listeners, for the API that takes over when the policy's model changes. */
  listeners(): GppListener[];
}

/** A listener as IAB's queue hands it over (`__gpp('events')`): its id stays the one the ad script was given. */
export interface GppListener {
  id: number;
  callback: GppCallback;
  parameter?: unknown;
}

/** Starts the API; `listeners` are those of the one it takes over from, which keep receiving events. */
export type StartGpp = (win: GppWindow, options: GppConfig, listeners: GppListener[]) => GppResponder;

/** The stub's queued calls, taken over (`__gpp('queue')`; a loaded API, which has none, answers nothing). */
export function takeQueue(win: GppWindow): unknown[][] {
  const queue = win.__gpp?.('queue');
  return Array.isArray(queue) ? queue.splice(0) : [];
}

/** Makes `responder` the page's GPP string source (each submission's `metadata.gpp`). */
export function publish(responder: GppResponder): GppResponder {
  gppSignal().gppString = responder.gppString;
  return responder;
}
