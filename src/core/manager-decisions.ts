import { defaultConsents, isCategoryName, isDisabledCategory, necessaryOnly } from './categories';
import { evaluateCondition } from './condition';
import type { ResolvedConfig } from './config';
import type { Store } from './create-store';
import type { ConsentState } from './consent-state';
import { consentsFor } from './decision';
import type { ManagerEnvironment } from './environment';
import { CATEGORY_NOT_FOUND, type ConsentErrorDetail } from './errors';
import type { ConsentManager } from './manager-api';
import type { PolicySlice } from './manager-policy';
import type { ConsentStorage, Sending } from './manager-ports';
import { decisionState, readDecision, writeDecision } from './stored-decision';
import type { Consents } from './types';

type Decisions = Pick<
  ConsentManager,
  | 'setSelectedConsent'
  | 'saveConsents'
  | 'setConsent'
  | 'has'
  | 'hasConsented'
  | 'setIsPrivacyDialogOpen'
  | 'resetConsents'
>;

/**
 * The manager's decisions slice: the visitor's decision, read from storage at once (the one that counts is put in
 * force) and on demand, chosen, saved (stored, then sent), asked about, followed from other tabs and forgotten.
 * It keeps the last decision, counting or not (`choice`): the dialog starts from it. Returns the manager's decision
 * actions and what the rest of the manager calls: `restore`, `reapply`, `applyBannerDecision`, `followDecision`.
 */
export function createDecisions(
  store: Store<ConsentState>,
  env: ManagerEnvironment,
  getConfig: () => ResolvedConfig,
  getStorage: () => ConsentStorage,
  decideBanner: PolicySlice[3],
  sending: Sending,
  report: (detail: ConsentErrorDetail) => void,
) {
  let choice: Consents | null = null;
  /** Reads the stored decision; returns the one that counts and keeps the newest as `choice`. */
  const reread = (following?: boolean) => {
    const config = getConfig();
    // The policy id a decision must carry to count: '' (no policy's) until a policy is in force; none without.
    const policyId = config.policies ? (store.getState().policy?.id ?? '') : undefined;
    const [newest, counting] = readDecision(getStorage(), { ...config, policyId }, env, following);
    choice = newest?.consents ?? null;
    return counting;
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
    isLoadingConsentInfo: !record,
    ...decisionState(record),
  });

  /**
   * Shows the banner or implies consent from the banner info, unless a decision is stored. `extra` lands in the
   * same update, so start-up announces the banner and readiness as one transition.
   */
  function applyBannerDecision(extra: Partial<ConsentState> = {}) {
    const [decision, gpcOptOut] = decideBanner(choice);
    store.setState({ ...decision, ...extra });
    if (gpcOptOut) void decisions.saveConsents('custom');
  }

  /** Reads the stored decision again and puts the one that counts in force (none, if one was and none counts). */
  function restore() {
    const counting = reread();
    if (counting || store.getState().consentInfo) store.setState(decisionState(counting));
  }
  /** Global Privacy Control's options changed: the last decision, if it counts, is put in force filtered anew. */
  function reapply() {
    if (choice && store.getState().consentInfo) store.setState({ consents: choice });
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

  const decisions: Decisions = {
    setSelectedConsent(name, value) {
      if (changeable(name)) {
        store.setState((state) => ({ selectedConsents: { ...state.selectedConsents, [name]: value === true } }));
      }
    },
    async saveConsents(type) {
      const config = getConfig();
      const state = store.getState();
      const consents = consentsFor(type, state);
      const record = {
        consents,
        consentInfo: { time: env.now(), type },
        revision: config.revision,
        policyId: state.policy?.id,
      };
      choice = consents;
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
    has: (condition) =>
      evaluateCondition(
        condition,
        getConfig().honorDoNotTrack && env.doNotTrack ? necessaryOnly() : store.getState().consents,
      ),
    hasConsented: () => store.getState().consentInfo !== null,
    setIsPrivacyDialogOpen(open) {
      // The dialog starts from the last decision, also one that no longer counts (another revision, expired).
      store.setState((state) =>
        open && !state.isPrivacyDialogOpen
          ? { isPrivacyDialogOpen: true, selectedConsents: choice ?? state.consents }
          : { isPrivacyDialogOpen: open },
      );
    },
    resetConsents() {
      writeDecision(getStorage(), getConfig(), env, null);
      choice = null;
      store.setState({ ...decisionState(null), selectedConsents: defaultConsents() });
      applyBannerDecision();
    },
  };
  // A tuple, not an object: the minifier shortens the names it is destructured into (an object's keys it cannot).
  return [decisions, restore, reapply, applyBannerDecision, followDecision] as const;
}
