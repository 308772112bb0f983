import type { Translations } from '../translation-types';

const pt: Translations = {
  common: {
    acceptAll: 'Aceitar todos',
    rejectAll: 'Rejeitar todos',
    customize: 'Personalizar',
    save: 'Salvar configurações',
    close: 'Fechar',
    securedBy: 'Protegido por',
    alwaysActive: 'Sempre ativos',
    allowCategory: 'Permitir {category}',
    servicesAllowed: 'Serviços permitidos: {allowed}/{total}',
    saved: 'As suas escolhas de privacidade foram guardadas.',
    privacyChoices: 'As suas escolhas de privacidade',
  },
  cookieBanner: {
    landmark: 'Consentimento de cookies',
    title: 'Valorizamos sua privacidade',
    description:
      'Usamos cookies para fazer este site funcionar, entender como ele é usado e mostrar conteúdo relevante. Escolha quais cookies podemos usar e mude de ideia quando quiser.',
  },
  consentManagerDialog: {
    title: 'Configurações de privacidade',
    description:
      'Decida quais cookies e tecnologias semelhantes este site pode usar. Os necessários estão sempre ativos, pois o site não funciona sem eles.',
  },
  optOut: {
    description:
      'Nós e nossos parceiros de publicidade coletamos informações sobre sua visita, como as páginas que você vê e os identificadores do seu dispositivo, por meio de cookies e tecnologias semelhantes. Nós as vendemos ou compartilhamos para publicidade direcionada, a menos que você se oponha. Você pode se opor a qualquer momento.',
    optOutButton: 'Recusar venda/compartilhamento',
    acknowledgeButton: 'Entendi',
    choicesButton: 'Gerenciar escolhas',
    dialogDescription:
      'Vendemos ou compartilhamos informações sobre sua visita, como as páginas que você vê e os identificadores do seu dispositivo, com parceiros de publicidade para publicidade direcionada. Recuse essa venda e esse compartilhamento com o botão abaixo ou desative as categorias uma a uma. Os cookies necessários ficam sempre ativos.',
  },
  consentTypes: {
    necessary: {
      title: 'Estritamente necessários',
      description:
        'Essenciais para o funcionamento do site: segurança, navegação entre páginas e memorização desta escolha. Não podem ser desativados.',
    },
    functionality: {
      title: 'Funcionalidade',
      description:
        'Lembram suas preferências, como idioma ou região, e ativam recursos como mapas incorporados e chat.',
    },
    experience: {
      title: 'Experiência',
      description: 'Personalizam o que você vê no site, como recomendações baseadas no que você visualizou antes.',
    },
    measurement: {
      title: 'Análise',
      description:
        'Contam as visitas e medem como o site é usado, para que possamos identificar e corrigir o que não funciona bem.',
    },
    marketing: {
      title: 'Marketing',
      description:
        'Permitem que parceiros de publicidade exibam anúncios relevantes para você aqui e em outros lugares e meçam a eficácia deles.',
    },
  },
  frame: {
    title: 'Aceite os cookies de {category} para ver este conteúdo',
    actionButton: 'Ativar cookies de {category}',
    shown: 'O conteúdo de {category} está agora visível.',
  },
  legalLinks: {
    privacyPolicy: 'Política de privacidade',
    cookiePolicy: 'Política de cookies',
    termsOfService: 'Termos de serviço',
  },
  cookieDeclaration: {
    caption: '{category}: cookies e tecnologias semelhantes',
    name: 'Nome',
    provider: 'Fornecedor',
    purpose: 'Finalidade',
    duration: 'Duração',
    session: 'Sessão',
    persistent: 'Até serem eliminados',
  },
  globalPrivacyControl: {
    note: 'Desativado porque o seu navegador envia o sinal Global Privacy Control.',
  },
};

export default pt;
