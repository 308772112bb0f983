import { COMPLIANCE } from './compliance/options';
import { resolveConsentSignals } from './consent-signals';
import { resolveCookieDeclaration } from './cookie-declaration';
import {
  categories,
  googleTagManager,
  language,
  namespace,
  theme,
  trackingBlocker,
  translationMap,
} from './option-rules';
import { gpp } from './gpp-options';
import { validLocation, validPolicies } from './policy-config';
import { flag, functions, oneOf, positive, shape, text, type Schema } from './schema';
import { scripts } from './script-options';
import { resolveServices } from './service-options';
import { optionalBoolean, optionalString } from './validate';

export const HANDLER_KEYS = ['showConsentBanner', 'setConsent', 'verifyConsent'] as const;

/**
 * The options' table: every known option (in the order unknown-option messages list them) and its rule, a default
 * included. resolveConfig walks it, then joins what depends on more than one option.
 */
export const OPTIONS: Schema = {
  // Its default depends on backendURL.
  mode: oneOf(['c15t', 'offline', 'custom']),
  backendURL: optionalString,
  endpointHandlers: functions(HANDLER_KEYS),
  // c15t's store options, which win over the top-level ones.
  store: shape({
    namespace,
    initialGdprTypes: categories,
    ignoreGeoLocation: optionalBoolean,
    trackingBlockerConfig: trackingBlocker,
    iframeBlockerConfig: shape({ disableAutomaticBlocking: flag(false) }),
    privacySettings: shape({ honorDoNotTrack: optionalBoolean }),
  }),
  translations: shape({
    defaultLanguage: language('en'),
    translations: translationMap,
    disableAutoLanguageSwitch: flag(false),
  }),
  language: language(),
  theme,
  disableAnimation: flag(false),
  scrollLock: flag(false),
  trapFocus: flag(true),
  colorScheme: oneOf(['light', 'dark', 'system']),
  noStyle: flag(false),
  consentCategories: categories,
  callbacks: functions(['onBannerFetched', 'onConsentSet', 'onError']),
  scripts,
  ignoreGeoLocation: flag(false),
  trackingBlockerConfig: trackingBlocker,
  googleTagManager,
  storageKey: text('privacy-consent-storage'),
  honorDoNotTrack: flag(false),
  requestTimeoutMs: positive('milliseconds > 0', 5000, Number.MAX_VALUE),
  nonce: optionalString,
  cookieDeclaration: resolveCookieDeclaration,
  policies: validPolicies,
  location: validLocation,
  grantingTriggers: flag(false),
  ...COMPLIANCE,
  consentSignals: resolveConsentSignals,
  gpp,
  services: resolveServices,
};
