/**
 * The drop-in script (`<script src="consent-elements.js">`): the core decides from the stored record at once,
 * and the UI chunk beside this file is fetched only when something must be shown.
 */
import { resolveConfig } from '../core/config';
import { ConsentConfigError } from '../core/errors';
import { configure, getConsentManager, getLoadingBar, startConsentManager, VERSION } from '../page/singleton';
import { CATEGORY_NAMES } from '../core/categories';
import { injectPreUpgradeStyle } from './pre-upgrade-style';
import { whenUiMayBeNeeded } from './ui-needed';
import type { Feature } from '../core/consent-manager';

type DropInApi = {
  VERSION: string;
  configure: typeof configure;
  getConsentManager: typeof getConsentManager;
  loadingBar: ReturnType<typeof getLoadingBar>;
  resolveConfig: typeof resolveConfig;
  ConsentConfigError: typeof ConsentConfigError;
  categories: readonly string[];
};

declare global {
  interface Window {
    ConsentElements?: DropInApi;
  }
}

function start() {
  const doc = document;
  const api: DropInApi = {
    VERSION, configure, getConsentManager, loadingBar: getLoadingBar(), resolveConfig, ConsentConfigError,
    categories: CATEGORY_NAMES,
  };
  window.ConsentElements ??= api;
  injectPreUpgradeStyle(doc);
  let shell: Promise<typeof import('./banner-shell')> | undefined;
  // The strings it shows come side by side with it rather than after it (the language controller reports a failure).
  const loadShell = () => (shell ??= (import('../i18n/strings').catch(() => {}), import('./banner-shell')));
  // A first visit will almost surely show the banner: it is requested as soon as the stored decision is read, before
  // the gating installs (about 20 ms sooner at 4x CPU), so on a real network its download overlaps the rest of the
  // start-up. The browser handles the responses once this task ends.
  const prefetchBanner: Feature = (manager) => {
    const { consentInfo, storageAvailable, isCrawler } = manager.getState();
    if (!consentInfo && storageAvailable && !isCrawler) loadShell();
    return () => {};
  };
  let manager;
  try {
    manager = startConsentManager(prefetchBanner);
  } catch (error) {
    // A broken JSON config must not break the page: say why, once, and stay inert.
    console.error('[consent-elements]', error);
    doc.dispatchEvent(new CustomEvent('consent-error', {
      bubbles: true, composed: true, detail: { code: 'CONFIG_ERROR', message: (error as Error).message },
    }));
    return;
  }
  // The loader comes with the banner's file: a returning visitor's page that shows nothing never fetches either.
  const startLoader = () => loadShell().then(({ loadUiWhenNeeded }) => loadUiWhenNeeded({
    manager,
    bar: api.loadingBar,
    doc,
    load: () => import('./ui'),
    loadShell,
    loadPainter: () => import('../ui/paint-loading-bars'),
  }), (cause: unknown) => {
    manager.reportError({ code: 'RENDER_ERROR', message: 'Failed to load the consent-elements UI', cause });
  });
  whenUiMayBeNeeded(manager, api.loadingBar, doc, () => void startLoader());
}

// From a microtask, still before any other script runs: when DevTools or a measuring tool (Lighthouse, any CDP
// client) watches the network, each request records its initiator's stack, and a stack holding this script's top
// level made V8 re-parse the whole file for source positions (20 to 50 ms at 4x CPU, before the banner).
// On a server (an SSR build importing every entry) there is no page: nothing to do.
if (typeof document !== 'undefined') queueMicrotask(start);
