import type { Translations } from '../translation-types';

const fi: Translations = {
  common: {
    acceptAll: 'Hyväksy kaikki',
    rejectAll: 'Hylkää kaikki',
    customize: 'Mukauta',
    save: 'Tallenna asetukset',
    close: 'Sulje',
    securedBy: 'Suojauksen tarjoaa',
    alwaysActive: 'Aina käytössä',
    allowCategory: 'Salli {category}',
    servicesAllowed: 'Sallitut palvelut: {allowed}/{total}',
    saved: 'Tietosuojavalintasi on tallennettu.',
    privacyChoices: 'Tietosuojavalintasi',
  },
  cookieBanner: {
    landmark: 'Evästesuostumus',
    title: 'Arvostamme yksityisyyttäsi',
    description:
      'Käytämme evästeitä sivuston toiminnan varmistamiseen, käytön ymmärtämiseen ja osuvan sisällön näyttämiseen. Valitse, mitä evästeitä saamme käyttää – voit muuttaa valintaasi milloin tahansa.',
  },
  consentManagerDialog: {
    title: 'Tietosuoja-asetukset',
    description:
      'Päätä, mitä evästeitä ja vastaavia tekniikoita tämä sivusto saa käyttää. Välttämättömät evästeet ovat aina käytössä, koska sivusto ei toimi ilman niitä.',
  },
  optOut: {
    description:
      'Me ja mainoskumppanimme keräämme evästeillä ja vastaavilla tekniikoilla tietoja käynnistäsi, kuten katsomasi sivut ja laitteesi tunnisteet. Myymme tai jaamme niitä kohdennettua mainontaa varten, ellet kiellä sitä. Voit kieltää sen milloin tahansa.',
    optOutButton: 'Kiellä myynti/jakaminen',
    acknowledgeButton: 'Selvä',
    choicesButton: 'Hallitse valintoja',
    dialogDescription:
      'Myymme tai jaamme tietoja käynnistäsi, kuten katsomasi sivut ja laitteesi tunnisteet, mainoskumppaneille kohdennettua mainontaa varten. Kiellä tämä myynti ja jakaminen alla olevalla painikkeella tai poista luokkia käytöstä yksi kerrallaan. Välttämättömät evästeet ovat aina käytössä.',
  },
  consentTypes: {
    necessary: {
      title: 'Välttämättömät',
      description:
        'Tarvitaan sivuston toimintaan: tietoturvaan, sivulta toiselle siirtymiseen ja tämän valinnan muistamiseen. Niitä ei voi poistaa käytöstä.',
    },
    functionality: {
      title: 'Toiminnallisuus',
      description:
        'Muistavat asetuksesi, kuten kielen tai alueen, ja mahdollistavat esimerkiksi upotetut kartat ja chatin.',
    },
    experience: {
      title: 'Käyttökokemus',
      description:
        'Mukauttavat sivustolla näkemääsi sisältöä, esimerkiksi suosituksia aiemmin katsomiesi sisältöjen perusteella.',
    },
    measurement: {
      title: 'Analytiikka',
      description:
        'Laskevat käyntejä ja mittaavat sivuston käyttöä, jotta löydämme ja korjaamme asiat, jotka eivät toimi hyvin.',
    },
    marketing: {
      title: 'Markkinointi',
      description:
        'Antavat mainoskumppaneiden näyttää sinulle osuvia mainoksia täällä ja muualla sekä mitata niiden tehoa.',
    },
  },
  frame: {
    title: 'Hyväksy {category}-evästeet nähdäksesi tämän sisällön',
    actionButton: 'Salli {category}-evästeet',
    shown: '{category}-sisältö näytetään nyt.',
  },
  legalLinks: {
    privacyPolicy: 'Tietosuojakäytäntö',
    cookiePolicy: 'Evästekäytäntö',
    termsOfService: 'Käyttöehdot',
  },
  cookieDeclaration: {
    caption: '{category}: evästeet ja vastaavat tekniikat',
    name: 'Nimi',
    provider: 'Palveluntarjoaja',
    purpose: 'Käyttötarkoitus',
    duration: 'Kesto',
    session: 'Istunto',
    persistent: 'Kunnes ne poistetaan',
  },
  globalPrivacyControl: {
    note: 'Pois päältä, koska selaimesi lähettää Global Privacy Control -signaalin.',
  },
};

export default fi;
