import type { ConsentManager } from '../core/consent-manager';
import { frameGate } from './frame-gate';
import { iframeGate } from './iframe-gate';
import { createParkedScripts } from './parked-scripts';
import type { ScriptWriter } from './trusted-scripts';

/**
 * Parked scripts, gated iframes and `<consent-frame>` marks, installed together; returns their disposer. Scripts are
 * written with the caller's writer (one Trusted Types policy per page).
 */
export function installDomGates(manager: ConsentManager, write: ScriptWriter): () => void {
  const disposers = [createParkedScripts(write), iframeGate, frameGate].map((feature) => feature(manager));
  return () => disposers.forEach((dispose) => dispose());
}
