import { useContext, useMemo, useSyncExternalStore } from 'react';
import type { ConsentManager } from '../core/consent-manager';
import type { ConsentState } from '../core/consent-state';
import { ConsentManagerContext, OUTSIDE_PROVIDER } from './context';

/** The store's actions (CONTRACT.md "The store") that `useConsentManager()` hands out, bound to the manager. */
const ACTIONS = [
  'setSelectedConsent',
  'saveConsents',
  'setConsent',
  'has',
  'hasConsented',
  'setShowPopup',
  'setIsPrivacyDialogOpen',
  'resetConsents',
  'setLanguage',
  'setColorScheme',
  'setSelectedServiceConsent',
  'setServiceConsent',
] as const;

/** The store's actions, as `useConsentManager()` returns them. */
export type ConsentActions = Pick<ConsentManager, (typeof ACTIONS)[number]>;

/** What `useConsentManager()` returns: the state fields and the actions in one flat object. */
export type ConsentManagerValue = ConsentState & ConsentActions;

const actionCache = new WeakMap<ConsentManager, ConsentActions>();

function actionsOf(manager: ConsentManager): ConsentActions {
  let actions = actionCache.get(manager);
  if (!actions) {
    actions = Object.fromEntries(
      ACTIONS.map((name) => [name, (manager[name] as (...args: unknown[]) => unknown).bind(manager)]),
    ) as ConsentActions;
    actionCache.set(manager, actions);
  }
  return actions;
}

/**
 * The consent state and actions of the nearest `ConsentManagerProvider` (c15t 1.7's hook), re-rendering when the
 * state changes. The actions keep their identity across renders. Throws outside a provider.
 */
export function useConsentManager(): ConsentManagerValue {
  const manager = useContext(ConsentManagerContext);
  if (!manager) throw new Error(OUTSIDE_PROVIDER);
  const state = useSyncExternalStore(manager.subscribe, manager.getState, manager.getState);
  return useMemo(() => ({ ...state, ...actionsOf(manager) }), [state, manager]);
}
