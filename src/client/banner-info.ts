import type { BannerInfo } from '../core/backend-types';
import { isPlainObject } from '../core/validate';

/** What offline mode (and a failed banner fetch) assumes: a banner is due unless a decision is stored. */
export const OFFLINE_BANNER: BannerInfo = {
  showConsentBanner: true,
  jurisdiction: { code: 'NONE', message: '' },
  location: { countryCode: null, regionCode: null },
  translations: null,
  branding: null,
};

/** Reads the `/show-consent-banner` answer defensively; null when it is not an answer at all. */
export function normaliseBannerInfo(data: unknown): BannerInfo | null {
  if (!isPlainObject(data)) return null;
  const jurisdiction = isPlainObject(data.jurisdiction) ? data.jurisdiction : {};
  const location = isPlainObject(data.location) ? data.location : {};
  const translations =
    isPlainObject(data.translations) &&
    typeof data.translations.language === 'string' &&
    isPlainObject(data.translations.translations)
      ? { language: data.translations.language, translations: data.translations.translations }
      : null;
  return {
    showConsentBanner: data.showConsentBanner !== false,
    jurisdiction: { code: text(jurisdiction.code) ?? 'NONE', message: text(jurisdiction.message) ?? '' },
    location: { countryCode: text(location.countryCode) ?? null, regionCode: text(location.regionCode) ?? null },
    translations,
    branding: text(data.branding) ?? null,
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
