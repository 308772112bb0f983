import type { BannerInfo, ClientResult, ConsentClient } from './backend-types';
import { CATEGORY_NAMES, defaultConsents, isCategoryName, isDisabledCategory, necessaryOnly } from './categories';
import { evaluateCondition } from './condition';
import type { ResolvedConfig } from './config';
import { createStore, type Listener } from './create-store';
import type { ConsentState } from './consent-state';
import type { ManagerEnvironment } from './environment';
import type { ManagerPorts } from './manager-ports';
import { randomId } from './random-id';
import { CATEGORY_NOT_FOUND, ConsentConfigError, type ConsentErrorDetail } from './errors';
import { createEventBridge } from './event-bridge';
import { yieldToMain } from './yield-to-main';
import { createLanguageController } from './language-controller';
import type { CategoryName, ColorScheme, ConsentCondition, ConsentRecord, ConsentType, Consents } from './types';
import { isCrawler } from './compliance/bots';
import { readConsentCookie, writeConsentCookie } from './compliance/cookie-mirror';
import { withoutGpcCategories } from './compliance/gpc';
import { decisionCounts } from './compliance/revision';

/** The public store: state, subscription and the actions of CONTRACT.md. */
export interface ConsentManager {
  getState(): ConsentState;
  subscribe(listener: Listener<ConsentState>): () => void;
  setSelectedConsent(name: CategoryName, value: boolean): void;
  saveConsents(type: ConsentType): Promise<void>;
  setConsent(name: CategoryName, value: boolean): Promise<void>;
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

/** Installs a side effect (gating, blockers) for the manager's life; returns its disposer. */
export type Feature = (manager: ConsentManager) => () => void;

/**
 * The manager over the given ports (the page's are wired in `src/page/create-consent-manager.ts`); starts at once.
 */
export function createManager(
  ports: ManagerPorts, initial: ResolvedConfig, env: ManagerEnvironment, features: readonly Feature[] = [],
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
  const gpcOn = () => config.honorGlobalPrivacyControl && env.globalPrivacyControl();
  /** The last decision, counting or not: the dialog starts from it. */
  let choice: Consents | null = null;
  const record = readDecision();
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
    ui: uiOptions(config),
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
  const language = createLanguageController(store, env, () => config, () => banner);
  void language.apply(); // the language and direction at once; the strings load when something shows them
  const bridge = createEventBridge(store, env.document, () => config.callbacks);
  const report = (detail: ConsentErrorDetail) => bridge.error(detail);
  const notFound = (name: string) => report({ code: 'CATEGORY_ERROR', message: `${CATEGORY_NOT_FOUND}: "${name}"` });
  const effectiveConsents = (): Consents => (config.honorDoNotTrack && env.doNotTrack ? necessaryOnly() : store.getState().consents);

  /**
   * The decision that counts: the newer of localStorage and the cookie mirror (a subdomain may have only the
   * cookie), if made under this revision and within the expiry. Sets `choice` to the newest decision either way.
   */
  function readDecision(): ConsentRecord | null {
    const stored = storage.readRecord();
    const mirrored = config.cookie ? readConsentCookie(env.cookies, config.cookie) : null;
    const newest = mirrored && (!stored || mirrored.consentInfo.time > stored.consentInfo.time) ? mirrored : stored;
    choice = newest?.consents ?? null;
    const counts = newest && decisionCounts(newest, config, env.now()) ? newest : null;
    // A decision stored before the mirror existed (or while it was off) reaches servers from the next request on.
    if (counts === stored && stored && config.cookie && !mirrored) {
      writeConsentCookie(env.cookies, config.cookie, stored, env.https);
    }
    return counts;
  }
  /** Another tab decided (or reset): follow it; that tab sends its own decision. */
  function followDecision() {
    const record = readDecision();
    const info = store.getState().consentInfo;
    if (!record) {
      if (!info) return;
      store.setState({ consents: defaultConsents(), consentInfo: null });
      return applyBannerDecision();
    }
    if (info?.time === record.consentInfo.time && info.type === record.consentInfo.type) return;
    store.setState({ consents: record.consents, selectedConsents: record.consents, consentInfo: record.consentInfo, showPopup: false });
  }

  /**
   * Shows the banner or implies consent from the banner info, unless a decision is stored. `extra` lands in the
   * same update, so start-up announces the banner and readiness as one transition.
   */
  function applyBannerDecision(extra: Partial<ConsentState> = {}) {
    const state = store.getState();
    if (state.consentInfo) return store.setState({ showPopup: false, ...extra });
    const show = !crawler && state.storageAvailable && (config.ignoreGeoLocation || banner.showConsentBanner);
    const implied = !crawler && !show && !banner.showConsentBanner && banner.jurisdiction.code === 'NONE';
    const consents = implied ? (Object.fromEntries(CATEGORY_NAMES.map((name) => [name, true])) as Consents) : defaultConsents();
    store.setState({ showPopup: show, consents, selectedConsents: implied ? consents : choice ?? consents, ...extra });
  }

  /** Fetches the banner info while the language loads; the backend's translations, if any, are applied after. */
  async function loadBannerInfo() {
    if (crawler) return;
    // A first visit will show the banner: its strings load in parallel with the banner info.
    if (!store.getState().consentInfo) language.want();
    const [result] = await Promise.all([client.showConsentBanner(), language.apply()]);
    if (result.ok) {
      const info = result.data;
      banner = info;
      const locationInfo = { ...info.location, jurisdiction: info.jurisdiction.code, jurisdictionMessage: info.jurisdiction.message };
      store.setState({ hasFetchedBanner: true, jurisdictionInfo: info.jurisdiction, locationInfo, branding: info.branding ?? null });
      if (info.translations) await language.apply();
      bridge.bannerFetched(info);
    } else {
      // c15t 1.x: a failing custom handler hides the popup; a backend that cannot answer falls back to offline.
      banner = config.mode === 'custom'
        ? { ...ports.offline, showConsentBanner: false, jurisdiction: { code: '', message: '' } } : ports.offline;
      const cause = result.error;
      report({ code: cause.code, message: 'Failed to fetch consent banner info', status: cause.status, cause });
    }
  }

  const sending = ports.sending({
    env, client: () => client, storage: () => storage, report, isCancelled: () => destroyed,
    saving: (isSaving) => store.setState({ isSaving }),
  });

  const manager: ConsentManager = {
    getState: store.getState,
    subscribe: store.subscribe,
    setSelectedConsent(name, value) {
      if (!isCategoryName(name)) return notFound(name);
      if (isDisabledCategory(name)) return;
      store.setState((state) => ({ selectedConsents: { ...state.selectedConsents, [name]: value === true } }));
    },
    async saveConsents(type) {
      if (!SAVE_TYPES.includes(type)) throw new ConsentConfigError('saveConsents', `unknown type ${JSON.stringify(type)}`);
      const state = store.getState();
      const consents: Consents =
        type === 'necessary' ? necessaryOnly()
          : type === 'all' ? { ...state.selectedConsents, ...Object.fromEntries(state.gdprTypes.map((name) => [name, true])) }
            : { ...state.selectedConsents, necessary: true };
      const consentInfo = { time: env.now(), type };
      const { revision } = config;
      choice = consents;
      store.setState({ consents, selectedConsents: consents, consentInfo, showPopup: false, isPrivacyDialogOpen: false });
      if (!storage.writeRecord({ consents, consentInfo, revision })) {
        report({ code: 'STORAGE_ERROR', message: 'Consent kept for this page only' });
      }
      if (config.cookie) writeConsentCookie(env.cookies, config.cookie, { consents, consentInfo, revision }, env.https);
      if (config.mode === 'offline') return;
      const metadata = {
        source: 'consent_widget', acceptanceMethod: type, submissionId: randomId(), clientTime: new Date(consentInfo.time).toISOString(),
        gpc: state.gpc, ...(revision === undefined ? {} : { revision }),
      };
      await sending.submit({ type: 'cookie_banner', domain: env.hostname, preferences: consents, metadata });
    },
    setConsent(name, value) {
      if (!isCategoryName(name)) return Promise.resolve(notFound(name));
      if (isDisabledCategory(name)) return Promise.resolve();
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
          : { isPrivacyDialogOpen: open });
    },
    resetConsents() {
      storage.clearRecord();
      if (config.cookie) writeConsentCookie(env.cookies, config.cookie, null, env.https);
      choice = null;
      store.setState({ consents: defaultConsents(), selectedConsents: defaultConsents(), consentInfo: null });
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
      if (!['light', 'dark', 'system'].includes(scheme)) throw new ConsentConfigError('colorScheme', `expected 'light', 'dark' or 'system', got ${JSON.stringify(scheme)}`);
      storage.writeColorScheme(scheme);
      store.setState({ colorScheme: scheme });
    },
    verifyConsent(preferences) {
      const subjectId = storage.subjectId();
      return client.verifyConsent({ type: 'cookie_banner', domain: env.hostname, preferences, ...(subjectId ? { subjectId } : {}) });
    },
    addConsentCategories(names) {
      const before = pageCategories.size;
      for (const name of names) if (isCategoryName(name) && !config.consentCategories.includes(name)) pageCategories.add(name);
      if (pageCategories.size !== before) store.setState({ gdprTypes: displayed() });
    },
    reportError: report,
    ready: undefined!,
    get config() {
      return config;
    },
    async reconfigure(next) {
      const clientChanged = next.mode !== config.mode || next.backendURL !== config.backendURL || next.endpointHandlers !== config.endpointHandlers;
      const keyChanged = next.storageKey !== config.storageKey;
      const rereadDecision = keyChanged || next.revision !== config.revision
        || next.consentExpiryDays !== config.consentExpiryDays;
      const gpcChanged = next.honorGlobalPrivacyControl !== config.honorGlobalPrivacyControl
        || `${next.gpcCategories}` !== `${config.gpcCategories}`;
      uninstall();
      config = next;
      if (clientChanged) client = ports.client(config, env);
      if (keyChanged) storage = ports.storage(env.storage, config.storageKey);
      store.setState({ gpc: gpcOn() });
      if (rereadDecision) {
        const stored = readDecision();
        if (stored) store.setState({ consents: stored.consents, selectedConsents: stored.consents, consentInfo: stored.consentInfo });
        else if (store.getState().consentInfo) store.setState({ consents: defaultConsents(), consentInfo: null });
      }
      if (gpcChanged && !rereadDecision && choice && store.getState().consentInfo) store.setState({ consents: choice });
      store.setState({ gdprTypes: displayed(), ui: uiOptions(config), colorScheme: storage.readColorScheme() ?? config.colorScheme ?? null });
      install();
      await (clientChanged ? loadBannerInfo() : language.apply());
      if (!destroyed) applyBannerDecision();
    },
    destroy() {
      destroyed = true;
      uninstall();
      bridge.dispose();
    },
  };

  function install() {
    const tabs = ports.tabs(env, () => config.storageKey, followDecision);
    disposers = [tabs, ...features.map((feature) => {
      try {
        return feature(manager);
      } catch (error) {
        report({ code: 'CONFIG_ERROR', message: (error as Error).message, cause: error });
        return () => {};
      }
    })];
  }
  function uninstall() {
    for (const dispose of disposers.splice(0)) dispose();
  }

  async function start() {
    install();
    await yieldToMain();
    if (destroyed) return;
    await loadBannerInfo();
    if (destroyed) return;
    applyBannerDecision({ isLoadingConsentInfo: false, isReady: true });
    if (config.mode === 'offline') return;
    // Pending decisions exist only with a backend, whose code (and the outbox's) loads on demand.
    sending.replay().catch(() => {}); // a chunk that cannot load is reported by the next save
  }

  (manager as { ready: Promise<void> }).ready = start().catch((error) => {
    report({ code: 'CONFIG_ERROR', message: `consent-elements failed to start: ${(error as Error).message}`, cause: error });
    store.setState({ isLoadingConsentInfo: false, isReady: true });
  });
  return manager;
}

function uiOptions(config: ResolvedConfig) {
  const { disableAnimation, scrollLock, trapFocus, noStyle, theme, legalLinks } = config;
  return { disableAnimation, scrollLock, trapFocus, noStyle, theme, legalLinks };
}

const SAVE_TYPES: readonly ConsentType[] = ['all', 'necessary', 'custom'];
