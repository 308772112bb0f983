import type { ResolvedConfig } from '../../core/config';
import type { ConsentState } from '../../core/consent-state';
import { gppSignal } from '../../core/gpp-signal';
import type { GppConfig } from '../../core/gpp-options';
import type { GppFunction } from './gpp-stub';

export type GppWindow = Window & { __gpp?: GppFunction };

/**
 * A loaded `__gpp` (gpp-section.ts, gpp-no-section.ts). It outlives the feature that loaded it (a reconfiguration
 * installs the features again): ad scripts keep their listeners, and the next install brings it up to date.
 */
export interface GppResponder {
  /** Brings the API up to `state`, the consent in force; listeners hear of what changed. */
  update(state: ConsentState, config: ResolvedConfig): void;
  gppString(): string;
}

export type StartGpp = (win: GppWindow, options: GppConfig) => GppResponder;

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
