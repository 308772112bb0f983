import { OFFLINE_BANNER } from './banner-info';
import type { ConsentClient } from '../core/backend-types';

/** offline mode: no server; the banner shows unless a decision is stored, and saving always succeeds locally. */
export function createOfflineClient(): ConsentClient {
  return {
    showConsentBanner: async () => ({ ok: true, data: OFFLINE_BANNER }),
    setConsent: async () => ({ ok: true, data: null }),
    verifyConsent: async () => ({ ok: true, data: { isValid: true } }),
  };
}
