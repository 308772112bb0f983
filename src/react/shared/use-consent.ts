import { useSyncExternalStore } from 'react';
import type { ConsentManager } from '../../core/consent-manager';
import type { ConsentState } from '../../core/consent-state';
import { getConsentManager } from '../../core/singleton';

/** Reads a slice of the page's consent state; re-renders only when that slice changes. */
export function useConsent<T>(selector: (state: ConsentState) => T): T {
  const manager = getConsentManager();
  return useSyncExternalStore(manager.subscribe, () => selector(manager.getState()));
}

/** The page's manager, for calling actions. */
export function useManager(): ConsentManager {
  return getConsentManager();
}
