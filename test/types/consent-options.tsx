// Compile-only check of the published option types (dist/index.d.ts), read from the options' table: run by
// `npm run check:types` after a build.
import type { ConsentOptions, ResolvedConfig, StoreOptions, TrackingBlockerConfig } from '../../dist/index.js';

export const options: ConsentOptions = {
  mode: 'custom',
  endpointHandlers: { showConsentBanner: () => ({}) as never },
  store: { namespace: 'consent', privacySettings: { honorDoNotTrack: true } },
  translations: { defaultLanguage: 'de', translations: { de: { common: { acceptAll: 'Alle' } } } },
  consentCategories: ['necessary', 'measurement'],
  callbacks: { onConsentSet: ({ preferences }) => void preferences.marketing },
  cookie: { sameSite: 'Strict', maxAgeDays: 30 },
  gpp: { sections: ['usnat', 'usca'] },
  revision: 2,
  consentSignals: ['posthog', { vendor: 'matomo', category: 'experience' }],
};
export const store: StoreOptions = { trackingBlockerConfig: { domainMap: { 'a.example': 'marketing' } } };
export const blocker: TrackingBlockerConfig = { disableAutomaticBlocking: true };
export const timeout = (config: ResolvedConfig): number => config.requestTimeoutMs + config.consentExpiryDays;

// @ts-expect-error: an unknown mode
export const badMode: ConsentOptions = { mode: 'online' };
// @ts-expect-error: an unknown category
export const badCategory: ConsentOptions = { consentCategories: ['ads'] };
// @ts-expect-error: an unknown option
export const unknownOption: ConsentOptions = { mdoe: 'offline' };
// @ts-expect-error: a callback's argument is typed
export const badCallback: ConsentOptions = { callbacks: { onConsentSet: (info: { x: number }) => info } };
// @ts-expect-error: a GPP section that does not exist
export const badSection: ConsentOptions = { gpp: { sections: ['eu'] } };
