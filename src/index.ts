/**
 * consent-elements core: configuration, the consent store and its types. No React, no custom elements,
 * and nothing runs at import time.
 */
export { configure, getConsentManager, readJsonConfig, VERSION } from './page/singleton';
export { createConsentManager } from './page/create-consent-manager';
export type { ConsentManager, Feature } from './core/consent-manager';
export { resolveConfig } from './core/config';
export { policyPresets } from './core/policy-presets';
export type { ConsentModel, ConsentPolicy, PolicyInForce, PolicyLocation, PolicyMatch } from './core/policy';
export type { ResolvedConfig } from './core/config';
export { browserEnvironment } from './page/browser-environment';
export type { ManagerEnvironment } from './core/environment';
export { ConsentConfigError, ConsentConditionError } from './core/errors';
export type { ConsentErrorCode, ConsentErrorDetail } from './core/errors';
export { CATEGORIES, CATEGORY_NAMES, fallbackCategoryTitle } from './core/categories';
export type { ConsentState, UiOptions } from './core/consent-state';
export type {
  ConsentBannerFetchedDetail,
  ConsentBlockedRequestDetail,
  ConsentChangeDetail,
  ConsentErrorEventDetail,
  ConsentReadyDetail,
} from './core/events';
export type {
  ConsentCallbacks,
  ConsentOptions,
  ScriptCallbackInfo,
  ScriptDefinition,
  StoreOptions,
  TrackingBlockerConfig,
  TranslationOptions,
} from './core/options';
export type {
  CategoryName,
  ColorScheme,
  ConsentCondition,
  ConsentInfo,
  ConsentType,
  Consents,
  JurisdictionInfo,
  LocationInfo,
} from './core/types';
export type { BannerInfo, ConsentSubmission, EndpointHandlers } from './core/backend-types';
export type { CookieDeclaration, DeclaredItem } from './core/cookie-declaration';
export type { ConsentSignalOption, VendorId } from './core/consent-signals';
export type { PartialTranslations, Translations } from './i18n/translation-types';
