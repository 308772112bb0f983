import type { GppConfig } from './gpp-options';
import type { PartialTranslations } from '../i18n/translation-types';
import type { EndpointHandlers } from './backend-types';
import type { ComplianceConfig } from './compliance/options';
import type { ConsentSignal } from './consent-signals';
import type { CookieDeclaration } from './cookie-declaration';
import type { ConsentCallbacks, ResolvedScript, TrackingBlockerConfig } from './options';
import type { ConsentPolicy, PolicyLocation } from './policy-types';
import type { ServiceDefinition } from './services';
import type { CategoryName, ColorScheme } from './types';

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
  scripts: ResolvedScript[];
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
  /** The services (vendors) the visitor can allow or refuse one by one, inside their categories. */
  services: ServiceDefinition[];
  /** Whether `data-consent-action` accept-all and set-consent work (open-dialog and reject-all always do). */
  grantingTriggers: boolean;
  /** IAB's GPP API on the page (gating/gpp.ts); null: off. */
  gpp: GppConfig | null;
}
