import { DEFAULT_DISPLAYED_CATEGORIES } from './categories';
import { conditionCategories } from './condition';
import { HANDLER_KEYS, OPTIONS } from './config-schema';
import { fail } from './validate';
import { trackingBlocker } from './option-rules';
import type { CategoryName } from './types';
import type { ResolvedConfig } from './resolved-config';
import { shape } from './schema';
import { checkServices, serviceSignals } from './service-config';

export type { ResolvedConfig } from './resolved-config';
export { HANDLER_KEYS };

const resolveOptions = shape(OPTIONS);

/**
 * Validates options (throwing ConsentConfigError on the first bad field, config-schema.ts) and fills in the
 * defaults; then joins what depends on more than one option. Pure but for one read of the page: `store.namespace`
 * must be a free global name (option-rules.ts `namespace` reads `globalThis` and the page object).
 */
export function resolveConfig(input: unknown = {}): ResolvedConfig {
  const {
    store,
    translations: { translations, ...languages },
    trackingBlockerConfig,
    consentCategories,
    ...options
  } = resolveOptions('options', input ?? {});
  const { mode, backendURL, scripts, cookie, services } = options;
  if (mode === 'custom' && !Object.keys(options.endpointHandlers).length) {
    fail('endpointHandlers', "showConsentBanner, setConsent and verifyConsent for mode 'custom'", {});
  }
  const given = store.initialGdprTypes ?? consentCategories;
  const displayed = [
    ...(given ?? DEFAULT_DISPLAYED_CATEGORIES),
    ...scripts.flatMap((script) => conditionCategories(script.category)),
    ...options.consentSignals.flatMap((signal) => signal.categories as CategoryName[]),
    ...checkServices(services, given, scripts),
  ];
  return {
    ...options,
    ...languages,
    mode: mode ?? (backendURL ? 'c15t' : 'offline'),
    backendURL: backendURL ?? '/api/c15t',
    translations,
    consentCategories: ['necessary', ...new Set(displayed.filter((name) => name !== 'necessary'))],
    // On by default, as in c15t 1.7, which leaves it out when managed scripts are configured.
    trackingBlocker:
      store.trackingBlockerConfig ?? trackingBlockerConfig ?? (scripts.length ? null : trackingBlocker('', {})),
    iframeBlocking: !store.iframeBlockerConfig.disableAutomaticBlocking,
    namespace: store.namespace,
    ignoreGeoLocation: store.ignoreGeoLocation ?? options.ignoreGeoLocation,
    honorDoNotTrack: store.privacySettings.honorDoNotTrack ?? options.honorDoNotTrack,
    cookie: cookie && { ...cookie, maxAgeDays: cookie.maxAgeDays ?? options.consentExpiryDays },
    consentSignals: services.length ? serviceSignals(options.consentSignals, services) : options.consentSignals,
  };
}
