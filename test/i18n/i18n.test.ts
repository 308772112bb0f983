import { expect } from '@open-wc/testing';
import { chooseLanguage, matchLanguage, textDirection } from '../../src/i18n/languages';
import { loadLocale } from '../../src/i18n/load-locale';
import { formatMessage } from '../../src/i18n/format-message';
import { mergeTranslations } from '../../src/i18n/merge-translations';
import en from '../../src/i18n/locales/en';
import { fallbackCategoryTitle } from '../../src/core/categories';
import { BUILT_IN_LANGUAGES } from '../../src/i18n/languages';
import { mockBackendURL, scriptBackend } from '../helpers/environment';
import { startManager } from '../helpers/manager';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('i18n', () => {
  it('ships every built-in language with every string, and {category} in the frame strings', async () => {
    const expected = keysOf(en).sort();
    for (const language of BUILT_IN_LANGUAGES) {
      const translations = await loadLocale(language);
      expect(translations, language).to.not.equal(null);
      expect(keysOf(translations!).sort(), language).to.deep.equal(expected);
      expect(translations!.frame.title, language).to.contain('{category}');
      expect(translations!.frame.actionButton, language).to.contain('{category}');
      if (language !== 'en') expect(translations!.common.acceptAll, language).to.not.equal(en.common.acceptAll);
    }
  });

  it('uses English defaults from the spec', () => {
    expect(en.cookieBanner.title).to.equal('We value your privacy');
    expect(en.consentManagerDialog.title).to.equal('Privacy Settings');
    expect([en.common.rejectAll, en.common.acceptAll, en.common.customize, en.common.save]).to.deep.equal([
      'Reject All',
      'Accept All',
      'Customize',
      'Save Settings',
    ]);
    expect(en.consentTypes.measurement.title).to.equal('Analytics');
  });

  it('matches languages by exact tag, then primary subtag, in preference order', () => {
    expect(matchLanguage(['pt-BR', 'de'], ['en', 'de', 'pt'])).to.equal('pt');
    expect(matchLanguage(['xx', 'DE-at'], ['en', 'de'])).to.equal('de');
    expect(matchLanguage(['fr-CA'], ['en', 'fr-CA', 'fr'])).to.equal('fr-CA');
    expect(
      chooseLanguage({
        browser: ['ja', 'nl-BE'],
        available: ['en', 'nl'],
        defaultLanguage: 'en',
        disableAutoLanguageSwitch: false,
      }),
    ).to.equal('nl');
    expect(
      chooseLanguage({
        browser: ['ja'],
        available: ['en', 'nl'],
        defaultLanguage: 'nl',
        disableAutoLanguageSwitch: false,
      }),
    ).to.equal('nl');
    expect(
      chooseLanguage({
        browser: ['de'],
        available: ['en', 'de'],
        defaultLanguage: 'en',
        disableAutoLanguageSwitch: true,
      }),
    ).to.equal('en');
    expect(
      chooseLanguage({
        forced: 'de-CH',
        browser: ['fr'],
        available: ['en', 'de'],
        defaultLanguage: 'en',
        disableAutoLanguageSwitch: false,
      }),
    ).to.equal('de');
  });

  it('is right-to-left exactly for ar, he, fa, ur, ps, sd, ku, dv', () => {
    for (const language of ['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ku', 'dv', 'ar-EG'])
      expect(textDirection(language), language).to.equal('rtl');
    for (const language of ['en', 'de', 'tr', 'hi']) expect(textDirection(language), language).to.equal('ltr');
  });

  it('merges partial translations string by string', () => {
    const merged = mergeTranslations(
      en,
      { common: { acceptAll: 'OK' }, consentTypes: { marketing: { title: 'Ads' } } },
      null,
      { bogus: { x: 1 } } as never,
    );
    expect(merged.common.acceptAll).to.equal('OK');
    expect(merged.common.rejectAll).to.equal('Reject All');
    expect(merged.consentTypes.marketing).to.deep.equal({
      title: 'Ads',
      description: en.consentTypes.marketing.description,
    });
    expect(en.common.acceptAll).to.equal('Accept All');
    expect(formatMessage('Enable {category} cookies', { category: 'Marketing' })).to.equal('Enable Marketing cookies');
  });

  it('falls back to a title made from the category name', () => {
    expect(fallbackCategoryTitle('ad_user_data')).to.equal('Ad User Data');
  });

  it('picks the language from navigator.languages and loads its strings', async () => {
    const { manager } = await startManager({}, { languages: ['ja-JP', 'de-DE', 'en'] });
    expect(manager.getState().language).to.equal('de');
    expect(manager.getState().dir).to.equal('ltr');
    expect(manager.getState().translations!.common.acceptAll).to.equal((await loadLocale('de'))!.common.acceptAll);
  });

  it('honours the language option and setLanguage, with rtl for Hebrew', async () => {
    const { manager } = await startManager({ language: 'he' }, { languages: ['de'] });
    expect(manager.getState()).to.include({ language: 'he', dir: 'rtl' });
    await manager.setLanguage('fr');
    expect(manager.getState()).to.include({ language: 'fr', dir: 'ltr' });
    expect(manager.getState().translations!.cookieBanner.title).to.equal((await loadLocale('fr'))!.cookieBanner.title);
    // A bad tag is a rejected promise, never a synchronous throw into the caller.
    let error: Error | undefined;
    await manager.setLanguage('not a language').catch((caught: Error) => (error = caught));
    expect(error?.message).to.match(/language/);
  });

  it('merges the translations option over the built-ins, and adds languages', async () => {
    const { manager } = await startManager(
      {
        translations: {
          translations: {
            de: { common: { acceptAll: 'Na klar' } },
            tr: { cookieBanner: { title: 'Gizliliğinize önem veriyoruz' } },
          },
        },
      },
      { languages: ['de'] },
    );
    expect(manager.getState().translations!.common.acceptAll).to.equal('Na klar');
    expect(manager.getState().translations!.common.rejectAll).to.equal((await loadLocale('de'))!.common.rejectAll);
    await manager.setLanguage('tr');
    expect(manager.getState().translations!.cookieBanner.title).to.equal('Gizliliğinize önem veriyoruz');
    expect(manager.getState().translations!.common.acceptAll).to.equal('Accept All');
  });

  it("uses the backend's translations, under the site's own", async () => {
    const url = mockBackendURL();
    await scriptBackend(url, {
      'show-consent-banner': [
        {
          status: 200,
          body: {
            showConsentBanner: true,
            jurisdiction: { code: 'GDPR', message: '' },
            location: { countryCode: 'FR', regionCode: null },
            translations: {
              language: 'fr',
              translations: { cookieBanner: { title: 'Titre du serveur', description: 'Description du serveur' } },
            },
          },
        },
      ],
    });
    const { manager } = await startManager(
      { backendURL: url, translations: { translations: { fr: { cookieBanner: { description: 'Ma description' } } } } },
      { languages: ['fr-FR', 'en'] },
    );
    const state = manager.getState();
    expect(state.language).to.equal('fr');
    expect(state.translations!.cookieBanner).to.deep.equal({
      landmark: 'Consentement aux cookies', // built in: the backend's set has none
      title: 'Titre du serveur',
      description: 'Ma description',
    });
  });

  it("prefers a built-in language the visitor asks for over the backend's fallback answer (en)", async () => {
    const url = mockBackendURL();
    await scriptBackend(url, {
      'show-consent-banner': [
        {
          status: 200,
          body: {
            showConsentBanner: true,
            jurisdiction: { code: 'GDPR', message: '' },
            location: { countryCode: 'EG', regionCode: null },
            translations: { language: 'en', translations: { cookieBanner: { title: 'We value your privacy' } } },
          },
        },
      ],
    });
    const { manager } = await startManager({ backendURL: url }, { languages: ['ar-EG', 'en'] });
    await manager.loadTranslations();
    const state = manager.getState();
    expect(state.language).to.equal('ar');
    expect(state.dir).to.equal('rtl');
    expect(state.translations!.cookieBanner.title).to.equal('نحن نحترم خصوصيتك');
  });

  it("keeps the backend's answer when the visitor asks for nothing we have", async () => {
    const url = mockBackendURL();
    await scriptBackend(url, {
      'show-consent-banner': [
        {
          status: 200,
          body: {
            showConsentBanner: true,
            jurisdiction: { code: 'GDPR', message: '' },
            location: { countryCode: 'JP', regionCode: null },
            translations: { language: 'ja', translations: { cookieBanner: { title: 'プライバシー' } } },
          },
        },
      ],
    });
    const { manager } = await startManager({ backendURL: url }, { languages: ['ja-JP'] });
    await manager.loadTranslations();
    expect(manager.getState().language).to.equal('ja');
    expect(manager.getState().translations!.cookieBanner.title).to.equal('プライバシー');
  });
});
