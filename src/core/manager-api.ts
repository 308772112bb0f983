import type { ClientResult } from './backend-types';
import type { ResolvedConfig } from './resolved-config';
import type { Listener } from './create-store';
import type { ConsentState } from './consent-state';
import type { ConsentErrorDetail } from './errors';
import type { CategoryName, ColorScheme, ConsentCondition, ConsentType } from './types';

/** The public store: state, subscription and the actions of CONTRACT.md. */
export interface ConsentManager {
  getState(): ConsentState;
  subscribe(listener: Listener<ConsentState>): () => void;
  setSelectedConsent(name: CategoryName, value: boolean): void;
  saveConsents(type: ConsentType): Promise<void>;
  setConsent(name: CategoryName, value: boolean): Promise<void>;
  /** The dialog's switch of a declared service (its category follows: on while any of its services is). */
  setSelectedServiceConsent(id: string, value: boolean): void;
  /** Sets one service and saves; allowing one whose category is not granted grants the category with it alone. */
  setServiceConsent(id: string, value: boolean): Promise<void>;
  has(condition: ConsentCondition): boolean;
  hasConsented(): boolean;
  setShowPopup(show: boolean, force?: boolean): void;
  setIsPrivacyDialogOpen(open: boolean): void;
  resetConsents(): void;
  setLanguage(language: string): Promise<void>;
  /** Resolves the UI strings (`state.translations`) if they are not yet; the views call it when they first render. */
  loadTranslations(): Promise<void>;
  setColorScheme(scheme: ColorScheme): void;
  /** Asks the backend whether this browser's recorded consent covers the given categories. */
  verifyConsent(preferences: CategoryName[]): Promise<ClientResult<unknown>>;
  /** Adds categories the page uses (gated iframes, frames) to the displayed ones, as c15t 1.7 does. */
  addConsentCategories(names: readonly CategoryName[]): void;
  /** Reports an error through `consent-error` and `onError` (used by the elements and gating). */
  reportError(detail: ConsentErrorDetail): void;
  /** Resolves once stored consent is read and the banner info has settled. */
  readonly ready: Promise<void>;
  readonly config: ResolvedConfig;
  /** Applies new (already validated) options in place; the store object stays the same. */
  reconfigure(config: ResolvedConfig): Promise<void>;
  /** Removes every listener and installed side effect. */
  destroy(): void;
}

/** The actions of the decisions slice (manager-decisions.ts). */
export type DecisionActions = Pick<
  ConsentManager,
  | 'setSelectedConsent'
  | 'saveConsents'
  | 'setConsent'
  | 'has'
  | 'hasConsented'
  | 'setIsPrivacyDialogOpen'
  | 'resetConsents'
  | 'setSelectedServiceConsent'
  | 'setServiceConsent'
>;

/**
 * Installs a side effect (gating, blockers) for the manager's life; returns its disposer. `actsAtOnce`: whether, with
 * these options, installing it puts something in place that a later script can meet (a stub, a wrapper, a vendor's
 * state); the drop-in then starts the manager before any later script runs.
 */
export type Feature = ((manager: ConsentManager) => () => void) & {
  actsAtOnce?: (config: ResolvedConfig) => boolean;
};
