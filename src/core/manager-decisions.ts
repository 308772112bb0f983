import { defaultConsents, isCategoryName, isDisabledCategory, necessaryOnly } from './categories';
import { evaluateCondition } from './condition';
import type { ConsentState } from './consent-state';
import { consentsFor } from './decision';
import { CATEGORY_NOT_FOUND } from './errors';
import type { DecisionActions } from './manager-api';
import type { ManagerContext } from './manager-context';
import type { PolicySlice } from './manager-policy';
import type { Sending } from './manager-ports';
import { selectCategory, selectService, startFrom } from './service-selection';
import { decisionState, readDecision, writeDecision } from './stored-decision';
import { servicesFor, unasked, type ServiceConsents } from './services';
import type { Consents } from './types';

/**
 * The manager's decisions slice: the visitor's decision, read from storage at once (the one that counts is put in
 * force) and on demand, chosen, saved (stored, then sent), asked about, followed from other tabs and forgotten.
 * It keeps the last decision, counting or not (`choice`): the dialog starts from it. Returns the manager's decision
 * actions and what the rest of the manager calls: `restore`, `reapply`, `applyBannerDecision`, `followDecision`.
 */
export function createDecisions({
  store,
  env,
  getConfig,
  getStorage,
  report,
  decideBanner,
  sending,
}: Pick<ManagerContext, 'store' | 'env' | 'getConfig' | 'getStorage' | 'report'> & {
  decideBanner: PolicySlice['decideBanner'];
  sending: Sending;
}) {
  let choice: Consents | null = null;
  /** The services of the last decision (none in a record of an earlier version). */
  let chosen: ServiceConsents | undefined;
  const services = () => getConfig().services;
  /** The last decision's services as the dialog starts from them: one it does not know, off. */
  const chosenServices = () => servicesFor(services(), choice!, chosen ?? {});
  /** Reads the stored decision; returns the one that counts and keeps the newest as `choice`. */
  const reread = (following?: boolean) => {
    const config = getConfig();
    // The policy id a decision must carry to count: '' (no policy's) until a policy is in force; none without.
    const policyId = config.policies ? (store.getState().policy?.id ?? '') : undefined;
    const [newest, counting] = readDecision(getStorage(), { ...config, policyId }, env, following);
    choice = newest?.consents ?? null;
    chosen = newest?.services;
    return counting;
  };
  /** The declared service `id` if the visitor may change it (not necessary); reports an unknown one. */
  const changeableService = (id: string) => {
    const service = services().find((declared) => declared.id === id);
    if (!service) report({ code: 'CATEGORY_ERROR', message: `Service not declared: "${id}"` });
    return service?.category == 'necessary' ? undefined : service;
  };
  /** Whether the visitor may change `name` (a known category, not necessary); reports an unknown one. */
  const changeable = (name: string) =>
    isCategoryName(name)
      ? !isDisabledCategory(name)
      : (report({ code: 'CATEGORY_ERROR', message: `${CATEGORY_NOT_FOUND}: "${name}"` }), false);

  const record = reread();
  store.setState({
    storageAvailable: getStorage().available, // after the read, which may prove it
    selectedConsents: choice ?? defaultConsents(),
    ...(choice ? { selectedServiceConsents: chosenServices() } : {}),
    isLoadingConsentInfo: !record,
    ...decisionState(record),
  });

  /**
   * Shows the banner or implies consent from the banner info, unless a decision is stored. `extra` lands in the
   * same update, so start-up announces the banner and readiness as one transition.
   */
  function applyBannerDecision(extra: Partial<ConsentState> = {}) {
    const [decision, gpcOptOut] = decideBanner(choice);
    const state = store.getState();
    // A service the stored decision was not asked about, in a category it granted: asked again, the decision
    // counting meanwhile and the dialog starting from it with that service off.
    const ask = state.consentInfo && state.storageAvailable && !state.isCrawler && unasked(services(), choice!, chosen);
    store.setState({
      ...decision,
      ...(choice && decision.selectedConsents == choice && { selectedServiceConsents: chosenServices() }),
      ...(ask && { showPopup: true }),
      ...extra,
    });
    if (gpcOptOut) void decisions.saveConsents('custom');
  }

  /** Reads the stored decision again and puts the one that counts in force (none, if one was and none counts). */
  function restore() {
    const counting = reread();
    if (counting || store.getState().consentInfo) store.setState(decisionState(counting));
  }
  /** Global Privacy Control's options changed: the last decision, if it counts, is put in force filtered anew. */
  function reapply() {
    if (choice && store.getState().consentInfo) store.setState({ consents: choice, serviceConsents: chosen ?? {} });
  }
  /**
   * Another tab decided (or reset): follow it; that tab sends its own decision. Without a record in localStorage it
   * reset: it expires the cookie mirror after removing the record, and Chromium applies a cookie write
   * asynchronously, so the mirror seen here may still hold the decision, which must not count.
   */
  function followDecision() {
    const record = getStorage().readRecord() ? reread(true) : (choice = null);
    const info = store.getState().consentInfo;
    if (record ? info?.time === record.consentInfo.time && info.type === record.consentInfo.type : !info) return;
    if (!record) {
      store.setState(decisionState(null));
      return applyBannerDecision();
    }
    store.setState({ ...decisionState(record), showPopup: false });
  }

  const decisions: DecisionActions = {
    setSelectedConsent(name, value) {
      if (!changeable(name)) return;
      store.setState((state) =>
        selectCategory(services(), name, value, state.selectedConsents, state.selectedServiceConsents),
      );
    },
    setSelectedServiceConsent(id, value) {
      const service = changeableService(id);
      if (service) {
        store.setState((state) =>
          selectService(services(), service, value, state.selectedConsents, state.selectedServiceConsents),
        );
      }
    },
    setServiceConsent(id, value) {
      const service = changeableService(id);
      if (!service) return Promise.resolve();
      store.setState((state) => {
        const decided = state.consentInfo && choice;
        const base = decided ? choice! : state.consents; // GPC hides what was chosen: keep it
        const granted = decided ? chosenServices() : servicesFor(services(), base);
        return startFrom(services(), service, value, base, granted);
      });
      decisions.setSelectedServiceConsent(id, value);
      return decisions.saveConsents('custom');
    },
    async saveConsents(type) {
      const config = getConfig();
      const state = store.getState();
      const consents = consentsFor(type, state);
      // Accept all grants every service, Reject all refuses every one that is not necessary.
      const granted = servicesFor(config.services, consents, type == 'custom' ? state.selectedServiceConsents : null);
      const record = {
        consents,
        consentInfo: { time: env.now(), type },
        revision: config.revision,
        policyId: state.policy?.id,
        services: config.services.length ? granted : undefined,
      };
      choice = consents;
      chosen = granted;
      store.setState({ ...decisionState(record), showPopup: false, isPrivacyDialogOpen: false });
      if (!writeDecision(getStorage(), config, env, record)) {
        report({ code: 'STORAGE_ERROR', message: 'Consent kept for this page only' });
      }
      if (config.mode === 'offline') return;
      await sending.submit(record, state.gpc, env.hostname, state.policy);
    },
    setConsent(name, value) {
      if (!changeable(name)) return Promise.resolve();
      store.setState((state) => {
        const base = state.consentInfo && choice ? choice : state.consents; // GPC hides what was chosen: keep it
        return { selectedConsents: { ...base, [name]: value === true } };
      });
      return decisions.saveConsents('custom');
    },
    has(condition) {
      const state = store.getState();
      return getConfig().honorDoNotTrack && env.doNotTrack
        ? evaluateCondition(condition, necessaryOnly(), servicesFor(services(), necessaryOnly()))
        : evaluateCondition(condition, state.consents, state.serviceConsents);
    },
    hasConsented: () => store.getState().consentInfo !== null,
    setIsPrivacyDialogOpen(open) {
      // The dialog starts from the last decision, also one that no longer counts (another revision, expired).
      store.setState((state) =>
        open && !state.isPrivacyDialogOpen
          ? {
              isPrivacyDialogOpen: true,
              selectedConsents: choice ?? state.consents,
              selectedServiceConsents: choice ? chosenServices() : state.serviceConsents,
            }
          : { isPrivacyDialogOpen: open },
      );
    },
    resetConsents() {
      writeDecision(getStorage(), getConfig(), env, null);
      choice = null;
      chosen = undefined;
      store.setState({ ...decisionState(null), selectedConsents: defaultConsents() });
      applyBannerDecision();
    },
  };
  return { decisions, restore, reapply, applyBannerDecision, followDecision };
}
