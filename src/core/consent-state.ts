import type { Translations } from '../i18n/translation-types';
import type { ResolvedConfig } from './resolved-config';
import type { LegalLinks } from './compliance/options';
import type { PolicyInForce } from './policy-types';
import type { ServiceConsents } from './services';
import type { CategoryName, ColorScheme, ConsentInfo, Consents, JurisdictionInfo, LocationInfo } from './types';

/** UI options the elements read; element attributes override them per element. */
export interface UiOptions {
  disableAnimation: boolean;
  scrollLock: boolean;
  trapFocus: boolean;
  noStyle: boolean;
  theme: Record<string, string>;
  legalLinks: LegalLinks | null;
  /** The banner is the opt-out model's notice: a labelled region, never modal (no focus trap, no overlay). */
  notice: boolean;
}

/** The store's state (c15t 1.x field names, plus what our elements need). */
export interface ConsentState {
  /** The decision in force (stored, or implied by the jurisdiction), after Global Privacy Control. */
  consents: Consents;
  /** The dialog's switches before saving. */
  selectedConsents: Consents;
  /** Each declared service: granted in the consent in force (its category granted, and not refused). */
  serviceConsents: ServiceConsents;
  /** The dialog's service switches before saving. */
  selectedServiceConsents: ServiceConsents;
  /** Null until the visitor decides. */
  consentInfo: ConsentInfo | null;
  showPopup: boolean;
  isPrivacyDialogOpen: boolean;
  isLoadingConsentInfo: boolean;
  hasFetchedBanner: boolean;
  jurisdictionInfo: JurisdictionInfo | null;
  locationInfo: LocationInfo | null;
  /** Displayed categories, necessary first. */
  gdprTypes: CategoryName[];
  language: string;
  dir: 'ltr' | 'rtl';
  /** Null: follow the page's `dark` class. */
  colorScheme: ColorScheme | null;
  /** The UI strings; null until something shows them (`loadTranslations()`; a first visit loads them at start). */
  translations: Translations | null;
  /** Branding from the backend ('c15t', 'consent', 'none') or null. */
  branding: string | null;
  /** False when localStorage is missing or refuses writes: the banner is then never shown. */
  storageAvailable: boolean;
  /** True while a decision is being sent to the backend. */
  isSaving: boolean;
  /** The browser sends Global Privacy Control and `honorGlobalPrivacyControl` is on. */
  gpc: boolean;
  /** A well-known crawler that `hideFromBots` shows no banner and no UI. */
  isCrawler: boolean;
  /** Stored consent read and banner info settled. */
  isReady: boolean;
  /** The policy in force (the `policies` option); null without policies, and until the location is known. */
  policy: PolicyInForce | null;
  ui: UiOptions;
}

/** The state's `ui` from the options and the policy in force. */
export function uiOptions(config: ResolvedConfig, policy?: PolicyInForce | null): UiOptions {
  const { disableAnimation, scrollLock, trapFocus, noStyle, theme, legalLinks } = config;
  return { disableAnimation, scrollLock, trapFocus, noStyle, theme, legalLinks, notice: policy?.model === 'opt-out' };
}

/**
 * Whether a banner is about to show, before the store has decided: no decision stored, storage that works, no
 * crawler, and no `policies` (under which the region may need none). The drop-in and `define` then fetch the banner's
 * renderer beside the strings rather than after them.
 */
export const bannerLikely = (state: ConsentState, config: Pick<ResolvedConfig, 'policies'>): boolean =>
  !state.consentInfo && state.storageAvailable && !state.isCrawler && !config.policies;
