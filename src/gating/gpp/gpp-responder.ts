import { gppSignal } from '../../core/gpp-signal';
import type { ConsentManager } from '../../core/consent-manager';
import type { GppConfig } from '../../core/gpp-options';
import type { GppFunction } from './gpp-stub';

export type GppWindow = Window & { __gpp?: GppFunction };

/** A loaded `__gpp` (gpp-section.ts, gpp-no-section.ts): what stops it following the manager, and its string now. */
export interface GppResponder {
  stop(): void;
  gppString(): string;
}

/** Makes `responder` the page's `__gpp` string source (submissions' `metadata.gpp`) until it stops. */
export function publish(responder: GppResponder): GppResponder {
  const signal = gppSignal();
  signal.gppString = responder.gppString;
  return {
    ...responder,
    stop() {
      if (signal.gppString === responder.gppString) signal.gppString = undefined;
      responder.stop();
    },
  };
}

export type StartGpp = (manager: ConsentManager, config: GppConfig, win: GppWindow) => GppResponder;
