import { primarySubtag, type BuiltInLanguage } from './languages';
import en from './locales/en';
import type { Translations } from './translation-types';

type Loader = () => Promise<{ default: Translations }>;

// One dynamic import per language, so each becomes its own chunk and only the visitor's is fetched. Typed by the
// language list, so a language added there without its loader here (or the reverse) fails the typecheck.
const LOADERS: Record<Exclude<BuiltInLanguage, 'en'>, Loader> = {
  de: () => import('./locales/de'),
  fr: () => import('./locales/fr'),
  es: () => import('./locales/es'),
  it: () => import('./locales/it'),
  nl: () => import('./locales/nl'),
  pt: () => import('./locales/pt'),
  pl: () => import('./locales/pl'),
  sv: () => import('./locales/sv'),
  da: () => import('./locales/da'),
  fi: () => import('./locales/fi'),
  cs: () => import('./locales/cs'),
  ar: () => import('./locales/ar'),
  he: () => import('./locales/he'),
};

/** The built-in translations of a language (by primary subtag), or null when there are none or loading failed. */
export async function loadLocale(language: string): Promise<Translations | null> {
  const key = primarySubtag(language);
  if (key === 'en') return en;
  const loader = (LOADERS as Partial<Record<string, Loader>>)[key];
  if (!loader) return null;
  try {
    return (await loader()).default;
  } catch {
    return null;
  }
}

export { en as ENGLISH };
