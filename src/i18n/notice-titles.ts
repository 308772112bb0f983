import type { Translations } from './types';

/**
 * The opt-out model's notice and dialog are titled "Your Privacy Choices" (`common.privacyChoices`), as US state laws
 * name them: the store's strings (src/core/language-controller.ts) and the painted notice (src/server) alike.
 * Changes `translations` in place.
 */
export function titleAsNotice(translations: Translations): Translations {
  translations.cookieBanner.title = translations.consentManagerDialog.title = translations.common.privacyChoices;
  return translations;
}
