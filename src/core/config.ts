import type { PartialTranslations } from '../i18n/types';
import type { EndpointHandlers } from './backend-types';
import { CATEGORY_LIST, DEFAULT_DISPLAYED_CATEGORIES, isCategoryName } from './categories';
import { assertCondition, conditionCategories } from './condition';
import { resolveCookieDeclaration, type CookieDeclaration } from './cookie-declaration';
import { validDomainMap } from './domain-map';
import { ConsentConfigError } from './errors';
import { pageSlot, STORE_SLOT, type PageObject } from './page-slot';
import type { ConsentCallbacks, ScriptDefinition, TrackingBlockerConfig } from './options';
import type { CategoryName, ColorScheme } from './types';
import { COMPLIANCE_KEYS, resolveCompliance, type ComplianceConfig } from './compliance/options';
import type { ConsentPolicy, PolicyLocation } from './policy';
import { validLocation, validPolicies } from './policy-config';
import { resolveConsentSignals, type ConsentSignal } from './consent-signals';
import {
  describe,
  fail,
  isPlainObject,
  languageTag,
  optionalBoolean,
  optionalEnum,
  optionalFunctions,
  optionalObject,
  optionalString,
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

/** The boolean options and their defaults (`store.privacySettings`/`store` ones are read before these). */
const FLAGS = {
  disableAnimation: false,
  scrollLock: false,
  trapFocus: true,
  noStyle: false,
  ignoreGeoLocation: false,
  honorDoNotTrack: false,
  grantingTriggers: false,
};
const OPTION_KEYS = [
  'mode',
  'backendURL',
  'endpointHandlers',
  'store',
  'translations',
  'language',
  'theme',
  'disableAnimation',
  'scrollLock',
  'trapFocus',
  'colorScheme',
  'noStyle',
  'consentCategories',
  'callbacks',
  'scripts',
  'ignoreGeoLocation',
  'trackingBlockerConfig',
  'googleTagManager',
  'storageKey',
  'honorDoNotTrack',
  'requestTimeoutMs',
  'nonce',
  'cookieDeclaration',
  'policies',
  'location',
  'grantingTriggers',
  ...COMPLIANCE_KEYS,
  'consentSignals',
];
const STORE_KEYS = [
  'namespace',
  'initialGdprTypes',
  'ignoreGeoLocation',
  'trackingBlockerConfig',
  'iframeBlockerConfig',
  'privacySettings',
];
const CALLBACK_KEYS = ['onBannerFetched', 'onConsentSet', 'onError'];
export const HANDLER_KEYS = ['showConsentBanner', 'setConsent', 'verifyConsent'] as const;
const SCRIPT_FLAGS = ['callbackOnly', 'alwaysLoad', 'anonymizeId', 'persistAfterConsentRevoked', 'async', 'defer'];
const SCRIPT_CALLBACKS = ['onBeforeLoad', 'onLoad', 'onError', 'onConsentChange', 'onDelete'];
const SCRIPT_KEYS = [
  'id',
  'category',
  'src',
  'textContent',
  ...SCRIPT_FLAGS,
  'nonce',
  'attributes',
  'fetchPriority',
  ...SCRIPT_CALLBACKS,
];
const SECTIONS = [
  'common',
  'cookieBanner',
  'consentManagerDialog',
  'consentTypes',
  'frame',
  'legalLinks',
  'globalPrivacyControl',
  'cookieDeclaration',
];

/** Validates options (throwing ConsentConfigError on the first bad field) and fills in the defaults. Pure. */
export function resolveConfig(input: unknown = {}): ResolvedConfig {
  const options = optionalObject('options', input ?? {}, OPTION_KEYS)!;
  const store = optionalObject('store', options.store, STORE_KEYS) ?? {};
  const at = (path: string) =>
    path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], options);
  const object = (field: string, keys?: readonly string[]) => optionalObject(field, at(field), keys) ?? {};

  const backendURL = optionalString('backendURL', options.backendURL);
  const mode =
    optionalEnum('mode', options.mode, ['c15t', 'offline', 'custom'] as const) ?? (backendURL ? 'c15t' : 'offline');
  const endpointHandlers = object('endpointHandlers', HANDLER_KEYS);
  optionalFunctions('endpointHandlers', endpointHandlers, HANDLER_KEYS);
  if (mode === 'custom' && !Object.keys(endpointHandlers).length) {
    throw new ConsentConfigError(
      'endpointHandlers',
      "mode 'custom' needs showConsentBanner, setConsent and verifyConsent handlers",
    );
  }

  const translationOptions = object('translations', ['defaultLanguage', 'translations', 'disableAutoLanguageSwitch']);
  const translations = object('translations.translations');
  for (const [language, value] of Object.entries(translations)) {
    const field = `translations.translations.${language}`;
    languageTag(field, language);
    optionalObject(field, value, SECTIONS);
  }

  const callbacks = object('callbacks', CALLBACK_KEYS);
  optionalFunctions('callbacks', callbacks, CALLBACK_KEYS);

  const scripts = validateScripts(options.scripts);
  const privacy = object('store.privacySettings', ['honorDoNotTrack']);
  const iframe = object('store.iframeBlockerConfig', ['disableAutomaticBlocking']);
  const blocker =
    trackingBlocker('store.trackingBlockerConfig', store.trackingBlockerConfig) ??
    trackingBlocker('trackingBlockerConfig', options.trackingBlockerConfig);

  const displayed = categories('store.initialGdprTypes', store.initialGdprTypes) ??
    categories('consentCategories', options.consentCategories) ?? [...DEFAULT_DISPLAYED_CATEGORIES];
  for (const script of scripts) displayed.push(...conditionCategories(script.category));
  const consentSignals = resolveConsentSignals(options.consentSignals);
  for (const signal of consentSignals) displayed.push(...signal.categories);

  const flags: Record<string, boolean> = {};
  for (const [key, fallback] of Object.entries(FLAGS)) flags[key] = optionalBoolean(key, options[key]) ?? fallback;
  // c15t's store options win over the top-level ones.
  flags.ignoreGeoLocation =
    optionalBoolean('store.ignoreGeoLocation', store.ignoreGeoLocation) ?? flags.ignoreGeoLocation;
  flags.honorDoNotTrack =
    optionalBoolean('store.privacySettings.honorDoNotTrack', privacy.honorDoNotTrack) ?? flags.honorDoNotTrack;
  return {
    mode,
    backendURL: backendURL ?? '/api/c15t',
    endpointHandlers: endpointHandlers as Partial<EndpointHandlers>,
    language: options.language === undefined ? undefined : languageTag('language', options.language),
    defaultLanguage:
      translationOptions.defaultLanguage === undefined
        ? 'en'
        : languageTag('translations.defaultLanguage', translationOptions.defaultLanguage),
    translations: translations as Record<string, PartialTranslations>,
    disableAutoLanguageSwitch:
      optionalBoolean('translations.disableAutoLanguageSwitch', translationOptions.disableAutoLanguageSwitch) ?? false,
    theme: theme(options.theme),
    ...(flags as Pick<ResolvedConfig, keyof typeof FLAGS>),
    colorScheme: optionalEnum('colorScheme', options.colorScheme, ['light', 'dark', 'system'] as const),
    consentCategories: ['necessary', ...new Set(displayed.filter((name) => name !== 'necessary'))],
    callbacks: callbacks as ConsentCallbacks,
    scripts,
    // On by default, as in c15t 1.7, which leaves it out when managed scripts are configured.
    trackingBlocker:
      blocker ??
      (scripts.length ? null : { domainMap: {}, overrideDomainConsentMap: false, disableAutomaticBlocking: false }),
    iframeBlocking: !optionalBoolean(
      'store.iframeBlockerConfig.disableAutomaticBlocking',
      iframe.disableAutomaticBlocking,
    ),
    googleTagManager: googleTagManager(options.googleTagManager),
    storageKey: optionalString('storageKey', options.storageKey) ?? 'privacy-consent-storage',
    namespace: namespace(store.namespace),
    requestTimeoutMs:
      options.requestTimeoutMs === undefined
        ? 5000
        : positive('requestTimeoutMs', options.requestTimeoutMs, 'milliseconds > 0'),
    ...resolveCompliance(options),
    nonce: optionalString('nonce', options.nonce),
    cookieDeclaration: resolveCookieDeclaration(options.cookieDeclaration),
    policies: validPolicies(options.policies),
    location: validLocation(options.location),
    consentSignals,
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
  const free =
    /^[A-Za-z_$][\w$]*$/.test(name) &&
    name !== 'ConsentElements' &&
    (!(name in global) || global[name] === pageSlot<PageObject>(STORE_SLOT)?.manager);
  if (!free) throw new ConsentConfigError('store.namespace', `${describe(name)} is not a free global name`);
  return name;
}

/** A finite number above 0. */
export function positive(field: string, value: unknown, expected: string): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fail(field, expected, value);
}

function categories(field: string, value: unknown): CategoryName[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    fail(field, 'an array of category names', value);
  }
  value.forEach((name, index) => {
    if (!isCategoryName(name)) {
      throw new ConsentConfigError(
        `${field}[${index}]`,
        `unknown category ${describe(name)} (known: ${CATEGORY_LIST})`,
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
      fail(`theme.${key}`, 'a CSS value', token);
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
    'domainMap',
    'domainConsentMap',
    'overrideDomainConsentMap',
    'disableAutomaticBlocking',
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
    fail('scripts', 'an array of script definitions', value);
  }
  const ids = new Set<string>();
  return value.map((script, index) => {
    const field = `scripts[${index}]`;
    if (!isPlainObject(script)) fail(field, 'an object', script);
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
    optionalString(`${where}.textContent`, script.textContent, false);
    const sources = [script.src !== undefined, script.textContent !== undefined, script.callbackOnly === true].filter(
      Boolean,
    ).length;
    if (script.src !== undefined && script.textContent !== undefined) {
      throw new ConsentConfigError(where, "a script cannot have both 'src' and 'textContent'; choose one");
    }
    if (sources !== 1) {
      throw new ConsentConfigError(where, "a script needs exactly one of 'src', 'textContent' or 'callbackOnly: true'");
    }
    for (const flag of SCRIPT_FLAGS) optionalBoolean(`${where}.${flag}`, script[flag]);
    optionalString(`${where}.nonce`, script.nonce);
    optionalEnum(`${where}.fetchPriority`, script.fetchPriority, ['high', 'low', 'auto'] as const);
    for (const [name, attribute] of Object.entries(optionalObject(`${where}.attributes`, script.attributes) ?? {})) {
      if (typeof attribute !== 'string') {
        fail(`${where}.attributes.${name}`, 'a string', attribute);
      }
    }
    optionalFunctions(where, script, SCRIPT_CALLBACKS);
    return { ...script } as unknown as ScriptDefinition;
  });
}
