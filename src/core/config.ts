import type { PartialTranslations } from '../i18n/types';
import type { EndpointHandlers } from './backend-types';
import { CATEGORY_LIST, DEFAULT_DISPLAYED_CATEGORIES, isCategoryName } from './categories';
import { assertCondition, conditionCategories } from './condition';
import { resolveCookieDeclaration, type CookieDeclaration } from './cookie-declaration';
import { validDomainMap } from './domain-map';
import { ConsentConfigError } from './errors';
import { pageSlot, STORE_SLOT } from './page-slot';
import type { ConsentCallbacks, ConsentOptions, ScriptDefinition, TrackingBlockerConfig } from './options';
import type { CategoryName, ColorScheme } from './types';
import { COMPLIANCE_KEYS, resolveCompliance, type ComplianceConfig } from './compliance/options';
import type { ConsentPolicy, PolicyLocation } from './policy';
import { validLocation, validPolicies } from './policy-config';
import { resolveConsentSignals, type ConsentSignal } from './consent-signals';
import {
  describe, isPlainObject, languageTag, optionalBoolean, optionalEnum, optionalFunction, optionalObject, optionalString,
} from './validate';

/** Options after validation, with every default filled in. */
export interface ResolvedConfig extends ComplianceConfig {
  mode: 'c15t' | 'offline' | 'custom';
  backendURL: string;
  endpointHandlers: Partial<EndpointHandlers>;
  language?: string;
  defaultLanguage: string;
  translations: Record<string, PartialTranslations>;
  disableAutoLanguageSwitch: boolean;
  theme: Record<string, string>;
  disableAnimation: boolean;
  scrollLock: boolean;
  trapFocus: boolean;
  /** Undefined: follow the page's `dark` class. */
  colorScheme?: ColorScheme;
  noStyle: boolean;
  /** Displayed categories, necessary first. */
  consentCategories: CategoryName[];
  callbacks: ConsentCallbacks;
  scripts: ScriptDefinition[];
  ignoreGeoLocation: boolean;
  /** Null: the request blocker is not installed (managed `scripts` without `trackingBlockerConfig`). */
  trackingBlocker: TrackingBlockerConfig | null;
  iframeBlocking: boolean;
  googleTagManager?: { id: string };
  storageKey: string;
  honorDoNotTrack: boolean;
  namespace?: string;
  requestTimeoutMs: number;
  /** The CSP nonce of the script and style elements the product inserts (else the page's, see gating/nonce.ts). */
  nonce?: string;
  /** The scan's declaration, or the URL the dialog fetches it from; null: no tables. */
  cookieDeclaration: CookieDeclaration | string | null;
  /** Consent models by region; undefined: c15t 1.7's behaviour (the banner info decides). */
  policies?: ConsentPolicy[];
  location?: PolicyLocation;
  /** The vendors whose consent API the product drives (gating/vendor-signals.ts). */
  consentSignals: ConsentSignal[];
  /** Whether `data-consent-action` accept-all and set-consent work (open-dialog and reject-all always do). */
  grantingTriggers: boolean;
}

const OPTION_KEYS = [
  'mode', 'backendURL', 'endpointHandlers', 'store', 'translations', 'language', 'theme', 'disableAnimation',
  'scrollLock', 'trapFocus', 'colorScheme', 'noStyle', 'consentCategories', 'callbacks', 'scripts', 'ignoreGeoLocation',
  'trackingBlockerConfig', 'googleTagManager', 'storageKey', 'honorDoNotTrack', 'requestTimeoutMs', 'nonce',
  'cookieDeclaration', 'policies', 'location', 'grantingTriggers', ...COMPLIANCE_KEYS, 'consentSignals',
];
const STORE_KEYS = [
  'namespace', 'initialGdprTypes', 'ignoreGeoLocation', 'trackingBlockerConfig', 'iframeBlockerConfig',
  'privacySettings',
];
const CALLBACK_KEYS = ['onBannerFetched', 'onConsentSet', 'onError'];
export const HANDLER_KEYS = ['showConsentBanner', 'setConsent', 'verifyConsent'] as const;
const SCRIPT_CALLBACKS = ['onBeforeLoad', 'onLoad', 'onError', 'onConsentChange', 'onDelete'];
const SCRIPT_KEYS = ['id', 'category', 'src', 'textContent', 'callbackOnly', 'alwaysLoad', 'anonymizeId',
  'persistAfterConsentRevoked', 'async', 'defer', 'nonce', 'attributes', 'fetchPriority', ...SCRIPT_CALLBACKS];

/** Validates options (throwing ConsentConfigError on the first bad field) and fills in the defaults. Pure. */
export function resolveConfig(input: unknown = {}): ResolvedConfig {
  const options = (
    optionalObject('options', input ?? {}, OPTION_KEYS) ?? {}
  ) as ConsentOptions & Record<string, unknown>;
  const store = optionalObject('store', options.store, STORE_KEYS) ?? {};

  const backendURL = optionalString('backendURL', options.backendURL);
  const mode = optionalEnum('mode', options.mode, ['c15t', 'offline', 'custom'] as const)
    ?? (backendURL ? 'c15t' : 'offline');
  const endpointHandlers = optionalObject('endpointHandlers', options.endpointHandlers, HANDLER_KEYS) ?? {};
  for (const key of HANDLER_KEYS) optionalFunction(`endpointHandlers.${key}`, endpointHandlers[key]);
  if (mode === 'custom' && !Object.keys(endpointHandlers).length) {
    throw new ConsentConfigError(
      'endpointHandlers', "mode 'custom' needs showConsentBanner, setConsent and verifyConsent handlers",
    );
  }

  const translationOptions = optionalObject('translations', options.translations, [
    'defaultLanguage', 'translations', 'disableAutoLanguageSwitch',
  ]) ?? {};
  const translations = optionalObject('translations.translations', translationOptions.translations) ?? {};
  for (const [language, value] of Object.entries(translations)) {
    languageTag(`translations.translations.${language}`, language);
    optionalObject(`translations.translations.${language}`, value, [
      'common', 'cookieBanner', 'consentManagerDialog', 'consentTypes', 'frame', 'legalLinks', 'globalPrivacyControl',
      'cookieDeclaration',
    ]);
  }

  const callbacks = optionalObject('callbacks', options.callbacks, CALLBACK_KEYS) ?? {};
  for (const key of CALLBACK_KEYS) optionalFunction(`callbacks.${key}`, callbacks[key]);

  const scripts = validateScripts(options.scripts);
  const privacy = optionalObject('store.privacySettings', store.privacySettings, ['honorDoNotTrack']) ?? {};
  const iframe = optionalObject('store.iframeBlockerConfig', store.iframeBlockerConfig, ['disableAutomaticBlocking'])
    ?? {};
  const blocker = trackingBlocker('store.trackingBlockerConfig', store.trackingBlockerConfig)
    ?? trackingBlocker('trackingBlockerConfig', options.trackingBlockerConfig);

  const displayed = categories('store.initialGdprTypes', store.initialGdprTypes)
    ?? categories('consentCategories', options.consentCategories) ?? [...DEFAULT_DISPLAYED_CATEGORIES];
  for (const script of scripts) displayed.push(...conditionCategories(script.category));
  const consentSignals = resolveConsentSignals(options.consentSignals);
  for (const signal of consentSignals) displayed.push(...signal.categories);

  return {
    mode,
    backendURL: backendURL ?? '/api/c15t',
    endpointHandlers: endpointHandlers as Partial<EndpointHandlers>,
    language: options.language === undefined ? undefined : languageTag('language', options.language),
    defaultLanguage: translationOptions.defaultLanguage === undefined
      ? 'en'
      : languageTag('translations.defaultLanguage', translationOptions.defaultLanguage),
    translations: translations as Record<string, PartialTranslations>,
    disableAutoLanguageSwitch: optionalBoolean(
      'translations.disableAutoLanguageSwitch', translationOptions.disableAutoLanguageSwitch,
    ) ?? false,
    theme: theme(options.theme),
    disableAnimation: optionalBoolean('disableAnimation', options.disableAnimation) ?? false,
    scrollLock: optionalBoolean('scrollLock', options.scrollLock) ?? false,
    trapFocus: optionalBoolean('trapFocus', options.trapFocus) ?? true,
    colorScheme: optionalEnum('colorScheme', options.colorScheme, ['light', 'dark', 'system'] as const),
    noStyle: optionalBoolean('noStyle', options.noStyle) ?? false,
    consentCategories: ['necessary', ...new Set(displayed.filter((name) => name !== 'necessary'))],
    callbacks: callbacks as ConsentCallbacks,
    scripts,
    ignoreGeoLocation: optionalBoolean('store.ignoreGeoLocation', store.ignoreGeoLocation)
      ?? optionalBoolean('ignoreGeoLocation', options.ignoreGeoLocation) ?? false,
    // On by default, as in c15t 1.7, which leaves it out when managed scripts are configured.
    trackingBlocker: blocker
      ?? (scripts.length ? null : { domainMap: {}, overrideDomainConsentMap: false, disableAutomaticBlocking: false }),
    iframeBlocking: !(
      optionalBoolean('store.iframeBlockerConfig.disableAutomaticBlocking', iframe.disableAutomaticBlocking) ?? false
    ),
    googleTagManager: googleTagManager(options.googleTagManager),
    storageKey: optionalString('storageKey', options.storageKey) ?? 'privacy-consent-storage',
    honorDoNotTrack: optionalBoolean('store.privacySettings.honorDoNotTrack', privacy.honorDoNotTrack)
      ?? optionalBoolean('honorDoNotTrack', options.honorDoNotTrack) ?? false,
    namespace: namespace(store.namespace),
    requestTimeoutMs: requestTimeout(options.requestTimeoutMs),
    ...resolveCompliance(options),
    nonce: optionalString('nonce', options.nonce),
    cookieDeclaration: resolveCookieDeclaration(options.cookieDeclaration),
    policies: validPolicies(options.policies),
    location: validLocation(options.location),
    consentSignals,
    grantingTriggers: optionalBoolean('grantingTriggers', options.grantingTriggers) ?? false,
  };
}

/**
 * The global the store is also exposed as: an identifier that is free (or already ours), never a name the page or
 * the browser owns (`location` would navigate away, `ConsentElements` would replace the public API).
 */
function namespace(value: unknown): string | undefined {
  const name = optionalString('store.namespace', value);
  if (name === undefined) return undefined;
  const global = globalThis as Record<string, unknown>;
  const free = /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'ConsentElements'
    && (!(name in global) || global[name] === pageSlot<{ manager?: unknown }>(STORE_SLOT)?.manager);
  if (!free) throw new ConsentConfigError('store.namespace', `${describe(name)} is not a free global name`);
  return name;
}

function requestTimeout(value: unknown): number {
  if (value === undefined) return 5000;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new ConsentConfigError('requestTimeoutMs', `expected milliseconds > 0, got ${describe(value)}`);
  }
  return value;
}

function categories(field: string, value: unknown): CategoryName[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    throw new ConsentConfigError(field, `expected an array of category names, got ${describe(value)}`);
  }
  value.forEach((name, index) => {
    if (!isCategoryName(name)) {
      throw new ConsentConfigError(
        `${field}[${index}]`, `unknown category ${describe(name)} (known: ${CATEGORY_LIST})`,
      );
    }
  });
  return [...value];
}

function theme(value: unknown): Record<string, string> {
  const entries = Object.entries(optionalObject('theme', value) ?? {});
  for (const [key, token] of entries) {
    if (!key.startsWith('--consent-')) {
      throw new ConsentConfigError(`theme.${key}`, "theme keys are custom properties starting with '--consent-'");
    }
    if (typeof token !== 'string' || /[;{}]/.test(token)) {
      throw new ConsentConfigError(`theme.${key}`, `expected a CSS value, got ${describe(token)}`);
    }
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function googleTagManager(value: unknown): { id: string } | undefined {
  const gtm = optionalObject('googleTagManager', value, ['id']);
  if (!gtm) return undefined;
  if (typeof gtm.id !== 'string' || gtm.id.trim() === '') {
    throw new ConsentConfigError('googleTagManager.id', 'GTM container ID is required and must be a non-empty string');
  }
  return { id: gtm.id.trim() };
}

function trackingBlocker(field: string, value: unknown): TrackingBlockerConfig | null {
  const config = optionalObject(field, value, [
    'domainMap', 'domainConsentMap', 'overrideDomainConsentMap', 'disableAutomaticBlocking',
  ]);
  if (!config) return null;
  const domainMap: Record<string, CategoryName> = {};
  for (const key of ['domainConsentMap', 'domainMap']) {
    Object.assign(domainMap, validDomainMap(`${field}.${key}`, config[key]));
  }
  return {
    domainMap,
    overrideDomainConsentMap:
      optionalBoolean(`${field}.overrideDomainConsentMap`, config.overrideDomainConsentMap) ?? false,
    disableAutomaticBlocking:
      optionalBoolean(`${field}.disableAutomaticBlocking`, config.disableAutomaticBlocking) ?? false,
  };
}

function validateScripts(value: unknown): ScriptDefinition[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    throw new ConsentConfigError('scripts', `expected an array of script definitions, got ${describe(value)}`);
  }
  const ids = new Set<string>();
  return value.map((script, index) => {
    const field = `scripts[${index}]`;
    if (!isPlainObject(script)) throw new ConsentConfigError(field, `expected an object, got ${describe(script)}`);
    optionalObject(field, script, SCRIPT_KEYS);
    const id = optionalString(`${field}.id`, script.id);
    if (id === undefined) throw new ConsentConfigError(`${field}.id`, 'every script needs an id');
    if (ids.has(id)) throw new ConsentConfigError(`${field}.id`, `duplicate script id "${id}"`);
    ids.add(id);
    const where = `${field} ("${id}")`;
    if (script.category === undefined) {
      throw new ConsentConfigError(`${where}.category`, 'every script needs a category or condition');
    }
    try {
      assertCondition(script.category as ScriptDefinition['category']);
    } catch (error) {
      throw new ConsentConfigError(`${where}.category`, (error as Error).message);
    }
    optionalString(`${where}.src`, script.src);
    optionalString(`${where}.textContent`, script.textContent, { nonEmpty: false });
    const sources = [script.src !== undefined, script.textContent !== undefined, script.callbackOnly === true]
      .filter(Boolean).length;
    if (script.src !== undefined && script.textContent !== undefined) {
      throw new ConsentConfigError(where, "a script cannot have both 'src' and 'textContent'; choose one");
    }
    if (sources !== 1) {
      throw new ConsentConfigError(where, "a script needs exactly one of 'src', 'textContent' or 'callbackOnly: true'");
    }
    for (const flag of ['callbackOnly', 'alwaysLoad', 'anonymizeId', 'persistAfterConsentRevoked', 'async', 'defer']) {
      optionalBoolean(`${where}.${flag}`, script[flag]);
    }
    optionalString(`${where}.nonce`, script.nonce);
    optionalEnum(`${where}.fetchPriority`, script.fetchPriority, ['high', 'low', 'auto'] as const);
    for (const [name, attribute] of Object.entries(optionalObject(`${where}.attributes`, script.attributes) ?? {})) {
      if (typeof attribute !== 'string') {
        throw new ConsentConfigError(`${where}.attributes.${name}`, `expected a string, got ${describe(attribute)}`);
      }
    }
    for (const callback of SCRIPT_CALLBACKS) optionalFunction(`${where}.${callback}`, script[callback]);
    return { ...script } as unknown as ScriptDefinition;
  });
}
