import type { Translations } from '../translation-types';

const de: Translations = {
  common: {
    acceptAll: 'Alle akzeptieren',
    rejectAll: 'Alle ablehnen',
    customize: 'Anpassen',
    save: 'Einstellungen speichern',
    close: 'Schließen',
    securedBy: 'Gesichert durch',
    alwaysActive: 'Immer aktiv',
    allowCategory: '{category} erlauben',
    servicesAllowed: 'Erlaubte Dienste: {allowed}/{total}',
    saved: 'Ihre Datenschutzeinstellungen wurden gespeichert.',
    privacyChoices: 'Ihre Datenschutzoptionen',
  },
  cookieBanner: {
    landmark: 'Cookie-Einwilligung',
    title: 'Ihre Privatsphäre ist uns wichtig',
    description:
      'Wir verwenden Cookies, um diese Website zu betreiben, ihre Nutzung zu verstehen und relevante Inhalte anzuzeigen. Wählen Sie, welche Cookies wir verwenden dürfen – Ihre Entscheidung können Sie jederzeit ändern.',
  },
  consentManagerDialog: {
    title: 'Datenschutzeinstellungen',
    description:
      'Legen Sie fest, welche Cookies und ähnlichen Technologien diese Website verwenden darf. Notwendige Cookies sind immer aktiv, da die Website ohne sie nicht funktioniert.',
  },
  optOut: {
    description:
      'Wir und unsere Werbepartner erheben über Cookies und ähnliche Technologien Informationen über Ihren Besuch, etwa die aufgerufenen Seiten und Kennungen Ihres Geräts. Wir verkaufen oder teilen sie für personalisierte Werbung, sofern Sie nicht widersprechen. Sie können jederzeit widersprechen.',
    optOutButton: 'Verkauf/Weitergabe ablehnen',
    acknowledgeButton: 'Verstanden',
    choicesButton: 'Optionen verwalten',
    dialogDescription:
      'Wir verkaufen oder teilen Informationen über Ihren Besuch, etwa die aufgerufenen Seiten und Kennungen Ihres Geräts, mit Werbepartnern für personalisierte Werbung. Lehnen Sie diesen Verkauf und diese Weitergabe mit der Schaltfläche unten ab, oder schalten Sie Kategorien einzeln aus. Notwendige Cookies bleiben immer aktiv.',
  },
  consentTypes: {
    necessary: {
      title: 'Unbedingt erforderlich',
      description:
        'Für den Betrieb der Website erforderlich: Sicherheit, Seitennavigation und das Speichern dieser Auswahl. Diese Cookies lassen sich nicht deaktivieren.',
    },
    functionality: {
      title: 'Funktionalität',
      description:
        'Diese Cookies speichern Ihre Einstellungen wie Sprache oder Region und ermöglichen Funktionen wie eingebettete Karten und Chat.',
    },
    experience: {
      title: 'Nutzererlebnis',
      description:
        'Diese Cookies personalisieren, was Sie auf der Website sehen, etwa Empfehlungen auf Basis zuvor angesehener Inhalte.',
    },
    measurement: {
      title: 'Analyse',
      description:
        'Diese Cookies zählen Besuche und messen die Nutzung der Website, damit wir erkennen und beheben können, was nicht gut funktioniert.',
    },
    marketing: {
      title: 'Marketing',
      description:
        'Diese Cookies ermöglichen es Werbepartnern, Ihnen hier und anderswo relevante Werbung anzuzeigen und deren Wirkung zu messen.',
    },
  },
  frame: {
    title: 'Akzeptieren Sie Cookies für {category}, um diesen Inhalt anzuzeigen',
    actionButton: 'Cookies für {category} aktivieren',
    shown: 'Inhalte für {category} werden jetzt angezeigt.',
  },
  legalLinks: {
    privacyPolicy: 'Datenschutzerklärung',
    cookiePolicy: 'Cookie-Richtlinie',
    termsOfService: 'Nutzungsbedingungen',
  },
  cookieDeclaration: {
    caption: '{category}: Cookies und ähnliche Technologien',
    name: 'Name',
    provider: 'Anbieter',
    purpose: 'Zweck',
    duration: 'Speicherdauer',
    session: 'Sitzung',
    persistent: 'Bis zur Löschung',
  },
  globalPrivacyControl: {
    note: 'Deaktiviert, weil Ihr Browser das Signal Global Privacy Control sendet.',
  },
};

export default de;
