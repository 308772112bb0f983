import type { Translations } from '../translation-types';

const it: Translations = {
  common: {
    acceptAll: 'Accetta tutti',
    rejectAll: 'Rifiuta tutti',
    customize: 'Personalizza',
    save: 'Salva impostazioni',
    close: 'Chiudi',
    securedBy: 'Protetto da',
    alwaysActive: 'Sempre attivi',
    allowCategory: 'Consenti {category}',
    servicesAllowed: 'Servizi consentiti: {allowed}/{total}',
    saved: 'Le tue scelte sulla privacy sono state salvate.',
    privacyChoices: 'Le tue scelte sulla privacy',
  },
  cookieBanner: {
    landmark: 'Consenso ai cookie',
    title: 'La tua privacy è importante per noi',
    description:
      'Utilizziamo i cookie per far funzionare questo sito, capire come viene utilizzato e mostrarti contenuti pertinenti. Scegli quali cookie possiamo usare e cambia idea in qualsiasi momento.',
  },
  consentManagerDialog: {
    title: 'Impostazioni sulla privacy',
    description:
      'Decidi quali cookie e tecnologie simili può utilizzare questo sito. Quelli necessari sono sempre attivi perché senza di essi il sito non può funzionare.',
  },
  optOut: {
    description:
      'Noi e i nostri partner pubblicitari raccogliamo informazioni sulla tua visita, come le pagine che visualizzi e gli identificatori del tuo dispositivo, tramite cookie e tecnologie simili. Le vendiamo o condividiamo per pubblicità mirata, a meno che tu non ti opponga. Puoi opporti in qualsiasi momento.',
    optOutButton: 'Rifiuta vendita/condivisione',
    acknowledgeButton: 'Ho capito',
    choicesButton: 'Gestisci scelte',
    dialogDescription:
      'Vendiamo o condividiamo informazioni sulla tua visita, come le pagine che visualizzi e gli identificatori del tuo dispositivo, con partner pubblicitari per pubblicità mirata. Rifiuta questa vendita e condivisione con il pulsante qui sotto, oppure disattiva le categorie una alla volta. I cookie necessari restano sempre attivi.',
  },
  consentTypes: {
    necessary: {
      title: 'Strettamente necessari',
      description:
        'Indispensabili per il funzionamento del sito: sicurezza, navigazione tra le pagine e memorizzazione di questa scelta. Non possono essere disattivati.',
    },
    functionality: {
      title: 'Funzionalità',
      description:
        'Ricordano le tue preferenze, come lingua o area geografica, e abilitano funzioni come mappe incorporate e chat.',
    },
    experience: {
      title: 'Esperienza',
      description:
        'Personalizzano ciò che vedi sul sito, ad esempio con consigli basati su ciò che hai visualizzato in precedenza.',
    },
    measurement: {
      title: 'Analitici',
      description:
        'Contano le visite e misurano come viene utilizzato il sito, così possiamo individuare e correggere ciò che non funziona bene.',
    },
    marketing: {
      title: 'Marketing',
      description:
        'Consentono ai partner pubblicitari di mostrarti annunci pertinenti qui e altrove, e di misurarne i risultati.',
    },
  },
  frame: {
    title: 'Accetta i cookie {category} per visualizzare questo contenuto',
    actionButton: 'Attiva i cookie {category}',
    shown: 'Il contenuto {category} è ora visibile.',
  },
  legalLinks: {
    privacyPolicy: 'Informativa sulla privacy',
    cookiePolicy: 'Cookie policy',
    termsOfService: 'Termini di servizio',
  },
  cookieDeclaration: {
    caption: '{category}: cookie e tecnologie simili',
    name: 'Nome',
    provider: 'Fornitore',
    purpose: 'Finalità',
    duration: 'Durata',
    session: 'Sessione',
    persistent: 'Fino alla cancellazione',
  },
  globalPrivacyControl: {
    note: 'Disattivato perché il tuo browser invia il segnale Global Privacy Control.',
  },
};

export default it;
