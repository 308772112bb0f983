import { ENGLISH, loadLocale } from './load-locale';
import { primarySubtag } from './languages';
import { mergeTranslations } from './merge-translations';
import { asOptOutNotice } from './opt-out-notice';
import type { PartialTranslations, Translations } from './translation-types';

export { loadLocale };

/**
 * The UI's strings, loaded on demand (the core only chooses the language): English, then the given layers
 * (built-in locale, backend, the site's own), string by string. Returning visitors who see no UI never load this.
 */
export function resolveStrings(...layers: Array<PartialTranslations | null | undefined>): Translations {
  return mergeTranslations(ENGLISH, ...layers);
}

/**
 * The language controller's strings for `language`: the built-in locale, then the backend's translations when they
 * are in that language, then the site's own (its primary language, then the exact tag); worded as the notice under
 * the opt-out model. Here rather than in the core: only a page that shows something needs it.
 */
export function stringsFor(
  language: string,
  builtIn: PartialTranslations | null | undefined,
  backend: { language: string; translations: PartialTranslations } | null | undefined,
  own: Record<string, PartialTranslations>,
  notice: boolean,
): Translations {
  const primary = primarySubtag(language);
  const translations = resolveStrings(
    builtIn,
    backend && primarySubtag(backend.language) === primary ? backend.translations : null,
    own[primary] ?? null,
    language !== primary ? (own[language] ?? null) : null,
  );
  return notice ? asOptOutNotice(translations) : translations;
}
