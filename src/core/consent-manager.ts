import type { BannerInfo, ConsentClient } from './backend-types';
import type { ResolvedConfig } from './config';
import { bannerLikely, uiOptions } from './consent-state';
import type { ManagerEnvironment } from './environment';
import type { ConsentErrorDetail } from './errors';
import type { ConsentManager, Feature } from './manager-api';
import { createDecisions } from './manager-decisions';
import { createDisplay } from './manager-display';
import { createPolicySlice } from './manager-policy';
import type { ManagerContext } from './manager-context';
import type { ManagerPorts } from './manager-ports';
import { createConsentStore } from './manager-store';
import { createEventBridge } from './event-bridge';
import { yieldToMain } from './yield-to-main';
import { createLanguageController } from './language-controller';
import { configChanges } from './reconfiguration';
import { optionalEnum } from './validate';
import { failedBannerInfo, fetchedBannerState } from './start-up';

export type { ConsentManager, Feature } from './manager-api';

/**
 * The manager over the given ports (the page's are wired in `src/page/create-consent-manager.ts`); starts at once.
 * Composed of slices, each a closure of its own: the store as it starts (`manager-store.ts`), the policy in force
 * (`manager-policy.ts`), the visitor's decisions (`manager-decisions.ts`), what the UI shows (`manager-display.ts`).
 * This closure holds what a reconfiguration swaps (the options, storage, client) and the banner info, and the order
 * things happen in: start-up, fetching the banner info, reconfiguration, destruction. What they decide lives beside
 * them as pure functions: the stored decision (`stored-decision.ts`), what a save grants and sends (`decision.ts`),
 * start-up and the banner (`start-up.ts`), what a reconfiguration redoes (`reconfiguration.ts`).
 */
export function createManager(
  ports: ManagerPorts,
  initial: ResolvedConfig,
  env: ManagerEnvironment,
  features: readonly Feature[] = [],
): ConsentManager {
  let config = initial;
  let storage = ports.storage(env.storage, config.storageKey);
  let client: ConsentClient = ports.client(config, env);
  let banner: BannerInfo = ports.offline;
  let destroyed = false;
  let disposers: Array<() => void> = [];
  const getConfig = () => config;
  const getStorage = () => storage;
  const getBanner = () => banner;

  const store = createConsentStore({ getConfig, getStorage, env });
  const report = (detail: ConsentErrorDetail) => bridge.error(detail);
  const failed = (error: unknown, prefix = '') =>
    report({ code: 'CONFIG_ERROR', message: prefix + (error as Error).message, cause: error });
  const context: ManagerContext = { store, env, getConfig, getStorage, getBanner, report, failed };
  const { gpcOn, loadPolicies, applyPolicy, decideBanner } = createPolicySlice({
    ...context,
    restoreDecision: () => restore(),
  });
  const sending = ports.sending({
    env,
    client: () => client,
    report,
    isCancelled: () => destroyed,
    saving: (isSaving) => store.setState({ isSaving }),
  });
  // Reads the stored decision into the store, before the bridge listens: a stored decision is no change.
  const { decisions, restore, reapply, applyBannerDecision, followDecision } = createDecisions({
    ...context,
    decideBanner,
    sending,
  });
  const language = createLanguageController(context);
  void language.apply(); // the language and direction at once; the strings load when something shows them
  const bridge = createEventBridge(store, env.document, () => config.callbacks);
  const { display, displayed } = createDisplay({ ...context, language });

  /** The newest banner request: the client changed since an older one, whose answer no longer counts. */
  let bannerRequest = 0;
  let bannerLoad: Promise<void> = Promise.resolve();
  /**
   * The newest `configure()`: one right after the drop-in may bring policies whose module and strings are still
   * loading while start-up's banner info comes in, and the first banner must be the one of the model they give.
   */
  let reconfiguring: Promise<void> = Promise.resolve();
  /**
   * Asks the client for the banner info and waits for the newest request's answer: `configure()` right after the
   * drop-in may change the mode while start-up's request is out, and the banner must wait for the mode's decision.
   */
  async function fetchBannerInfo() {
    bannerLoad = loadBannerInfo(++bannerRequest);
    for (let awaited: Promise<void> | undefined; awaited !== bannerLoad;) await (awaited = bannerLoad);
  }

  /** Fetches the banner info while the language loads; the backend's translations, if any, are applied after. */
  async function loadBannerInfo(request: number) {
    if (store.getState().isCrawler) return;
    // A first visit will show the banner: its strings load in parallel with the banner info.
    if (!store.getState().consentInfo) language.want();
    const [result] = await Promise.all([client.showConsentBanner(), language.apply(), loadPolicies()]);
    if (request !== bannerRequest || destroyed) return; // another client's answer: neither shown nor reported
    if (result.ok) {
      banner = result.data;
      const changed = applyPolicy(true);
      store.setState(fetchedBannerState(banner));
      if (banner.translations || changed) await language.apply();
      bridge.bannerFetched(banner);
    } else {
      banner = failedBannerInfo(config.mode, ports.offline);
      if (applyPolicy(true)) await language.apply();
      const cause = result.error;
      report({ code: cause.code, message: 'Failed to fetch consent banner info', status: cause.status, cause });
    }
  }

  const manager: ConsentManager = {
    getState: store.getState,
    subscribe: store.subscribe,
    ...decisions,
    ...display,
    setColorScheme(scheme) {
      optionalEnum('colorScheme', scheme ?? null, ['light', 'dark', 'system']); // as the option is checked
      storage.writeColorScheme(scheme);
      store.setState({ colorScheme: scheme });
    },
    verifyConsent(preferences) {
      return client.verifyConsent({ type: 'cookie_banner', domain: env.hostname, preferences });
    },
    reportError: report,
    ready: undefined!,
    get config() {
      return config;
    },
    reconfigure(next) {
      const run = applyOptions(next);
      reconfiguring = run.catch(() => {});
      return run;
    },
    destroy() {
      destroyed = true;
      uninstall();
      bridge.dispose();
    },
  };
  /** What `configure()` changes, in order; start-up's first decision waits for it (`reconfiguring`). */
  async function applyOptions(next: ResolvedConfig) {
    const loading = loadPolicies(next); // policies added now: their module first, so that nothing lapses meanwhile
    if (loading) await loading;
    const {
      client: clientChanged,
      storage: keyChanged,
      decision: rereadDecision,
      gpc: gpcChanged,
    } = configChanges(config, next);
    uninstall();
    config = next;
    if (clientChanged) client = ports.client(config, env);
    if (keyChanged) storage = ports.storage(env.storage, config.storageKey);
    store.setState({ gpc: gpcOn() });
    if (rereadDecision) restore();
    if (gpcChanged && !rereadDecision) reapply();
    applyPolicy(clientChanged ? false : undefined); // a new client's banner info is not in yet
    const colorScheme = storage.readColorScheme() ?? config.colorScheme ?? null;
    store.setState({ gdprTypes: displayed(), ui: uiOptions(config, store.getState().policy), colorScheme });
    install();
    await (clientChanged ? fetchBannerInfo() : language.apply());
    // Before start-up's first decision the banner info may not be in yet: start-up decides once it is.
    if (!destroyed && !store.getState().isLoadingConsentInfo) applyBannerDecision();
  }

  function install() {
    const tabs = ports.tabs(env, () => config.storageKey, followDecision);
    disposers = [
      tabs,
      ...features.map((feature) => {
        try {
          return feature(manager);
        } catch (error) {
          failed(error);
          return () => {};
        }
      }),
    ];
  }
  function uninstall() {
    for (const dispose of disposers.splice(0)) dispose();
  }

  async function start() {
    // A first visit's strings are requested before the features install (the drop-in's first feature requests the
    // banner's renderer beside them), so their download overlaps the rest of the start-up.
    if (bannerLikely(store.getState(), config)) language.preload();
    install();
    await yieldToMain();
    if (destroyed) return;
    await fetchBannerInfo();
    for (let awaited; awaited !== reconfiguring;) await (awaited = reconfiguring);
    if (destroyed) return;
    applyBannerDecision({ isLoadingConsentInfo: false, isReady: true });
    if (config.mode === 'offline') return;
    // Pending decisions exist only with a backend, whose code (and the outbox's) loads on demand.
    sending.replay().catch(() => {}); // a chunk that cannot load is reported by the next save
  }

  (manager as { ready: Promise<void> }).ready = start().catch((error) => {
    failed(error, 'consent-elements failed to start: ');
    store.setState({ isLoadingConsentInfo: false, isReady: true });
  });
  return manager;
}
