/** Languages written right to left (spec section 2). */
const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ku', 'dv'];

/**
 * Languages with built-in translations: the one list. English is bundled; the others load on demand from
 * src/i18n/locales/<language>.ts, whose loaders (load-locale.ts) must match this list to typecheck.
 */
export const BUILT_IN_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pt',
  'pl',
  'sv',
  'da',
  'fi',
  'cs',
  'ar',
  'he',
] as const;

export type BuiltInLanguage = (typeof BUILT_IN_LANGUAGES)[number];

export function primarySubtag(language: string): string {
  return language.split('-')[0]!.toLowerCase();
}

export function textDirection(language: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(primarySubtag(language)) ? 'rtl' : 'ltr';
}

/** The available language that best matches one of the wanted ones (exact tag first, then the primary subtag). */
export function matchLanguage(wanted: readonly string[], available: readonly string[]): string | undefined {
  const byLowerCase = new Map(available.map((language) => [language.toLowerCase(), language]));
  for (const language of wanted) {
    const match = byLowerCase.get(language.toLowerCase()) ?? byLowerCase.get(primarySubtag(language));
    if (match) return match;
  }
  return undefined;
}

interface LanguageChoice {
  /** The `language` option or a `setLanguage()` call. */
  forced?: string;
  /** `navigator.languages`, most preferred first. */
  browser: readonly string[];
  available: readonly string[];
  defaultLanguage: string;
  disableAutoLanguageSwitch: boolean;
}

/** Picks the UI language: forced, else the browser's best available match, else the default. */
export function chooseLanguage(choice: LanguageChoice): string {
  if (choice.forced) return matchLanguage([choice.forced], choice.available) ?? choice.forced;
  const fromBrowser = choice.disableAutoLanguageSwitch ? undefined : matchLanguage(choice.browser, choice.available);
  return fromBrowser ?? choice.defaultLanguage;
}
