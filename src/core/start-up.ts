import type { BannerInfo } from './backend-types';
import { CATEGORY_NAMES, defaultConsents } from './categories';
import type { ResolvedConfig } from './config';
import type { ConsentState } from './consent-state';
import type { Consents } from './types';

/** What the backend's banner info sets in the state (c15t 1.7's `locationInfo` carries the jurisdiction too). */
export function fetchedBannerState(info: BannerInfo): Partial<ConsentState> {
  const { jurisdiction } = info;
  const locationInfo = { ...info.location, jurisdiction: jurisdiction.code, jurisdictionMessage: jurisdiction.message };
  return { hasFetchedBanner: true, jurisdictionInfo: jurisdiction, locationInfo, branding: info.branding ?? null };
}

/** c15t 1.x: a failing custom handler hides the popup; a backend that cannot answer falls back to offline. */
export function failedBannerInfo(mode: ResolvedConfig['mode'], offline: BannerInfo): BannerInfo {
  return mode === 'custom'
    ? { ...offline, showConsentBanner: false, jurisdiction: { code: '', message: '' } }
    : offline;
}

/**
 * Without a decision that counts: whether the banner shows, or (no banner and no jurisdiction) consent is implied;
 * the selection starts from `choice`, the last decision, unless consent is implied. With one: the banner hides.
 */
export function bannerDecision(
  state: Pick<ConsentState, 'consentInfo' | 'storageAvailable'>,
  banner: BannerInfo,
  ignoreGeoLocation: boolean,
  crawler: boolean,
  choice: Consents | null,
): Partial<ConsentState> {
  if (state.consentInfo) return { showPopup: false };
  const show = !crawler && state.storageAvailable && (ignoreGeoLocation || banner.showConsentBanner);
  const implied = !crawler && !show && !banner.showConsentBanner && banner.jurisdiction.code === 'NONE';
  const consents = implied
    ? (Object.fromEntries(CATEGORY_NAMES.map((name) => [name, true])) as Consents)
    : defaultConsents();
  return { showPopup: show, consents, selectedConsents: implied ? consents : (choice ?? consents) };
}
