import type { BannerInfo, EndpointHandlers } from './backend-types';
import { clearOnRevoke, cookie, gpcCategories, legalLinks, revision } from './compliance/options';
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
import { boolean, flag, functions, oneOf, positive, shape, string, text, type Schema } from './schema';
import { scripts } from './script-options';
import { resolveServices } from './service-options';
import type { Consents } from './types';

export const HANDLER_KEYS = ['showConsentBanner', 'setConsent', 'verifyConsent'] as const;

/**
 * The options' one home: every known option (in the order unknown-option messages list them), its rule (its type
 * and default included) and its doc comment. The public types are read from it (`ConsentOptions`, options.ts), and
 * so is the table of docs/configuration.md (scripts/gen-config-docs.mjs: a `@default` tag stands for a default that
 * depends on other options). resolveConfig walks it, then joins what depends on more than one option.
 */
export const OPTIONS = {
  /**
   * `'offline'`, `'c15t'` or `'custom'`.
   * @default `'c15t'` if `backendURL` is given, else `'offline'`
   */
  mode: oneOf(['c15t', 'offline', 'custom']),
  /**
   * Base URL of the c15t backend.
   * @default `'/api/c15t'`
   */
  backendURL: string,
  /** `{ showConsentBanner, setConsent, verifyConsent }`, required for `mode: 'custom'`. */
  endpointHandlers: functions<EndpointHandlers>(HANDLER_KEYS),
  /**
   * c15t's store options, which win over the top-level ones of the same meaning: `initialGdprTypes`,
   * `ignoreGeoLocation`, `privacySettings.honorDoNotTrack`, `trackingBlockerConfig`, `iframeBlockerConfig`,
   * `namespace`.
   * @default –
   */
  store: shape({
    /**
     * Also expose the manager as `window[namespace]`: a free global name (`location`, `ConsentElements` or any
     * existing global is refused).
     */
    namespace,
    initialGdprTypes: categories,
    ignoreGeoLocation: boolean,
    trackingBlockerConfig: trackingBlocker,
    iframeBlockerConfig: shape({ disableAutomaticBlocking: flag(false) }),
    privacySettings: shape({ honorDoNotTrack: boolean }),
  }),
  /** `{ defaultLanguage, translations: { de: { common: { acceptAll: '…' } } }, disableAutoLanguageSwitch }`. */
  translations: shape({
    /** Language used when the browser's languages have no translation. */
    defaultLanguage: language('en'),
    /** Per language, strings that override the built-ins. */
    translations: translationMap,
    /** When true, the browser's languages are ignored and `defaultLanguage` is used. */
    disableAutoLanguageSwitch: flag(false),
  }),
  /**
   * Force a language instead of following the browser's. Without it the browser's languages decide: a language we
   * ship (or you translate) that the visitor prefers wins over the c15t backend's fallback answer (its `en`); the
   * backend's translations apply when it answered in that language.
   * @default the browser's
   */
  language: language(),
  /** `--consent-*` custom property values applied to every element. */
  theme,
  /** No fades. */
  disableAnimation: flag(false),
  /** Overlay and no page scrolling while the banner shows. */
  scrollLock: flag(false),
  /** Keyboard focus stays in the banner and the dialog; with `scrollLock` the banner is modal. */
  trapFocus: flag(true),
  /**
   * `'light'`, `'dark'` or `'system'`.
   * @default follows the page's `dark` class
   */
  colorScheme: oneOf(['light', 'dark', 'system']),
  /** No built-in styles (the parts stay). */
  noStyle: flag(false),
  /**
   * The categories shown to the visitor (necessary always first).
   * @default `['necessary', 'marketing']`
   */
  consentCategories: categories,
  /** `onBannerFetched`, `onConsentSet`, `onError` (c15t's shapes). */
  callbacks: functions<ConsentCallbacks>(['onBannerFetched', 'onConsentSet', 'onError']),
  /** Managed scripts, loaded while their category (or condition, or service) is granted. */
  scripts,
  /** Show the banner whatever the jurisdiction says. */
  ignoreGeoLocation: flag(false),
  /**
   * `{ domainMap, disableAutomaticBlocking, overrideDomainConsentMap }`: the request blocker is on by default, as in
   * c15t 1.7, except when `scripts` are given without this option; `disableAutomaticBlocking` drops the built-in host
   * list (with no `domainMap` nothing is wrapped).
   * @default on (built-in host list)
   */
  trackingBlockerConfig: trackingBlocker,
  /** `{ id }`: Google consent mode defaults (all denied until the visitor decides), then the GTM container. */
  googleTagManager,
  /** The localStorage key of the decision. */
  storageKey: text('privacy-consent-storage'),
  /** When the browser sends Do-Not-Track, only necessary counts as granted. */
  honorDoNotTrack: flag(false),
  /**
   * A backend request not answered within this many ms is a network error: saves are retried, the banner request
   * falls back to offline at once.
   */
  requestTimeoutMs: positive('milliseconds > 0', 5000, Number.MAX_VALUE),
  /**
   * The CSP nonce given to every script and style element the product inserts
   * ([Content Security Policy and Trusted Types](security.md#content-security-policy-and-trusted-types)).
   * @default the nonce of the page's first `<script nonce>`
   */
  nonce: string,
  /**
   * What each category covers, shown as tables in the dialog: the object `consent-elements scan --json` writes, or
   * the URL to fetch it from when the dialog opens ([Site scan](scan.md#in-the-dialog-cookiedeclaration)).
   */
  cookieDeclaration: resolveCookieDeclaration,
  /**
   * Consent models by region (opt-in, opt-out or none), first match wins ([Regions](regions.md)); `policyPresets`
   * has ready-made entries.
   */
  policies: validPolicies,
  /**
   * Where the visitor is, when the page knows it (a server or CDN header); else the backend's banner info
   * ([Regions](regions.md)).
   */
  location: validLocation,
  /**
   * Whether `data-consent-action="accept-all"` and `"set-consent"` buttons grant consent. Off by default: user
   * content can carry `data-*` attributes past sanitisers, so a disguised button could grant on a click.
   * `open-dialog` and `reject-all` (withdrawing) always work ([Reliability](reliability.md)).
   */
  grantingTriggers: flag(false),
  /**
   * A policy version stored with each decision: a decision made under another revision no longer counts, and the
   * visitor is asked again ([Compliance](compliance.md)).
   */
  revision,
  /** A decision older than this many days no longer counts: the visitor is asked again. */
  consentExpiryDays: positive('a number of days above 0', 365),
  /** With Global Privacy Control (`navigator.globalPrivacyControl`), `gpcCategories` count as not granted. */
  honorGlobalPrivacyControl: flag(true),
  /** The categories Global Privacy Control refuses (`honorGlobalPrivacyControl`). */
  gpcCategories,
  /** The cookie mirror that servers and subdomains read (`domain`, `secure`, `maxAgeDays` too); `false`: off. */
  cookie,
  /** Per category: cookie names, `'/regex/'` strings and `'localStorage:key'` keys removed when it is revoked. */
  clearOnRevoke,
  /** Well-known crawlers get no banner and no UI. */
  hideFromBots: flag(true),
  /** `{ privacyPolicy, cookiePolicy, termsOfService }`: links shown in the banner and the dialog. */
  legalLinks,
  /**
   * Vendors whose own consent API is driven: Microsoft UET and Clarity, Meta, TikTok, PostHog, Matomo
   * ([Vendors](vendors.md)). Their denied (or stored) state goes before their tag, then an update on every change.
   * An entry may map a vendor to another category: `{ vendor: 'posthog', category: 'experience' }`.
   */
  consentSignals: resolveConsentSignals,
  /**
   * IAB's Global Privacy Platform API (`window.__gpp`) for the ad stack: the US opt-outs in `usnat` or state
   * sections ([GPP](gpp.md)).
   * @default `false`
   */
  gpp,
  /**
   * The services (vendors) inside the categories, each of which the visitor can allow or refuse on its own
   * ([Services](services.md)).
   */
  services: resolveServices,
} satisfies Schema;

/** The `callbacks` option: c15t's shapes. */
export interface ConsentCallbacks {
  onBannerFetched?: (
    info: Pick<BannerInfo, 'showConsentBanner' | 'jurisdiction' | 'location' | 'translations'>,
  ) => void;
  onConsentSet?: (info: { preferences: Consents }) => void;
  /** `error`: the spec's message; `cause`: the backend's or the handler's own message, when there is one. */
  onError?: (info: { error: string; code: string; cause?: string }) => void;
}
