import type { Translations } from '../translation-types';

const sv: Translations = {
  common: {
    acceptAll: 'Godkänn alla',
    rejectAll: 'Avvisa alla',
    customize: 'Anpassa',
    save: 'Spara inställningar',
    close: 'Stäng',
    securedBy: 'Skyddas av',
    alwaysActive: 'Alltid aktiva',
    allowCategory: 'Tillåt {category}',
    servicesAllowed: 'Tillåtna tjänster: {allowed}/{total}',
    saved: 'Dina integritetsval har sparats.',
    privacyChoices: 'Dina integritetsval',
  },
  cookieBanner: {
    landmark: 'Samtycke till cookies',
    title: 'Vi värnar om din integritet',
    description:
      'Vi använder cookies för att driva webbplatsen, förstå hur den används och visa relevant innehåll. Välj vilka cookies vi får använda – du kan ändra dig när som helst.',
  },
  consentManagerDialog: {
    title: 'Integritetsinställningar',
    description:
      'Bestäm vilka cookies och liknande tekniker webbplatsen får använda. Nödvändiga cookies är alltid aktiverade eftersom webbplatsen inte fungerar utan dem.',
  },
  optOut: {
    description:
      'Vi och våra annonspartner samlar in information om ditt besök, till exempel vilka sidor du ser och identifierare för din enhet, med cookies och liknande tekniker. Vi säljer eller delar den för riktad annonsering om du inte avböjer. Du kan när som helst avböja.',
    optOutButton: 'Avböj försäljning/delning',
    acknowledgeButton: 'Jag förstår',
    choicesButton: 'Hantera val',
    dialogDescription:
      'Vi säljer eller delar information om ditt besök, till exempel vilka sidor du ser och identifierare för din enhet, med annonspartner för riktad annonsering. Avböj denna försäljning och delning med knappen nedan, eller stäng av kategorier en i taget. Nödvändiga cookies är alltid aktiva.',
  },
  consentTypes: {
    necessary: {
      title: 'Strikt nödvändiga',
      description:
        'Krävs för att webbplatsen ska fungera: säkerhet, navigering mellan sidor och att komma ihåg det här valet. De kan inte stängas av.',
    },
    functionality: {
      title: 'Funktionalitet',
      description:
        'Kommer ihåg dina inställningar, till exempel språk eller region, och möjliggör funktioner som inbäddade kartor och chatt.',
    },
    experience: {
      title: 'Upplevelse',
      description:
        'Anpassar det du ser på webbplatsen, till exempel rekommendationer baserade på vad du har tittat på tidigare.',
    },
    measurement: {
      title: 'Analys',
      description:
        'Räknar besök och mäter hur webbplatsen används, så att vi kan hitta och åtgärda det som inte fungerar bra.',
    },
    marketing: {
      title: 'Marknadsföring',
      description:
        'Låter annonspartner visa relevanta annonser för dig här och på andra ställen, och mäta hur väl de fungerar.',
    },
  },
  frame: {
    title: 'Godkänn cookies för {category} om du vill se det här innehållet',
    actionButton: 'Aktivera cookies för {category}',
    shown: 'Innehåll för {category} visas nu.',
  },
  legalLinks: {
    privacyPolicy: 'Integritetspolicy',
    cookiePolicy: 'Cookiepolicy',
    termsOfService: 'Användarvillkor',
  },
  cookieDeclaration: {
    caption: '{category}: cookies och liknande tekniker',
    name: 'Namn',
    provider: 'Leverantör',
    purpose: 'Syfte',
    duration: 'Lagringstid',
    session: 'Session',
    persistent: 'Tills de raderas',
  },
  globalPrivacyControl: {
    note: 'Avstängt eftersom din webbläsare skickar signalen Global Privacy Control.',
  },
};

export default sv;
