import type { ConsentClient } from './types';

/** offline mode: no server; the banner shows unless a decision is stored, and saving always succeeds locally. */
export function createOfflineClient(): ConsentClient {
  return {
    showConsentBanner: async () => ({
      ok: true,
      data: {
        showConsentBanner: true,
        jurisdiction: { code: 'NONE', message: '' },
        location: { countryCode: null, regionCode: null },
        translations: null,
        branding: null,
      },
    }),
    setConsent: async () => ({ ok: true, data: null }),
    verifyConsent: async () => ({ ok: true, data: { isValid: true } }),
  };
}
