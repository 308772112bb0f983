import { resolveConfig, type ResolvedConfig } from '../core/config';
import { VERSION } from '../core/version';
import { declarativeTriggers } from '../gating/declarative-triggers';
import { domGatesOnDemand } from '../gating/dom-gates-on-demand';
import { managedScriptsAfterConsentMode } from '../gating/google-tags';
import { requestBlocking } from '../gating/request-blocking';
import { clearOnRevoke } from '../gating/clear-on-revoke';
import { privacyChoices } from '../gating/privacy-choices';
import { gpp } from '../gating/gpp/gpp';
import { vendorSignals } from '../gating/vendor-signals';
import type { ManagerEnvironment } from '../core/environment';
import { browserEnvironment } from './browser-environment';
import { createLoadingBar, type LoadingBarController } from '../core/loading-bar-controller';
import type { PageObject } from '../core/page-object';
import { pageSlot, STORE_SLOT } from '../core/page-slot';
import type { ConsentOptions } from '../core/options';
import type { ConsentManager, Feature } from '../core/consent-manager';
import { ConsentConfigError } from '../core/errors';
import { readConsentCookie } from '../core/compliance/cookie-mirror';
import { createConsentManager } from './create-consent-manager';

/**
 * Side effects every page manager installs (the GPP stub, vendors' states and consent-mode defaults go out before any
 * managed script can run).
 */
const DEFAULT_FEATURES: Feature[] = [
  gpp,
  vendorSignals,
  requestBlocking,
  managedScriptsAfterConsentMode,
  declarativeTriggers,
  domGatesOnDemand,
  clearOnRevoke,
  privacyChoices,
];

export { VERSION } from '../core/version';

const slot = () => pageSlot<PageObject>(STORE_SLOT, () => ({ version: VERSION }));

/** Reads `<script type="application/json" id="consent-config">`; a parse error names the script. */
export function readJsonConfig(doc: Document | undefined = globalThis.document): ConsentOptions {
  // A stand-in `document` (Node test doubles, server shims) has no getElementById: no JSON config there.
  if (typeof doc?.getElementById !== 'function') return {};
  const script = doc.getElementById('consent-config');
  if (!script?.textContent?.trim()) return {};
  try {
    return JSON.parse(script.textContent) as ConsentOptions;
  } catch (error) {
    throw new SyntaxError(
      `consent-elements: the #consent-config script is not valid JSON (${(error as Error).message})`,
      { cause: error },
    );
  }
}

/**
 * The page's JSON config. One that does not parse is reported the first time, once, as a ConsentConfigError
 * (`consent-error` CONFIG_ERROR), and throws its SyntaxError (the same one each time) until options come from
 * `configure()`: with those (`despiteBroken`) it reads as empty, so a script can still set the page up.
 */
function pageJsonConfig(despiteBroken: boolean): ConsentOptions {
  const shared = slot();
  try {
    return readJsonConfig();
  } catch (error) {
    if (!shared.jsonConfigError) {
      shared.jsonConfigError = error;
      const reason = error instanceof Error ? error.message.replace(/^consent-elements: /, '') : String(error);
      const reported = new ConsentConfigError('#consent-config', reason);
      console.error('[consent-elements]', reported);
      globalThis.document?.dispatchEvent(
        new CustomEvent('consent-error', {
          bubbles: true,
          composed: true,
          detail: { code: 'CONFIG_ERROR', message: reported.message, cause: error },
        }),
      );
    }
    if (despiteBroken) return {};
    throw shared.jsonConfigError;
  }
}

/** Whether `error` is the JSON config's parse error, which pageJsonConfig() has reported already. */
export function isReportedJsonConfigError(error: unknown): boolean {
  return error !== undefined && slot().jsonConfigError === error;
}

/** Options given to configure() are taken over a JSON config that does not parse (reported once already). */
function resolveFromPage(extra: ConsentOptions | undefined): ResolvedConfig {
  const options = { ...pageJsonConfig(extra !== undefined), ...extra };
  // On a server there is no visitor to ask and no page origin for the backend URL: nothing is sent (c15t 1.7 does not
  // fetch the banner info without a window; our React provider is offline there too). The options are still checked.
  const config = resolveConfig(options); // checked as given, on a server too
  return onServer() ? resolveConfig({ ...options, mode: 'offline' }) : config;
}

const onServer = () => typeof window === 'undefined';

/**
 * The page's one consent manager, created (and started) on first use from the JSON config and any
 * options passed to configure() before. Every copy of the library on the page gets the same instance.
 */
export function getConsentManager(): ConsentManager {
  return startConsentManager();
}

/** The options last resolved before the manager exists (startingPoint, configure()), for its creation: checked once. */
let resolved: { pending: ConsentOptions | undefined; config: ResolvedConfig } | undefined;

function creationConfig(pending: ConsentOptions | undefined): ResolvedConfig {
  if (!resolved || resolved.pending !== pending) resolved = { pending, config: resolveFromPage(pending) };
  return resolved.config;
}

/** The browser as startingPoint read it (storage, cookies, navigator), for the manager's creation: read once. */
let environment: ManagerEnvironment | undefined;
const creationEnvironment = (shared: PageObject) => (environment ??= browserEnvironment(shared.environment));

/** What the page's manager will start from: its options, and whether a decision is stored (or mirrored) here. */
export interface StartingPoint {
  config: ResolvedConfig;
  decided: boolean;
}

/**
 * The page's {@link StartingPoint} while its manager does not exist yet (undefined once it does), read without
 * creating it: the drop-in plans its start-up from it. Throws what creating the manager would throw.
 */
export function startingPoint(): StartingPoint | undefined {
  const shared = slot();
  if (shared.manager) return undefined;
  const config = creationConfig(shared.pending);
  const { storage, cookies } = creationEnvironment(shared);
  // The cookie mirror only without a stored record: a subdomain's first page may have a sibling's decision.
  const decided =
    storage.get(config.storageKey) !== null || (!!config.cookie && readConsentCookie(cookies, config.cookie) !== null);
  return { config, decided };
}

/**
 * Whether, with these options, the manager puts something in place at once that a later script can meet: a
 * feature's stub, wrapper or vendor state (the request blocker, GPP, vendor signals), or the store's global name.
 */
export const actsAtOnce = (config: ResolvedConfig): boolean =>
  !!config.namespace || DEFAULT_FEATURES.some((feature) => feature.actsAtOnce?.(config));

/** {@link getConsentManager}; a manager it creates installs `first` before the default features. */
export function startConsentManager(first?: Feature): ConsentManager {
  const shared = slot();
  if (!shared.manager) {
    const config = creationConfig(shared.pending);
    const env = creationEnvironment(shared);
    resolved = environment = undefined;
    const features = first ? [first, ...DEFAULT_FEATURES] : DEFAULT_FEATURES;
    shared.manager = createConsentManager(config, env, features);
    if (config.namespace) (globalThis as Record<string, unknown>)[config.namespace] = shared.manager;
  }
  return shared.manager;
}

/** The page's one loading bar controller (`ConsentElements.loadingBar`). */
export function getLoadingBar(): LoadingBarController {
  const shared = slot();
  return (shared.loadingBar ??= createLoadingBar());
}

/** Whether the manager exists yet (without creating it). */
export function peekConsentManager(): ConsentManager | undefined {
  return slot().manager;
}

/**
 * Validates and applies options. Before the manager exists they are kept for its creation (merged over the JSON
 * config); afterwards they are applied in place. Throws ConsentConfigError, and then nothing changes.
 */
export function configure(options: ConsentOptions): Promise<void> {
  const shared = slot();
  const merged = { ...shared.pending, ...options };
  const config = resolveFromPage(merged);
  shared.pending = merged;
  if (shared.manager) return shared.manager.reconfigure(config);
  resolved = { pending: merged, config }; // checked once: the manager's creation starts from it
  return Promise.resolve();
}

/** Tests only: drops the manager and any pending options so the next call starts afresh. */
export function resetConsentManagerForTests(overrides?: Partial<ManagerEnvironment>): void {
  const shared = slot();
  shared.manager?.destroy();
  shared.manager = undefined;
  shared.pending = undefined;
  shared.jsonConfigError = undefined;
  shared.environment = overrides;
  resolved = environment = undefined;
}
