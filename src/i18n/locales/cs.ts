import type { Translations } from '../translation-types';

const cs: Translations = {
  common: {
    acceptAll: 'Přijmout vše',
    rejectAll: 'Odmítnout vše',
    customize: 'Přizpůsobit',
    save: 'Uložit nastavení',
    close: 'Zavřít',
    securedBy: 'Zabezpečeno pomocí',
    alwaysActive: 'Vždy aktivní',
    allowCategory: 'Povolit „{category}“',
    servicesAllowed: 'Povolené služby: {allowed}/{total}',
    saved: 'Vaše volby ochrany soukromí byly uloženy.',
    privacyChoices: 'Vaše volby ochrany soukromí',
  },
  cookieBanner: {
    landmark: 'Souhlas se soubory cookie',
    title: 'Vaše soukromí je pro nás důležité',
    description:
      'Soubory cookie používáme k provozu tohoto webu, k pochopení toho, jak je používán, a k zobrazování relevantního obsahu. Vyberte, které soubory cookie smíme používat – svou volbu můžete kdykoli změnit.',
  },
  consentManagerDialog: {
    title: 'Nastavení soukromí',
    description:
      'Rozhodněte, které soubory cookie a podobné technologie smí tento web používat. Nezbytné soubory cookie jsou vždy zapnuté, protože bez nich web nemůže fungovat.',
  },
  optOut: {
    description:
      'My a naši reklamní partneři shromažďujeme pomocí souborů cookie a podobných technologií informace o vaší návštěvě, například zobrazené stránky a identifikátory vašeho zařízení. Prodáváme je nebo sdílíme pro cílenou reklamu, pokud to neodmítnete. Odmítnout to můžete kdykoli.',
    optOutButton: 'Odmítnout prodej/sdílení',
    acknowledgeButton: 'Rozumím',
    choicesButton: 'Spravovat volby',
    dialogDescription:
      'Informace o vaší návštěvě, například zobrazené stránky a identifikátory vašeho zařízení, prodáváme nebo sdílíme s reklamními partnery pro cílenou reklamu. Tento prodej a sdílení odmítnete tlačítkem níže, nebo můžete kategorie vypínat jednotlivě. Nezbytné soubory cookie jsou vždy zapnuté.',
  },
  consentTypes: {
    necessary: {
      title: 'Nezbytně nutné',
      description:
        'Jsou potřebné pro fungování webu: zajišťují zabezpečení, navigaci mezi stránkami a zapamatování této volby. Nelze je vypnout.',
    },
    functionality: {
      title: 'Funkční',
      description:
        'Pamatují si vaše předvolby, například jazyk nebo region, a umožňují funkce jako vložené mapy a chat.',
    },
    experience: {
      title: 'Personalizace',
      description:
        'Přizpůsobují obsah, který na webu vidíte, například doporučení podle toho, co jste si dříve prohlíželi.',
    },
    measurement: {
      title: 'Analytické',
      description:
        'Počítají návštěvy a měří, jak je web používán, abychom mohli najít a opravit to, co nefunguje dobře.',
    },
    marketing: {
      title: 'Marketingové',
      description:
        'Umožňují reklamním partnerům zobrazovat vám relevantní reklamy zde i jinde a měřit jejich účinnost.',
    },
  },
  frame: {
    title: 'Pro zobrazení tohoto obsahu přijměte soubory cookie kategorie „{category}“',
    actionButton: 'Povolit soubory cookie „{category}“',
    shown: 'Obsah „{category}“ je nyní zobrazen.',
  },
  legalLinks: {
    privacyPolicy: 'Zásady ochrany osobních údajů',
    cookiePolicy: 'Zásady používání cookies',
    termsOfService: 'Podmínky služby',
  },
  cookieDeclaration: {
    caption: '{category}: cookies a podobné technologie',
    name: 'Název',
    provider: 'Poskytovatel',
    purpose: 'Účel',
    duration: 'Doba uložení',
    session: 'Relace',
    persistent: 'Do smazání',
  },
  globalPrivacyControl: {
    note: 'Vypnuto, protože váš prohlížeč odesílá signál Global Privacy Control.',
  },
};

export default cs;
