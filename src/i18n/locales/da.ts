import type { Translations } from '../translation-types';

const da: Translations = {
  common: {
    acceptAll: 'Accepter alle',
    rejectAll: 'Afvis alle',
    customize: 'Tilpas',
    save: 'Gem indstillinger',
    close: 'Luk',
    securedBy: 'Sikret af',
    alwaysActive: 'Altid aktiv',
    allowCategory: 'Tillad {category}',
    servicesAllowed: 'Tilladte tjenester: {allowed}/{total}',
    saved: 'Dine privatlivsvalg er gemt.',
    privacyChoices: 'Dine privatlivsvalg',
  },
  cookieBanner: {
    landmark: 'Samtykke til cookies',
    title: 'Vi værner om dit privatliv',
    description:
      'Vi bruger cookies til at drive hjemmesiden, forstå hvordan den bliver brugt, og vise relevant indhold. Vælg, hvilke cookies vi må bruge – du kan altid ændre dit valg.',
  },
  consentManagerDialog: {
    title: 'Privatlivsindstillinger',
    description:
      'Bestem, hvilke cookies og lignende teknologier hjemmesiden må bruge. Nødvendige cookies er altid slået til, fordi hjemmesiden ikke kan fungere uden dem.',
  },
  optOut: {
    description:
      'Vi og vores annoncepartnere indsamler oplysninger om dit besøg, f.eks. hvilke sider du ser og identifikatorer for din enhed, via cookies og lignende teknologier. Vi sælger eller deler dem til målrettet annoncering, medmindre du fravælger det. Du kan til enhver tid fravælge det.',
    optOutButton: 'Fravælg salg/deling',
    acknowledgeButton: 'Forstået',
    choicesButton: 'Administrer valg',
    dialogDescription:
      'Vi sælger eller deler oplysninger om dit besøg, f.eks. hvilke sider du ser og identifikatorer for din enhed, med annoncepartnere til målrettet annoncering. Fravælg dette salg og denne deling med knappen nedenfor, eller slå kategorier fra én ad gangen. Nødvendige cookies er altid slået til.',
  },
  consentTypes: {
    necessary: {
      title: 'Strengt nødvendige',
      description:
        'Kræves, for at hjemmesiden kan fungere: sikkerhed, navigation mellem sider og at huske dette valg. De kan ikke slås fra.',
    },
    functionality: {
      title: 'Funktionalitet',
      description:
        'Husker dine præferencer, f.eks. sprog eller område, og muliggør funktioner som indlejrede kort og chat.',
    },
    experience: {
      title: 'Oplevelse',
      description: 'Tilpasser det, du ser på hjemmesiden, f.eks. anbefalinger baseret på det, du har set før.',
    },
    measurement: {
      title: 'Statistik',
      description:
        'Tæller besøg og måler, hvordan hjemmesiden bruges, så vi kan finde og rette det, der ikke fungerer godt.',
    },
    marketing: {
      title: 'Marketing',
      description:
        'Lader annoncepartnere vise dig relevante annoncer her og andre steder og måle, hvor godt de virker.',
    },
  },
  frame: {
    title: 'Accepter cookies til {category} for at se dette indhold',
    actionButton: 'Aktivér cookies til {category}',
    shown: 'Indhold til {category} vises nu.',
  },
  legalLinks: {
    privacyPolicy: 'Privatlivspolitik',
    cookiePolicy: 'Cookiepolitik',
    termsOfService: 'Servicevilkår',
  },
  cookieDeclaration: {
    caption: '{category}: cookies og lignende teknologier',
    name: 'Navn',
    provider: 'Udbyder',
    purpose: 'Formål',
    duration: 'Varighed',
    session: 'Session',
    persistent: 'Indtil de slettes',
  },
  globalPrivacyControl: {
    note: 'Slået fra, fordi din browser sender signalet Global Privacy Control.',
  },
};

export default da;
