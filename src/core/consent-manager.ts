import type { BannerInfo, ConsentClient } from './backend-types';
import { defaultConsents, isCategoryName, isDisabledCategory, necessaryOnly } from './categories';
import { evaluateCondition } from './condition';
import type { ResolvedConfig } from './config';
import { createStore } from './create-store';
import { uiOptions, type ConsentState } from './consent-state';
import { consentsFor } from './decision';
import type { ManagerEnvironment } from './environment';
import type { ConsentManager, Feature } from './manager-api';
import type { ManagerPorts } from './manager-ports';
import { CATEGORY_NOT_FOUND } from './errors';
import { createEventBridge } from './event-bridge';
import { yieldToMain } from './yield-to-main';
import { createLanguageController } from './language-controller';
import { configChanges } from './reconfiguration';
import { optionalEnum } from './validate';
import { bannerDecision, failedBannerInfo, fetchedBannerState } from './start-up';
import { decisionState, readDecision, writeDecision } from './stored-decision';
import type { CategoryName, Consents } from './types';
import type { ConsentPolicy, PolicyInForce } from './policy';
import { isCrawler } from './compliance/bots';
import { withoutGpcCategories } from './compliance/gpc';

export type { ConsentManager, Feature } from './manager-api';

/**
 * The manager over the given ports (the page's are wired in `src/page/create-consent-manager.ts`); starts at once.
 * What it decides lives beside it as pure functions: the stored decision (`stored-decision.ts`), what a save grants
 * and sends (`decision.ts`), start-up and the banner (`start-up.ts`), what a reconfiguration redoes
 * (`reconfiguration.ts`). This closure holds the state they are given and the order things happen in.
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
  const pageCategories = new Set<CategoryName>();
  const displayed = () => [...new Set([...config.consentCategories, ...pageCategories])];
  const crawler = config.hideFromBots && isCrawler(env.userAgent);
  /**
   * With the `policies` option: their module (on demand), and the policy for where the visitor is: the backend's
   * location in c15t mode, else the `location` option (or the reverse in the other modes). Null until both are known
   * (the module, and in c15t mode the banner info unless the option says): until then no stored decision counts.
   */
  let policies: typeof import('./policy') | undefined;
  let settled = false;
  let policy: ConsentPolicy | null = null;
  const policyNow = (): ConsentPolicy | null => {
    const where = policies?.policyLocation(config.mode, config.location, banner.location);
    return config.policies && policies && (where || settled || config.mode != 'c15t')
      ? policies.resolvePolicy(config.policies, where)
      : null;
  };
  const loadPolicies = (options = config) =>
    options.policies &&
    !policies &&
    import('./policy').then(
      (module) => void (policies = module),
      (cause) => failed(cause, 'Failed to load the policies: '),
    );
  const inForce = (): PolicyInForce | null => policy && { id: policy.id, model: policy.model };
  const gpcOn = () => (policy?.gpc ?? config.honorGlobalPrivacyControl) && env.globalPrivacyControl();
  /** The last decision, counting or not: the dialog starts from it. */
  let choice: Consents | null = null;
  /** Reads the stored decision; returns the one that counts and keeps the newest as `choice`. */
  const reread = () => {
    const policyId = config.policies ? (policy?.id ?? '') : undefined; // '' is no policy's id
    const [newest, counting] = readDecision(storage, { ...config, policyId }, env);
    choice = newest?.consents ?? null;
    return counting;
  };
  const record = reread();
  const visitorScheme = storage.readColorScheme();

  const store = createStore<ConsentState>({
    consents: defaultConsents(),
    selectedConsents: choice ?? defaultConsents(),
    consentInfo: record?.consentInfo ?? null,
    showPopup: false,
    isPrivacyDialogOpen: false,
    isLoadingConsentInfo: !record,
    gpc: gpcOn(),
    isCrawler: crawler,
    hasFetchedBanner: false,
    jurisdictionInfo: null,
    locationInfo: null,
    gdprTypes: config.consentCategories,
    language: 'en',
    dir: 'ltr',
    colorScheme: visitorScheme ?? config.colorScheme ?? null,
    translations: null,
    branding: null,
    storageAvailable: storage.available,
    isSaving: false,
    isReady: false,
    ui: uiOptions(config, policy),
    policy: inForce(),
  });
  // Every write of `consents` passes Global Privacy Control, whoever writes it: `consents` is the consent in force.
  const setState = store.setState;
  store.setState = (partial) =>
    setState((state) => {
      const patch = typeof partial === 'function' ? partial(state) : partial;
      if (!patch.consents) return patch;
      const consents = state.gpc ? withoutGpcCategories(patch.consents, config.gpcCategories) : patch.consents;
      return { ...patch, consents };
    });
  store.setState({ consents: record?.consents ?? defaultConsents() });
  const language = createLanguageController(
    store,
    env,
    () => config,
    () => banner,
  );
  void language.apply(); // the language and direction at once; the strings load when something shows them
  const bridge = createEventBridge(store, env.document, () => config.callbacks);
  const report = bridge.error;
  const failed = (error: unknown, prefix = '') =>
    report({ code: 'CONFIG_ERROR', message: prefix + (error as Error).message, cause: error });
  /** Whether the visitor may change `name` (a known category, not necessary); reports an unknown one. */
  const changeable = (name: string) =>
    isCategoryName(name)
      ? !isDisabledCategory(name)
      : (report({ code: 'CATEGORY_ERROR', message: `${CATEGORY_NOT_FOUND}: "${name}"` }), false);
  const effectiveConsents = (): Consents =>
    config.honorDoNotTrack && env.doNotTrack ? necessaryOnly() : store.getState().consents;

  /**
   * Another tab decided (or reset): follow it; that tab sends its own decision. Without a record in localStorage it
   * reset: it expires the cookie mirror after removing the record, and Chromium applies a cookie write
   * asynchronously, so the mirror seen here may still hold the decision, which must not count.
   */
  function followDecision() {
    const record = storage.readRecord() ? reread() : (choice = null);
    const info = store.getState().consentInfo;
    if (record ? info?.time === record.consentInfo.time && info.type === record.consentInfo.type : !info) return;
    store.setState({ ...decisionState(record), showPopup: false });
    if (!record) applyBannerDecision();
  }

  /**
   * Shows the banner or implies consent from the banner info, unless a decision is stored. `extra` lands in the
   * same update, so start-up announces the banner and readiness as one transition.
   */
  function applyBannerDecision(extra: Partial<ConsentState> = {}) {
    const state = store.getState();
    const [decision, gpcOptOut] = policy
      ? policies!.modelDecision(state, policy, displayed(), crawler, choice, config.gpcCategories)
      : [bannerDecision(state, banner, config.ignoreGeoLocation, crawler, choice)];
    store.setState({ ...decision, ...extra });
    if (gpcOptOut) void manager.saveConsents('custom');
  }

  /**
   * Resolves the policy again (the location or the options changed); a new one puts its model in force: the state
   * says so, the stored decision counts only if made under it, the strings and the banner's modality follow.
   */
  function applyPolicy(): boolean {
    const next = policyNow();
    if (next?.id === policy?.id && next?.model === policy?.model && next?.gpc === policy?.gpc) return false;
    policy = next;
    store.setState({ policy: inForce(), ui: uiOptions(config, policy), gpc: gpcOn() });
    const counting = reread();
    if (counting || store.getState().consentInfo) store.setState(decisionState(counting));
    return true;
  }

  /** The newest banner request: the client changed since an older one, whose answer no longer counts. */
  let bannerRequest = 0;
  let bannerLoad: Promise<void> = Promise.resolve();
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
    if (crawler) return;
    // A first visit will show the banner: its strings load in parallel with the banner info.
    if (!store.getState().consentInfo) language.want();
    const [result] = await Promise.all([client.showConsentBanner(), language.apply(), loadPolicies()]);
    if (request !== bannerRequest || destroyed) return; // another client's answer: neither shown nor reported
    settled = true;
    if (result.ok) {
      banner = result.data;
      const changed = applyPolicy();
      store.setState(fetchedBannerState(banner));
      if (banner.translations || changed) await language.apply();
      bridge.bannerFetched(banner);
    } else {
      banner = failedBannerInfo(config.mode, ports.offline);
      if (applyPolicy()) await language.apply();
      const cause = result.error;
      report({ code: cause.code, message: 'Failed to fetch consent banner info', status: cause.status, cause });
    }
  }

  const sending = ports.sending({
    env,
    client: () => client,
    report,
    isCancelled: () => destroyed,
    saving: (isSaving) => store.setState({ isSaving }),
  });

  const manager: ConsentManager = {
    getState: store.getState,
    subscribe: store.subscribe,
    setSelectedConsent(name, value) {
      if (changeable(name)) {
        store.setState((state) => ({ selectedConsents: { ...state.selectedConsents, [name]: value === true } }));
      }
    },
    async saveConsents(type) {
      const state = store.getState();
      const consents = consentsFor(type, state);
      const record = {
        consents,
        consentInfo: { time: env.now(), type },
        revision: config.revision,
        policyId: policy?.id,
      };
      choice = consents;
      store.setState({ ...decisionState(record), showPopup: false, isPrivacyDialogOpen: false });
      if (!writeDecision(storage, config, env, record)) {
        report({ code: 'STORAGE_ERROR', message: 'Consent kept for this page only' });
      }
      if (config.mode === 'offline') return;
      await sending.submit(record, state.gpc, env.hostname, inForce());
    },
    setConsent(name, value) {
      if (!changeable(name)) return Promise.resolve();
      store.setState((state) => {
        const base = state.consentInfo && choice ? choice : state.consents; // GPC hides what was chosen: keep it
        return { selectedConsents: { ...base, [name]: value === true } };
      });
      return manager.saveConsents('custom');
    },
    has: (condition) => evaluateCondition(condition, effectiveConsents()),
    hasConsented: () => store.getState().consentInfo !== null,
    setShowPopup(show, force = false) {
      const state = store.getState();
      const allowed = !state.consentInfo && !state.isLoadingConsentInfo && state.storageAvailable && !crawler;
      if (!show || force || allowed) store.setState({ showPopup: show });
    },
    setIsPrivacyDialogOpen(open) {
      // The dialog starts from the last decision, also one that no longer counts (another revision, expired).
      store.setState((state) =>
        open && !state.isPrivacyDialogOpen
          ? { isPrivacyDialogOpen: true, selectedConsents: choice ?? state.consents }
          : { isPrivacyDialogOpen: open },
      );
    },
    resetConsents() {
      writeDecision(storage, config, env, null);
      choice = null;
      store.setState({ ...decisionState(null), selectedConsents: defaultConsents() });
      applyBannerDecision();
    },
    async setLanguage(tag) {
      return language.set(tag);
    },
    loadTranslations() {
      if (store.getState().translations) return Promise.resolve();
      language.want();
      return language.apply();
    },
    setColorScheme(scheme) {
      optionalEnum('colorScheme', scheme ?? null, ['light', 'dark', 'system']); // as the option is checked
      storage.writeColorScheme(scheme);
      store.setState({ colorScheme: scheme });
    },
    verifyConsent(preferences) {
      return client.verifyConsent({ type: 'cookie_banner', domain: env.hostname, preferences });
    },
    addConsentCategories(names) {
      const before = pageCategories.size;
      for (const name of names) {
        if (isCategoryName(name) && !config.consentCategories.includes(name)) pageCategories.add(name);
      }
      if (pageCategories.size !== before) store.setState({ gdprTypes: displayed() });
    },
    reportError: report,
    ready: undefined!,
    get config() {
      return config;
    },
    async reconfigure(next) {
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
      if (rereadDecision) {
        const stored = reread();
        if (stored || store.getState().consentInfo) store.setState(decisionState(stored));
      }
      if (gpcChanged && !rereadDecision && choice && store.getState().consentInfo) store.setState({ consents: choice });
      if (clientChanged) settled = false;
      applyPolicy();
      const colorScheme = storage.readColorScheme() ?? config.colorScheme ?? null;
      store.setState({ gdprTypes: displayed(), ui: uiOptions(config, policy), colorScheme });
      install();
      await (clientChanged ? fetchBannerInfo() : language.apply());
      // Before start-up's first decision the banner info may not be in yet: start-up decides once it is.
      if (!destroyed && !store.getState().isLoadingConsentInfo) applyBannerDecision();
    },
    destroy() {
      destroyed = true;
      uninstall();
      bridge.dispose();
    },
  };

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
    install();
    await yieldToMain();
    if (destroyed) return;
    await fetchBannerInfo();
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
