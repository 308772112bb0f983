import type { ConsentManager } from '../core/consent-manager';
import { frameGate } from './frame-gate';
import { iframeGate } from './iframe-gate';
import { parkedScripts } from './parked-scripts';

/** Parked scripts, gated iframes and `<consent-frame>` marks, installed together; returns their disposer. */
export function installDomGates(manager: ConsentManager): () => void {
  const disposers = [parkedScripts, iframeGate, frameGate].map((feature) => feature(manager));
  return () => disposers.forEach((dispose) => dispose());
}
