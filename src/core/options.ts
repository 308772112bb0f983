import type { GppOption } from './gpp-options';
import type { TranslationOptions } from '../i18n/translation-types';
import type { BannerInfo, EndpointHandlers } from './backend-types';
import type { CategoryName, ColorScheme, ConsentCondition, Consents } from './types';
import type { CookieMirrorOptions, LegalLinks, Revision } from './compliance/options';
import type { CookieDeclaration } from './cookie-declaration';
import type { ConsentPolicy, PolicyLocation } from './policy-types';
import type { ConsentSignalOption } from './consent-signals';
import type { ServiceDefinition } from './services';

/** Information passed to a managed script's callbacks. */
export interface ScriptCallbackInfo {
  id: string;
  elementId: string;
  hasConsent: boolean;
  consents: Consents;
  element?: HTMLScriptElement;
  error?: Error;
}

/** What a managed script is, whatever gates it. */
interface ScriptFields {
  id: string;
  src?: string;
  textContent?: string;
  /** No element: only the callbacks run. */
  callbackOnly?: boolean;
  alwaysLoad?: boolean;
  /** Default true: the element id does not reveal the script. */
  anonymizeId?: boolean;
  persistAfterConsentRevoked?: boolean;
  async?: boolean;
  defer?: boolean;
  nonce?: string;
  attributes?: Record<string, string>;
  fetchPriority?: 'high' | 'low' | 'auto';
  onBeforeLoad?: (info: ScriptCallbackInfo) => void;
  onLoad?: (info: ScriptCallbackInfo) => void;
  onError?: (info: ScriptCallbackInfo) => void;
  onConsentChange?: (info: ScriptCallbackInfo) => void;
  onDelete?: (info: ScriptCallbackInfo) => void;
}

/**
 * A script loaded only while its category (or condition) is granted (spec section 3), or while a declared service
 * is: then `category` may be left out, since it is the service's.
 */
export type ScriptDefinition = ScriptFields &
  ({ category: ConsentCondition; service?: string } | { service: string; category?: ConsentCondition });

/** A managed script once its options passed: its category is known. */
export type ResolvedScript = ScriptFields & { category: ConsentCondition; service?: string };

export interface TrackingBlockerConfig {
  /** Hosts to block (or unblock with another category), mapped to the category that allows them. */
  domainMap?: Record<string, CategoryName>;
  /** c15t's name for `domainMap`. */
  domainConsentMap?: Record<string, CategoryName>;
  /** Use only `domainMap`, not the built-in list. */
  overrideDomainConsentMap?: boolean;
  /** Turn the built-in host list off. */
  disableAutomaticBlocking?: boolean;
}

export interface ConsentCallbacks {
  onBannerFetched?: (
    info: Pick<BannerInfo, 'showConsentBanner' | 'jurisdiction' | 'location' | 'translations'>,
  ) => void;
  onConsentSet?: (info: { preferences: Consents }) => void;
  /** `error`: the spec's message; `cause`: the backend's or the handler's own message, when there is one. */
  onError?: (info: { error: string; code: string; cause?: string }) => void;
}

/** c15t's store options that we honour. They win over the top-level options of the same meaning. */
export interface StoreOptions {
  /** Also expose the manager as `window[namespace]`. */
  namespace?: string;
  initialGdprTypes?: CategoryName[];
  ignoreGeoLocation?: boolean;
  trackingBlockerConfig?: TrackingBlockerConfig;
  iframeBlockerConfig?: { disableAutomaticBlocking?: boolean };
  privacySettings?: { honorDoNotTrack?: boolean };
}

/** Everything `configure()` and the JSON config accept. */
export interface ConsentOptions {
  /** Default 'c15t' when `backendURL` is given, otherwise 'offline'. */
  mode?: 'c15t' | 'offline' | 'custom';
  /** Default '/api/c15t'. */
  backendURL?: string;
  /** Required for mode 'custom'. */
  endpointHandlers?: Partial<EndpointHandlers>;
  store?: StoreOptions;
  translations?: TranslationOptions;
  /** Force a language instead of following the browser's. */
  language?: string;
  /** `--consent-*` custom property values applied to every element. */
  theme?: Record<string, string>;
  disableAnimation?: boolean;
  scrollLock?: boolean;
  trapFocus?: boolean;
  colorScheme?: ColorScheme;
  noStyle?: boolean;
  /** The categories shown to the visitor; default necessary and marketing. */
  consentCategories?: CategoryName[];
  callbacks?: ConsentCallbacks;
  scripts?: ScriptDefinition[];
  /** Show the banner whatever the jurisdiction says. */
  ignoreGeoLocation?: boolean;
  trackingBlockerConfig?: TrackingBlockerConfig;
  googleTagManager?: { id: string };
  /** localStorage key of the decision; default 'privacy-consent-storage'. */
  storageKey?: string;
  /** When the browser sends Do-Not-Track, only necessary counts as granted. Default false. */
  honorDoNotTrack?: boolean;
  /** A policy version stored with the decision; a decision under another revision no longer counts. */
  revision?: Revision;
  /** A decision older than this no longer counts. Default 365. */
  consentExpiryDays?: number;
  /** With `navigator.globalPrivacyControl`, `gpcCategories` count as not granted. Default true. */
  honorGlobalPrivacyControl?: boolean;
  /** Default ['marketing']. */
  gpcCategories?: CategoryName[];
  /** The cookie mirror servers and subdomains read; false turns it off. */
  cookie?: Partial<CookieMirrorOptions> | false;
  /** Per category: cookie names, '/regex/' strings and 'localStorage:' keys removed when it is revoked. */
  clearOnRevoke?: Partial<Record<CategoryName, string[]>>;
  /** Well-known crawlers get no banner and no UI. Default true. */
  hideFromBots?: boolean;
  /** Links shown in the banner and the dialog. */
  legalLinks?: LegalLinks;
  /**
   * The CSP nonce given to every script and style element the product inserts; default: the nonce of the page's
   * scripts.
   */
  nonce?: string;
  /** A backend request not answered within this many ms is a network error; default 5000. */
  requestTimeoutMs?: number;
  /**
   * What each category covers, shown as tables in the dialog: the object `consent-elements scan --json` writes, or
   * the URL to fetch it from when the dialog opens.
   */
  cookieDeclaration?: CookieDeclaration | string;
  /** Consent models by region, first match wins (docs/regions.md); `policyPresets` has ready-made entries. */
  policies?: ConsentPolicy[];
  /** Where the visitor is, when the page knows it (a server or CDN header); else the backend's banner info. */
  location?: PolicyLocation;
  /**
   * Vendors whose own consent API is driven: their denied (or stored) state before their tag, then an update on
   * every change. An entry may map a vendor to another category: `{ vendor: 'posthog', category: 'experience' }`.
   */
  consentSignals?: ConsentSignalOption[];
  /**
   * Whether `data-consent-action="accept-all"` and `"set-consent"` buttons grant consent. Default false: user content
   * can carry `data-*` attributes past sanitisers, so a disguised button could grant on a click. `open-dialog` and
   * `reject-all` always work.
   */
  grantingTriggers?: boolean;
  /** IAB's Global Privacy Platform API, `window.__gpp`, for the ad stack (docs/gpp.md); default false. */
  gpp?: GppOption;
  /** The services (vendors) inside the categories, each of which the visitor can allow or refuse on its own. */
  services?: ServiceDefinition[];
}
