import type { Translations } from '../translation-types';

const en: Translations = {
  common: {
    acceptAll: 'Accept All',
    rejectAll: 'Reject All',
    customize: 'Customize',
    save: 'Save Settings',
    close: 'Close',
    securedBy: 'Secured by',
    alwaysActive: 'Always active',
    allowCategory: 'Allow {category}',
    servicesAllowed: 'Services allowed: {allowed}/{total}',
    saved: 'Your privacy choices have been saved.',
    privacyChoices: 'Your Privacy Choices',
  },
  cookieBanner: {
    landmark: 'Cookie consent',
    title: 'We value your privacy',
    description:
      'We use cookies to run this site, to understand how it is used and to show relevant content. Choose which cookies we may use, and change your mind at any time.',
  },
  consentManagerDialog: {
    title: 'Privacy Settings',
    description:
      'Decide which cookies and similar technologies this site may use. Necessary ones are always on because the site cannot work without them.',
  },
  optOut: {
    description:
      'We and our advertising partners collect information about your visit, such as the pages you view and identifiers of your device, through cookies and similar technologies. We sell or share it for targeted advertising unless you opt out. You can opt out at any time.',
    optOutButton: 'Opt Out of Sale/Sharing',
    acknowledgeButton: 'Got It',
    choicesButton: 'Manage Choices',
    dialogDescription:
      'We sell or share information about your visit, such as the pages you view and identifiers of your device, with advertising partners for targeted advertising. Opt out of this sale and sharing with the button below, or turn categories off one by one. Necessary cookies always stay on.',
  },
  consentTypes: {
    necessary: {
      title: 'Strictly Necessary',
      description:
        'Required for the site to work: security, page navigation and remembering this choice. They cannot be switched off.',
    },
    functionality: {
      title: 'Functionality',
      description:
        'Remember your preferences, such as language or region, and enable features like embedded maps and chat.',
    },
    experience: {
      title: 'Experience',
      description: 'Personalise what you see on the site, such as recommendations based on what you viewed before.',
    },
    measurement: {
      title: 'Analytics',
      description: 'Count visits and measure how the site is used, so we can find and fix what does not work well.',
    },
    marketing: {
      title: 'Marketing',
      description: 'Let advertising partners show you relevant ads here and elsewhere, and measure how well they work.',
    },
  },
  frame: {
    title: 'Accept {category} cookies to view this content',
    actionButton: 'Enable {category} cookies',
    shown: '{category} content is now shown.',
  },
  legalLinks: {
    privacyPolicy: 'Privacy Policy',
    cookiePolicy: 'Cookie Policy',
    termsOfService: 'Terms of Service',
  },
  cookieDeclaration: {
    caption: '{category}: cookies and similar technologies',
    name: 'Name',
    provider: 'Provider',
    purpose: 'Purpose',
    duration: 'Duration',
    session: 'Session',
    persistent: 'Until deleted',
  },
  globalPrivacyControl: {
    note: 'Off because your browser sends the Global Privacy Control signal.',
  },
};

export default en;
