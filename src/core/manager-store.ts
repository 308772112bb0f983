import { defaultConsents } from './categories';
import { createStore, type Store } from './create-store';
import { runEffects } from './page-effects';
import { servicesFor } from './services';
import { uiOptions, type ConsentState } from './consent-state';
import type { ManagerContext } from './manager-context';
import { isCrawler } from './compliance/bots';
import { withoutGpcCategories } from './compliance/gpc';

/**
 * The manager's store, as it starts: nothing decided (`manager-decisions.ts` reads the stored decision into it, and
 * with it whether the storage works), no policy yet (so GPC as the options say), the visitor's colour scheme. Every
 * write of `consents` passes Global Privacy Control, whoever writes it: `consents` is the consent in force.
 * `isCrawler` never changes: the slices read it from the state.
 */
export function createConsentStore({
  getConfig,
  getStorage,
  env,
}: Pick<ManagerContext, 'getConfig' | 'getStorage' | 'env'>): Store<ConsentState> {
  const config = getConfig();
  const store = createStore<ConsentState>({
    consents: defaultConsents(),
    selectedConsents: defaultConsents(),
    serviceConsents: servicesFor(config.services, defaultConsents()),
    selectedServiceConsents: servicesFor(config.services, defaultConsents()),
    consentInfo: null,
    showPopup: false,
    isPrivacyDialogOpen: false,
    isLoadingConsentInfo: true,
    gpc: config.honorGlobalPrivacyControl && env.globalPrivacyControl(),
    isCrawler: config.hideFromBots && isCrawler(env.userAgent),
    hasFetchedBanner: false,
    jurisdictionInfo: null,
    locationInfo: null,
    gdprTypes: config.consentCategories,
    language: 'en',
    dir: 'ltr',
    colorScheme: getStorage().readColorScheme() ?? config.colorScheme ?? null,
    translations: null,
    branding: null,
    storageAvailable: false, // set with the stored decision (manager-decisions.ts)
    isSaving: false,
    isReady: false,
    ui: uiOptions(config),
    policy: null,
  });
  const { setState } = store;
  store.setState = (partial) => {
    // Effects of an earlier change still waiting for a click's paint (page-effects.ts) run in the consent they were
    // made for, before this one replaces it. Every write of `consents` is an object, never an updater.
    if (typeof partial !== 'function' && partial.consents) runEffects();
    // The services follow each write of the categories: `serviceConsents` in a patch is the visitor's choices (the
    // stored decision's), none: the services follow their category.
    setState((state) => {
      const patch = { ...(typeof partial === 'function' ? partial(state) : partial) };
      const { services, gpcCategories } = getConfig();
      const choices = patch.serviceConsents;
      if (patch.selectedConsents && !patch.selectedServiceConsents) {
        patch.selectedServiceConsents = servicesFor(services, patch.selectedConsents, choices);
      }
      if (!patch.consents) return patch;
      const consents = state.gpc ? withoutGpcCategories(patch.consents, gpcCategories) : patch.consents;
      return { ...patch, consents, serviceConsents: servicesFor(services, consents, choices) };
    });
  };
  return store;
}
