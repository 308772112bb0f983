import { shallow } from './shallow';
import { BUILT_IN_LANGUAGES, chooseLanguage, matchLanguage, textDirection } from '../i18n/languages';
import type { ManagerContext } from './manager-context';
import { languageTag } from './validate';

/**
 * Chooses the language (forced, browser, backend, default) at once, and resolves its strings only once something
 * shows them (`want()`): English, then the built-in locale, then the backend's translations, then the site's own.
 * The strings and their merging load on demand, so a returning visitor who sees no UI never downloads them.
 */
export function createLanguageController({
  store,
  env,
  getConfig,
  getBanner,
}: Pick<ManagerContext, 'store' | 'env' | 'getConfig' | 'getBanner'>) {
  let forced: string | undefined;
  let generation = 0;
  let wanted = false;

  function choose(): string {
    const config = getConfig();
    const fromBackend = getBanner().translations?.language;
    const available = [
      ...BUILT_IN_LANGUAGES,
      ...Object.keys(config.translations),
      ...(fromBackend ? [fromBackend] : []),
    ];
    const requested = forced ?? config.language ?? paintedLanguage(env.document);
    // The backend answers in the visitor's language when it has it, else in its fallback (c15t: 'en'). A language
    // the visitor prefers to that answer and that we have (built in or the site's own) wins over the fallback.
    if (!requested && fromBackend) {
      return config.disableAutoLanguageSwitch ? fromBackend : (matchLanguage(env.languages, available) ?? fromBackend);
    }
    return chooseLanguage({
      forced: requested,
      browser: env.languages,
      available,
      defaultLanguage: config.defaultLanguage,
      disableAutoLanguageSwitch: config.disableAutoLanguageSwitch,
    });
  }

  /** Language and direction now; the strings too once they are wanted. */
  async function apply(): Promise<void> {
    const run = ++generation;
    const language = choose();
    if (!wanted) return store.setState({ language, dir: textDirection(language) });
    const [builtIn, { stringsFor }] = await Promise.all([env.loadLocale(language), env.strings()]);
    if (run !== generation) return;
    const translations = stringsFor(
      language,
      builtIn,
      getBanner().translations,
      getConfig().translations,
      store.getState().ui.notice,
    );
    store.setState({ language, dir: textDirection(language), translations });
  }

  /** From now on the strings are resolved too (the next `apply()` loads them). */
  const want = () => {
    wanted = true;
  };

  // A script in <head> starts before the body's painted banner is parsed: once it is, its language counts.
  const doc = env.document;
  if (doc?.readyState === 'loading') {
    const again = () => {
      const painted = paintedLanguage(doc);
      if (painted && painted !== store.getState().language) apply().catch(() => {});
    };
    doc.addEventListener('DOMContentLoaded', again, { once: true });
  }

  return {
    apply,
    want,
    /** Fetches the strings' files now, for a banner about to show, so that `apply()` finds them loaded. */
    preload: () => void shallow(() => env.loadLocale(choose())).catch(() => {}),
    set(language: string): Promise<void> {
      forced = languageTag('language', language);
      want();
      return apply();
    },
  };
}

/**
 * On a `<consent-banner>` a server painted in a language it was told (`renderConsentBanner({ language })`,
 * `banner-html --lang`, the `language` option): the page keeps that language, as the `language` option would, rather
 * than painting the banner again in the browser's (docs/first-paint.md).
 */
export type LanguageController = ReturnType<typeof createLanguageController>;

export const PAINTED_LANGUAGE_ATTRIBUTE = 'data-consent-language';

function paintedLanguage(doc: Document | undefined): string | undefined {
  const painted = doc?.querySelector?.(`consent-banner[${PAINTED_LANGUAGE_ATTRIBUTE}]`);
  return painted?.getAttribute(PAINTED_LANGUAGE_ATTRIBUTE) || undefined;
}
