import type { ConsentManager } from '../core/consent-manager';
import type { LoadingBar } from '../core/loading-bar';
import { pageSlot, STORE_SLOT } from '../core/page-slot';

interface Slot {
  manager?: ConsentManager;
  loadingBar?: LoadingBar;
}

function slot(): Slot {
  const shared = pageSlot<Slot>(STORE_SLOT);
  if (!shared?.manager) {
    throw new Error('consent-elements: the UI chunk was loaded before consent-elements.js created the store');
  }
  return shared;
}

/**
 * Stands in for page/singleton.ts inside the drop-in's UI chunk: the drop-in core has already created the page's
 * manager, so the UI chunk reads it from globalThis instead of bundling the core a second time.
 */
export const getConsentManager = (): ConsentManager => slot().manager!;
export const getLoadingBar = (): LoadingBar => slot().loadingBar!;
export { VERSION } from '../core/version';
