import type { Translations } from '../translation-types';

const fr: Translations = {
  common: {
    acceptAll: 'Tout accepter',
    rejectAll: 'Tout refuser',
    customize: 'Personnaliser',
    save: 'Enregistrer les paramètres',
    close: 'Fermer',
    securedBy: 'Sécurisé par',
    alwaysActive: 'Toujours actifs',
    allowCategory: 'Autoriser «\u00a0{category}\u00a0»',
    servicesAllowed: 'Services autorisés\u00a0: {allowed}/{total}',
    saved: 'Vos choix de confidentialité ont été enregistrés.',
    privacyChoices: 'Vos choix de confidentialité',
  },
  cookieBanner: {
    landmark: 'Consentement aux cookies',
    title: 'Nous respectons votre vie privée',
    description:
      'Nous utilisons des cookies pour faire fonctionner ce site, comprendre comment il est utilisé et vous proposer des contenus pertinents. Choisissez les cookies que nous pouvons utiliser et modifiez votre choix à tout moment.',
  },
  consentManagerDialog: {
    title: 'Paramètres de confidentialité',
    description:
      'Choisissez les cookies et technologies similaires que ce site peut utiliser. Les cookies nécessaires sont toujours actifs, car le site ne peut pas fonctionner sans eux.',
  },
  optOut: {
    description:
      'Nos partenaires publicitaires et nous collectons, au moyen de cookies et de technologies similaires, des informations sur votre visite, comme les pages consultées et les identifiants de votre appareil. Nous les vendons ou les partageons à des fins de publicité ciblée, sauf si vous vous y opposez. Vous pouvez vous y opposer à tout moment.',
    optOutButton: 'Refuser la vente/le partage',
    acknowledgeButton: 'J’ai compris',
    choicesButton: 'Gérer mes choix',
    dialogDescription:
      'Nous vendons ou partageons des informations sur votre visite, comme les pages consultées et les identifiants de votre appareil, avec des partenaires publicitaires à des fins de publicité ciblée. Refusez cette vente et ce partage avec le bouton ci-dessous, ou désactivez les catégories une par une. Les cookies nécessaires restent toujours actifs.',
  },
  consentTypes: {
    necessary: {
      title: 'Strictement nécessaires',
      description:
        'Indispensables au fonctionnement du site, notamment pour la sécurité, la navigation entre les pages et la mémorisation de ce choix. Ils ne peuvent pas être désactivés.',
    },
    functionality: {
      title: 'Fonctionnalités',
      description:
        'Mémorisent vos préférences, comme la langue ou la région, et activent des fonctions telles que les cartes intégrées et le chat.',
    },
    experience: {
      title: 'Expérience',
      description:
        'Personnalisent ce que vous voyez sur le site, comme des recommandations basées sur les pages que vous avez déjà consultées.',
    },
    measurement: {
      title: 'Mesure d’audience',
      description:
        'Comptent les visites et mesurent l’utilisation du site, afin que nous puissions repérer et corriger ce qui ne fonctionne pas bien.',
    },
    marketing: {
      title: 'Marketing',
      description:
        'Permettent à nos partenaires publicitaires de vous montrer des publicités pertinentes ici et ailleurs, et d’en mesurer l’efficacité.',
    },
  },
  frame: {
    title: 'Acceptez les cookies «\u00a0{category}\u00a0» pour afficher ce contenu',
    actionButton: 'Activer les cookies «\u00a0{category}\u00a0»',
    shown: 'Le contenu «\u00a0{category}\u00a0» est maintenant affiché.',
  },
  legalLinks: {
    privacyPolicy: 'Politique de confidentialité',
    cookiePolicy: 'Politique relative aux cookies',
    termsOfService: 'Conditions d’utilisation',
  },
  cookieDeclaration: {
    caption: '{category} : cookies et technologies similaires',
    name: 'Nom',
    provider: 'Fournisseur',
    purpose: 'Finalité',
    duration: 'Durée',
    session: 'Session',
    persistent: 'Jusqu’à leur suppression',
  },
  globalPrivacyControl: {
    note: 'Désactivé, car votre navigateur envoie le signal Global Privacy Control.',
  },
};

export default fr;
