import { ENGLISH, loadLocale } from './load-locale';
import { mergeTranslations } from './merge-translations';
import type { PartialTranslations, Translations } from './types';

export { loadLocale };

/**
 * The UI's strings, loaded on demand (the core only chooses the language): English, then the given layers
 * (built-in locale, backend, the site's own), string by string. Returning visitors who see no UI never load this.
 */
export function resolveStrings(...layers: Array<PartialTranslations | null | undefined>): Translations {
  return mergeTranslations(ENGLISH, ...layers);
}
