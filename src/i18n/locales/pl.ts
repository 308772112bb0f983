import type { Translations } from '../translation-types';

const pl: Translations = {
  common: {
    acceptAll: 'Akceptuj wszystkie',
    rejectAll: 'Odrzuć wszystkie',
    customize: 'Dostosuj',
    save: 'Zapisz ustawienia',
    close: 'Zamknij',
    securedBy: 'Zabezpieczone przez',
    alwaysActive: 'Zawsze aktywne',
    allowCategory: 'Zezwól na „{category}”',
    servicesAllowed: 'Dozwolone usługi: {allowed}/{total}',
    saved: 'Twoje wybory dotyczące prywatności zostały zapisane.',
    privacyChoices: 'Twoje wybory dotyczące prywatności',
  },
  cookieBanner: {
    landmark: 'Zgoda na pliki cookie',
    title: 'Szanujemy Twoją prywatność',
    description:
      'Używamy plików cookie, aby zapewnić działanie tej strony, zrozumieć, jak jest używana, i wyświetlać trafne treści. Wybierz, na które pliki cookie się zgadzasz – swoją decyzję możesz zmienić w każdej chwili.',
  },
  consentManagerDialog: {
    title: 'Ustawienia prywatności',
    description:
      'Zdecyduj, z jakich plików cookie i podobnych technologii może korzystać ta strona. Niezbędne pliki cookie są zawsze włączone, ponieważ bez nich strona nie może działać.',
  },
  optOut: {
    description:
      'My i nasi partnerzy reklamowi zbieramy za pomocą plików cookie i podobnych technologii informacje o Twojej wizycie, takie jak odwiedzane strony i identyfikatory Twojego urządzenia. Sprzedajemy je lub udostępniamy na potrzeby reklam ukierunkowanych, chyba że wyrazisz sprzeciw. Możesz to zrobić w każdej chwili.',
    optOutButton: 'Odrzuć sprzedaż/udostępnianie',
    acknowledgeButton: 'Rozumiem',
    choicesButton: 'Zarządzaj wyborami',
    dialogDescription:
      'Sprzedajemy lub udostępniamy informacje o Twojej wizycie, takie jak odwiedzane strony i identyfikatory Twojego urządzenia, partnerom reklamowym na potrzeby reklam ukierunkowanych. Odrzuć tę sprzedaż i udostępnianie przyciskiem poniżej albo wyłączaj kategorie pojedynczo. Niezbędne pliki cookie są zawsze włączone.',
  },
  consentTypes: {
    necessary: {
      title: 'Ściśle niezbędne',
      description:
        'Wymagane do działania strony: zapewniają bezpieczeństwo, nawigację między podstronami i zapamiętanie tego wyboru. Nie można ich wyłączyć.',
    },
    functionality: {
      title: 'Funkcjonalne',
      description:
        'Zapamiętują Twoje preferencje, np. język lub region, i umożliwiają korzystanie z funkcji takich jak osadzone mapy i czat.',
    },
    experience: {
      title: 'Personalizacja',
      description: 'Dopasowują to, co widzisz na stronie, np. rekomendacje oparte na wcześniej oglądanych treściach.',
    },
    measurement: {
      title: 'Analityczne',
      description:
        'Zliczają odwiedziny i mierzą, jak strona jest używana, abyśmy mogli znaleźć i naprawić to, co nie działa dobrze.',
    },
    marketing: {
      title: 'Marketingowe',
      description:
        'Pozwalają partnerom reklamowym wyświetlać Ci trafne reklamy tutaj i w innych miejscach oraz mierzyć ich skuteczność.',
    },
  },
  frame: {
    title: 'Zaakceptuj pliki cookie z kategorii „{category}”, aby zobaczyć tę treść',
    actionButton: 'Włącz pliki cookie „{category}”',
    shown: 'Treść „{category}” jest teraz wyświetlana.',
  },
  legalLinks: {
    privacyPolicy: 'Polityka prywatności',
    cookiePolicy: 'Polityka plików cookie',
    termsOfService: 'Regulamin',
  },
  cookieDeclaration: {
    caption: '{category}: pliki cookie i podobne technologie',
    name: 'Nazwa',
    provider: 'Dostawca',
    purpose: 'Cel',
    duration: 'Okres przechowywania',
    session: 'Sesja',
    persistent: 'Do usunięcia',
  },
  globalPrivacyControl: {
    note: 'Wyłączone, ponieważ Twoja przeglądarka wysyła sygnał Global Privacy Control.',
  },
};

export default pl;
