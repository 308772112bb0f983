import type { Translations } from '../translation-types';

const nl: Translations = {
  common: {
    acceptAll: 'Alles accepteren',
    rejectAll: 'Alles weigeren',
    customize: 'Aanpassen',
    save: 'Instellingen opslaan',
    close: 'Sluiten',
    securedBy: 'Beveiligd door',
    alwaysActive: 'Altijd actief',
    allowCategory: '{category} toestaan',
    servicesAllowed: 'Toegestane diensten: {allowed}/{total}',
    saved: 'Je privacykeuzes zijn opgeslagen.',
    privacyChoices: 'Je privacykeuzes',
  },
  cookieBanner: {
    landmark: 'Cookietoestemming',
    title: 'We respecteren je privacy',
    description:
      'We gebruiken cookies om deze website te laten werken, te begrijpen hoe die wordt gebruikt en relevante content te tonen. Kies welke cookies we mogen gebruiken. Je kunt je keuze altijd wijzigen.',
  },
  consentManagerDialog: {
    title: 'Privacyinstellingen',
    description:
      'Bepaal welke cookies en vergelijkbare technieken deze website mag gebruiken. Noodzakelijke cookies staan altijd aan, omdat de website zonder deze cookies niet werkt.',
  },
  optOut: {
    description:
      'Wij en onze advertentiepartners verzamelen via cookies en vergelijkbare technieken informatie over je bezoek, zoals de pagina’s die je bekijkt en kenmerken van je apparaat. We verkopen of delen die voor gerichte advertenties, tenzij je bezwaar maakt. Je kunt op elk moment bezwaar maken.',
    optOutButton: 'Verkoop/delen weigeren',
    acknowledgeButton: 'Begrepen',
    choicesButton: 'Keuzes beheren',
    dialogDescription:
      'We verkopen of delen informatie over je bezoek, zoals de pagina’s die je bekijkt en kenmerken van je apparaat, met advertentiepartners voor gerichte advertenties. Weiger deze verkoop en dit delen met de knop hieronder, of zet categorieën een voor een uit. Noodzakelijke cookies blijven altijd aan.',
  },
  consentTypes: {
    necessary: {
      title: 'Strikt noodzakelijk',
      description:
        'Nodig om de website te laten werken: beveiliging, paginanavigatie en het onthouden van deze keuze. Ze kunnen niet worden uitgeschakeld.',
    },
    functionality: {
      title: 'Functionaliteit',
      description:
        'Onthouden je voorkeuren, zoals taal of regio, en maken functies mogelijk zoals ingesloten kaarten en chat.',
    },
    experience: {
      title: 'Ervaring',
      description:
        'Personaliseren wat je op de website ziet, zoals aanbevelingen op basis van wat je eerder hebt bekeken.',
    },
    measurement: {
      title: 'Analyse',
      description:
        'Tellen bezoeken en meten hoe de website wordt gebruikt, zodat we kunnen vinden en verbeteren wat niet goed werkt.',
    },
    marketing: {
      title: 'Marketing',
      description:
        'Laten advertentiepartners je hier en elders relevante advertenties tonen en meten hoe goed die werken.',
    },
  },
  frame: {
    title: 'Accepteer cookies voor {category} om deze content te bekijken',
    actionButton: 'Cookies voor {category} inschakelen',
    shown: 'Inhoud voor {category} wordt nu getoond.',
  },
  legalLinks: {
    privacyPolicy: 'Privacybeleid',
    cookiePolicy: 'Cookiebeleid',
    termsOfService: 'Servicevoorwaarden',
  },
  cookieDeclaration: {
    caption: '{category}: cookies en vergelijkbare technieken',
    name: 'Naam',
    provider: 'Aanbieder',
    purpose: 'Doel',
    duration: 'Bewaartermijn',
    session: 'Sessie',
    persistent: 'Tot verwijdering',
  },
  globalPrivacyControl: {
    note: 'Uitgeschakeld omdat uw browser het Global Privacy Control-signaal verstuurt.',
  },
};

export default nl;
