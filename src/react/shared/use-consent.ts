import { useEffect, useSyncExternalStore } from 'react';
import type { ConsentManager } from '../../core/consent-manager';
import type { ConsentState } from '../../core/consent-state';
import type { Translations } from '../../i18n/translation-types';
import { usePage } from './page-context';

/** Reads a slice of the page's consent state; re-renders only when that slice changes. */
export function useConsent<T>(selector: (state: ConsentState) => T): T {
  const manager = useManager();
  return useSyncExternalStore(manager.subscribe, () => selector(manager.getState()));
}

/** The page's manager, for calling actions. */
export function useManager(): ConsentManager {
  return usePage().manager();
}

/** The UI strings; null (render nothing yet) until they are loaded, which the first caller starts. */
export function useTranslations(): Translations | null {
  const manager = useManager();
  const translations = useConsent((state) => state.translations);
  useEffect(() => {
    if (!translations) void manager.loadTranslations();
  }, [translations, manager]);
  return translations;
}
