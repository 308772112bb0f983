import type { Translations } from '../translation-types';

const es: Translations = {
  common: {
    acceptAll: 'Aceptar todo',
    rejectAll: 'Rechazar todo',
    customize: 'Personalizar',
    save: 'Guardar configuración',
    close: 'Cerrar',
    securedBy: 'Protegido por',
    alwaysActive: 'Siempre activas',
    allowCategory: 'Permitir {category}',
    servicesAllowed: 'Servicios permitidos: {allowed}/{total}',
    saved: 'Se han guardado tus preferencias de privacidad.',
    privacyChoices: 'Tus opciones de privacidad',
  },
  cookieBanner: {
    landmark: 'Consentimiento de cookies',
    title: 'Valoramos tu privacidad',
    description:
      'Usamos cookies para que este sitio funcione, entender cómo se utiliza y mostrarte contenido relevante. Elige qué cookies podemos usar y cambia de opinión cuando quieras.',
  },
  consentManagerDialog: {
    title: 'Configuración de privacidad',
    description:
      'Decide qué cookies y tecnologías similares puede usar este sitio. Las necesarias están siempre activas porque el sitio no puede funcionar sin ellas.',
  },
  optOut: {
    description:
      'Nosotros y nuestros socios publicitarios recopilamos información sobre tu visita, como las páginas que ves y los identificadores de tu dispositivo, mediante cookies y tecnologías similares. La vendemos o compartimos para publicidad dirigida, salvo que te excluyas. Puedes excluirte en cualquier momento.',
    optOutButton: 'Rechazar venta/uso compartido',
    acknowledgeButton: 'Entendido',
    choicesButton: 'Gestionar opciones',
    dialogDescription:
      'Vendemos o compartimos información sobre tu visita, como las páginas que ves y los identificadores de tu dispositivo, con socios publicitarios para publicidad dirigida. Rechaza esta venta y este uso compartido con el botón de abajo, o desactiva las categorías una a una. Las cookies necesarias siempre permanecen activas.',
  },
  consentTypes: {
    necessary: {
      title: 'Estrictamente necesarias',
      description:
        'Imprescindibles para que el sitio funcione: seguridad, navegación entre páginas y recordar esta elección. No se pueden desactivar.',
    },
    functionality: {
      title: 'Funcionalidad',
      description:
        'Recuerdan tus preferencias, como el idioma o la región, y habilitan funciones como mapas integrados y chat.',
    },
    experience: {
      title: 'Experiencia',
      description: 'Personalizan lo que ves en el sitio, como recomendaciones basadas en lo que has visto antes.',
    },
    measurement: {
      title: 'Analítica',
      description:
        'Cuentan las visitas y miden cómo se usa el sitio, para que podamos detectar y corregir lo que no funciona bien.',
    },
    marketing: {
      title: 'Marketing',
      description:
        'Permiten a nuestros socios publicitarios mostrarte anuncios relevantes aquí y en otros sitios, y medir su eficacia.',
    },
  },
  frame: {
    title: 'Acepta las cookies de {category} para ver este contenido',
    actionButton: 'Activar cookies de {category}',
    shown: 'Ahora se muestra el contenido de {category}.',
  },
  legalLinks: {
    privacyPolicy: 'Política de privacidad',
    cookiePolicy: 'Política de cookies',
    termsOfService: 'Términos del servicio',
  },
  cookieDeclaration: {
    caption: '{category}: cookies y tecnologías similares',
    name: 'Nombre',
    provider: 'Proveedor',
    purpose: 'Finalidad',
    duration: 'Duración',
    session: 'Sesión',
    persistent: 'Hasta que se eliminen',
  },
  globalPrivacyControl: {
    note: 'Desactivado porque su navegador envía la señal Global Privacy Control.',
  },
};

export default es;
