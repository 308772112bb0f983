import type { BannerInfo } from '../client/types';
import { BUILT_IN_LANGUAGES, chooseLanguage, primarySubtag, textDirection } from '../i18n/languages';
import { ENGLISH } from '../i18n/load-locale';
import { mergeTranslations } from '../i18n/merge-translations';
import type { ResolvedConfig } from './config';
import type { Store } from './create-store';
import type { ConsentState } from './consent-state';
import type { ManagerEnvironment } from './environment';
import { ConsentConfigError } from './errors';

/**
 * Chooses the language (forced, browser, backend, default) and resolves its strings:
 * English, then the built-in locale, then the backend's translations, then the site's own.
 */
export function createLanguageController(
  store: Store<ConsentState>,
  env: ManagerEnvironment,
  getConfig: () => ResolvedConfig,
  getBanner: () => BannerInfo,
) {
  let forced: string | undefined;
  let generation = 0;

  function choose(): string {
    const config = getConfig();
    const fromBackend = getBanner().translations?.language;
    const available = [...BUILT_IN_LANGUAGES, ...Object.keys(config.translations), ...(fromBackend ? [fromBackend] : [])];
    const wanted = forced ?? config.language;
    if (!wanted && fromBackend) return fromBackend;
    return chooseLanguage({
      forced: wanted, browser: env.languages, available,
      defaultLanguage: config.defaultLanguage, disableAutoLanguageSwitch: config.disableAutoLanguageSwitch,
    });
  }

  async function apply(): Promise<void> {
    const run = ++generation;
    const language = choose();
    const config = getConfig();
    const builtIn = await env.loadLocale(language);
    if (run !== generation) return;
    const backend = getBanner().translations;
    const fromBackend = backend && primarySubtag(backend.language) === primarySubtag(language) ? backend.translations : null;
    const own = config.translations[primarySubtag(language)] ?? null;
    const exact = language !== primarySubtag(language) ? config.translations[language] ?? null : null;
    store.setState({
      language,
      dir: textDirection(language),
      translations: mergeTranslations(ENGLISH, builtIn, fromBackend, own, exact),
    });
  }

  return {
    apply,
    set(language: string): Promise<void> {
      if (typeof language !== 'string' || !/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(language)) {
        throw new ConsentConfigError('language', `expected a language code such as 'en' or 'pt-BR', got ${JSON.stringify(language)}`);
      }
      forced = language;
      return apply();
    },
  };
}
