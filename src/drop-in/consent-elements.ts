/**
 * The drop-in script (`<script src="consent-elements.js">`): the core decides from the stored record at once,
 * and the UI chunk beside this file is fetched only when something must be shown.
 */
import { shallow } from '../core/shallow';
import { resolveConfig } from '../core/config';
import { ConsentConfigError } from '../core/errors';
import {
  configure,
  getConsentManager,
  getLoadingBar,
  isReportedJsonConfigError,
  startConsentManager,
  VERSION,
} from '../page/singleton';
import { CATEGORY_NAMES } from '../core/categories';
import { policyPresets } from '../core/policy-presets';
import { injectPreUpgradeStyle } from './pre-upgrade-style';
import { hidePaintedBanners } from '../ui/banner/hide-painted-banners';
import { whenUiMayBeNeeded } from './ui-needed';
import { UI_LOAD_FAILED } from './ui-load-failure';
import type { Feature } from '../core/consent-manager';
import { bannerLikely } from '../core/consent-state';
import { yieldToMain } from '../core/yield-to-main';
import { startPlan } from './start-plan';

/** `window.ConsentElements`, set by the drop-in script (`consent-elements/drop-in`). */
export type DropInApi = {
  VERSION: string;
  configure: typeof configure;
  getConsentManager: typeof getConsentManager;
  loadingBar: ReturnType<typeof getLoadingBar>;
  resolveConfig: typeof resolveConfig;
  ConsentConfigError: typeof ConsentConfigError;
  categories: readonly string[];
  policyPresets: typeof policyPresets;
};

declare global {
  interface Window {
    ConsentElements?: DropInApi;
  }
}

function start() {
  const doc = document;
  let stalled = false;
  const api: DropInApi = {
    VERSION,
    getConsentManager,
    loadingBar: getLoadingBar(),
    resolveConfig,
    ConsentConfigError,
    categories: CATEGORY_NAMES,
    policyPresets,
    configure(options) {
      const applied = configure(options);
      // A JSON config that did not parse left the page without a manager: valid options now start it.
      if (stalled) run();
      return applied;
    },
  };
  window.ConsentElements ??= api;
  injectPreUpgradeStyle(doc);
  let shell: Promise<typeof import('./banner-shell')> | undefined;
  const loadShell = () => (shell ??= shallow(() => import('./banner-shell')));
  // A first visit's banner is requested before the manager exists (startPlan); this asks again once the store has
  // decided, for the starts the plan could not foresee (a config that checks only after configure(), a manager
  // another copy created). With `policies`, the policy in force decides whether there is a banner at all.
  const prefetchBanner: Feature = (manager) => {
    // Its failure is the loader's to report, when it needs the banner: never an unhandled rejection from here.
    if (bannerLikely(manager.getState(), manager.config)) loadShell().catch(() => {});
    return () => {};
  };
  function run() {
    let manager;
    try {
      manager = startConsentManager(prefetchBanner);
    } catch (error) {
      // A broken config must not break the page: say why, once, and stay inert until configure() gives valid options.
      stalled = true;
      if (isReportedJsonConfigError(error)) return;
      console.error('[consent-elements]', error);
      doc.dispatchEvent(
        new CustomEvent('consent-error', {
          bubbles: true,
          composed: true,
          detail: { code: 'CONFIG_ERROR', message: (error as Error).message },
        }),
      );
      return;
    }
    stalled = false;
    hidePaintedBanners(manager, doc); // a banner painted by a server, when the store decides none is needed
    // The loader comes with the banner's file: a returning visitor's page that shows nothing never fetches either.
    const started = manager;
    const startLoader = () =>
      loadShell().then(
        ({ loadUiWhenNeeded }) =>
          loadUiWhenNeeded({
            manager: started,
            bar: api.loadingBar,
            doc,
            load: () => import('./consent-elements-ui'),
            loadShell,
            loadPainter: () => import('../ui/loading-bar'),
          }),
        (cause: unknown) => {
          started.reportError({ code: 'RENDER_ERROR', message: UI_LOAD_FAILED, cause });
        },
      );
    whenUiMayBeNeeded(started, api.loadingBar, doc, () => void startLoader());
  }
  const plan = startPlan(doc);
  if (plan.banner) {
    // Each from a microtask of its own (shallow), queued before the start: requested before the manager exists.
    loadShell().catch(() => {}); // reported by the loader, if it needs the banner
    shallow(() => import('../i18n/i18n')).catch(() => {}); // the strings' code, as the language controller will ask
    queueMicrotask(run);
  } else if (plan.wait) void yieldToMain().then(run);
  else run();
}

// From a microtask, still before any other script runs: when DevTools or a measuring tool (Lighthouse, any CDP
// client) watches the network, each request records its initiator's stack, and a stack holding this script's top
// level made V8 re-parse the whole file for source positions (20 to 50 ms at 4x CPU, before the banner).
// On a server (an SSR build importing every entry) there is no page: nothing to do.
if (typeof document !== 'undefined') queueMicrotask(start);
