import type { BuiltInLanguage } from '../i18n/languages';
import type { Translations } from '../i18n/translation-types';
import ar from '../i18n/locales/ar';
import cs from '../i18n/locales/cs';
import da from '../i18n/locales/da';
import de from '../i18n/locales/de';
import en from '../i18n/locales/en';
import es from '../i18n/locales/es';
import fi from '../i18n/locales/fi';
import fr from '../i18n/locales/fr';
import he from '../i18n/locales/he';
import it from '../i18n/locales/it';
import nl from '../i18n/locales/nl';
import pl from '../i18n/locales/pl';
import pt from '../i18n/locales/pt';
import sv from '../i18n/locales/sv';

/**
 * Every built-in locale at once: a server renders synchronously, in any language, and its bundle size does not
 * reach visitors. Typed by the language list, so a language added there without its strings here fails to typecheck.
 */
export const LOCALES: Record<BuiltInLanguage, Translations> = {
  en,
  de,
  fr,
  es,
  it,
  nl,
  pt,
  pl,
  sv,
  da,
  fi,
  cs,
  ar,
  he,
};
