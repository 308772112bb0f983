import type { CookieMirrorOptions } from './compliance/options';
import type { OPTIONS } from './config-schema';
import type { TrackingBlockerConfig } from './option-rules';
import type { OptionsOutput } from './schema';
import type { CategoryName } from './types';

/** The options as the table's walk resolves them (each rule's result), before resolveConfig's joins. */
export type WalkedOptions = OptionsOutput<typeof OPTIONS>;

/** What resolveConfig joins from several options (or spreads out), instead of keeping the walk's value. */
type Joined =
  'mode' | 'backendURL' | 'store' | 'translations' | 'consentCategories' | 'trackingBlockerConfig' | 'cookie';
type Languages = WalkedOptions['translations'];

/** Options after validation, with every default filled in: the walk's values, then the joins. */
export interface ResolvedConfig extends Omit<WalkedOptions, Joined>, Languages {
  mode: NonNullable<WalkedOptions['mode']>;
  backendURL: string;
  /** Displayed categories, necessary first (`consentCategories`, `store.initialGdprTypes`, what scripts need). */
  consentCategories: CategoryName[];
  /** Null: the request blocker is not installed (managed `scripts` without `trackingBlockerConfig`). */
  trackingBlocker: TrackingBlockerConfig | null;
  /** `store.iframeBlockerConfig.disableAutomaticBlocking` turned around. */
  iframeBlocking: boolean;
  /** `store.namespace`. */
  namespace?: string;
  /** The cookie mirror, its lifetime filled in from `consentExpiryDays`; false: off. */
  cookie: CookieMirrorOptions | false;
}
