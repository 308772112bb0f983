import { isCategoryName } from './categories';
import type { LanguageController } from './language-controller';
import type { ManagerContext } from './manager-context';
import type { ConsentManager } from './manager-api';
import type { CategoryName } from './types';

type Display = Pick<ConsentManager, 'setShowPopup' | 'setLanguage' | 'loadTranslations' | 'addConsentCategories'>;

/**
 * The manager's display slice: what the UI shows beyond the decision: the banner (`setShowPopup`), the language and
 * its strings, and the categories the page uses beyond the options' (`displayed()`, which a reconfiguration reads).
 */
export function createDisplay({
  store,
  language,
  getConfig,
}: Pick<ManagerContext, 'store' | 'getConfig'> & { language: LanguageController }): {
  display: Display;
  displayed: () => CategoryName[];
} {
  const pageCategories = new Set<CategoryName>();
  /** The displayed categories: the options' and those the page added, necessary first. */
  const displayed = () => [...new Set([...getConfig().consentCategories, ...pageCategories])];
  const display: Display = {
    setShowPopup(show, force = false) {
      const state = store.getState();
      const allowed = !state.consentInfo && !state.isLoadingConsentInfo && state.storageAvailable && !state.isCrawler;
      if (!show || force || allowed) store.setState({ showPopup: show });
    },
    async setLanguage(tag) {
      return language.set(tag);
    },
    loadTranslations() {
      if (store.getState().translations) return Promise.resolve();
      language.want();
      return language.apply();
    },
    addConsentCategories(names) {
      const before = pageCategories.size;
      const { consentCategories } = getConfig();
      for (const name of names) {
        if (isCategoryName(name) && !consentCategories.includes(name)) pageCategories.add(name);
      }
      if (pageCategories.size !== before) store.setState({ gdprTypes: displayed() });
    },
  };
  return { display, displayed };
}
