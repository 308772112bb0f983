import { createContext } from 'react';
import type { ConsentManager } from '../core/consent-manager';

/** The page's store, as the nearest `ConsentManagerProvider` gives it. */
export const ConsentManagerContext = createContext<ConsentManager | null>(null);
ConsentManagerContext.displayName = 'ConsentManagerContext';

/** Spec section 8's messages (c15t 1.7's, so code catching them keeps working). */
export const OUTSIDE_PROVIDER = 'useConsentManager must be used within a ConsentManagerProvider';
export const NO_STORE = 'Consent store must be initialized before creating context value';
