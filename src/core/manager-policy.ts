import { uiOptions, type ConsentState } from './consent-state';
import type { ManagerContext } from './manager-context';
import type { ConsentPolicy } from './policy-types';
import { bannerDecision } from './start-up';
import type { Consents } from './types';

/**
 * The manager's policy slice (the `policies` option): their module, loaded on demand, and the policy for where the
 * visitor is: the backend's location in c15t mode, else the `location` option (or the reverse in the other modes).
 * Null until both are known (the module, and in c15t mode the banner info unless the option says): until then no
 * stored decision counts. The policy in force is in the state (`state.policy`). Returns `gpcOn`, `loadPolicies`,
 * `applyPolicy` and `decideBanner`; `restoreDecision` reads the stored decision again when the policy changes.
 */
export function createPolicySlice({
  store,
  env,
  getConfig,
  getBanner,
  failed,
  restoreDecision,
}: Pick<ManagerContext, 'store' | 'env' | 'getConfig' | 'getBanner' | 'failed'> & { restoreDecision: () => void }) {
  let policies: typeof import('./policy') | undefined;
  let settled = false;
  let policy: ConsentPolicy | null = null;
  const gpcOn = () => (policy?.gpc ?? getConfig().honorGlobalPrivacyControl) && env.globalPrivacyControl();
  /** With `options.policies`: their module, once (falsy when there is nothing to load). */
  const loadPolicies = (options = getConfig()) =>
    options.policies &&
    !policies &&
    import('./policy').then(
      (module) => void (policies = module),
      (cause) => failed(cause, 'Failed to load the policies: '),
    );
  /**
   * Resolves the policy again (the location or the options changed); a new one puts its model in force: the state
   * says so (with the banner's modality and GPC), the stored decision counts only if made under it. Returns whether
   * it changed. `settledNow`, when that changed: whether the current client's banner info has come in (or failed);
   * in c15t mode its location picks the policy.
   */
  function applyPolicy(settledNow = settled): boolean {
    settled = settledNow;
    const config = getConfig();
    const where = policies?.policyLocation(config.mode, config.location, getBanner().location);
    const next =
      config.policies && policies && (where || settled || config.mode != 'c15t')
        ? policies.resolvePolicy(config.policies, where)
        : null;
    if (next?.id === policy?.id && next?.model === policy?.model && next?.gpc === policy?.gpc) return false;
    policy = next;
    const inForce = policy && { id: policy.id, model: policy.model };
    store.setState({ policy: inForce, ui: uiOptions(config, inForce), gpc: gpcOn() });
    restoreDecision();
    return true;
  }
  /**
   * Without a decision that counts, what the visitor is asked: the policy's model if one is in force, else the
   * banner info's; `[decision, gpcOptOut]`, the selection starting from `choice` (the last decision).
   */
  function decideBanner(choice: Consents | null): [decision: Partial<ConsentState>, gpcOptOut?: boolean] {
    const state = store.getState();
    const config = getConfig();
    return policy
      ? policies!.modelDecision(state, policy, state.gdprTypes, state.isCrawler, choice, config.gpcCategories)
      : [bannerDecision(state, getBanner(), config.ignoreGeoLocation, state.isCrawler, choice)];
  }
  return { gpcOn, loadPolicies, applyPolicy, decideBanner };
}

export type PolicySlice = ReturnType<typeof createPolicySlice>;
