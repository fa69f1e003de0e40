import type { EmailWords } from './types.js';

const printedCopyOf = (title: string | null) =>
  title ? `exemplar impresso de “${title}”` : 'livro impresso';
const stories = (n: number) => (n === 1 ? 'uma história' : `${n} histórias`);

export const pt: EmailWords = {
  locale: 'pt-BR',
  accountFooter: 'Você está recebendo este e-mail por algo que fez na sua conta StorySprout.',
  facts: {
    item: 'Produto',
    creditsAdded: 'Créditos adicionados',
    paid: 'Pago',
    date: 'Data',
    receiptNumber: 'Número do recibo',
    order: 'Pedido',
    giftCode: 'Código de presente',
    yourGiftCode: 'Seu código de presente',
    trackingNumber: 'Código de rastreio',
  },
  storyReady: {
    subject: (title) => `“${title}” está pronta para ler`,
    heading: 'Sua história está pronta',
    body: (title) =>
      `Todas as páginas de “${title}” estão desenhadas. Ela espera por você na sua biblioteca.`,
    button: 'Ler agora',
    closing: 'Boa leitura hoje à noite.',
  },
  creditsReceipt: {
    subject: 'Seu recibo StorySprout',
    heading: 'Obrigado pela sua compra',
    body: (n) =>
      n === 1
        ? 'Seu crédito de história está na sua conta, pronto para a próxima história.'
        : `Seus ${n} créditos de história estão na sua conta, prontos para a próxima história.`,
    button: 'Ver todas as suas compras',
  },
  giftReceipt: {
    subject: 'Seu presente StorySprout está pronto para dar',
    heading: 'Obrigado por presentear uma história',
    body: (recipient, n) =>
      `Aqui está o código de presente para ${recipient}: ${stories(n)} para criar juntos.`,
    byHand: 'Entregue o código pessoalmente ou num cartão: ele é digitado no cadastro ou na página da conta.',
    emailOn: (recipient, day) => `Vamos enviá-lo por e-mail para ${recipient} em ${day}.`,
    emailed: (recipient) => `Também o enviamos por e-mail para ${recipient}.`,
    item: (n) => `Presente: livro digital × ${n}`,
    button: 'Ver os presentes que você deu',
  },
  giftReceived: {
    subject: (from, n) =>
      `${from ?? 'Alguém'} deu a você ${n === 1 ? 'uma história' : `${n} histórias`} na StorySprout`,
    heading: (recipient) => `Um presente para você, ${recipient}`,
    body: (from, n) =>
      `${from ?? 'Alguém que ama você'} deu a você ${n === 1 ? 'uma história ilustrada e personalizada' : `${n} histórias ilustradas e personalizadas`} para criar para as crianças da sua vida.`,
    howTo:
      'Para usar, crie uma conta gratuita e digite o código em “Tem um código de presente?”. Já tem conta? Abra a página da sua conta e escolha “Resgatar um presente”. O código vale uma vez.',
    button: 'Resgatar seu presente',
    footer:
      'Você está recebendo este e-mail porque alguém comprou um presente StorySprout para você e nos deu este endereço.',
  },
  print: {
    confirmationSubject: (title) => `Seu ${printedCopyOf(title)} foi pedido`,
    confirmationHeading: 'Seu livro está a caminho da gráfica',
    confirmationBody: (title) =>
      `Obrigado! Recebemos seu pedido de um ${printedCopyOf(title)}. Vamos escrever de novo quando ele for enviado.`,
    followButton: 'Acompanhar seu pedido',
    shippedSubject: (title) => (title ? `“${title}” foi enviado` : 'Seu livro impresso foi enviado'),
    shippedHeading: 'Seu livro foi enviado',
    shippedBody: (title) => `Seu ${printedCopyOf(title)} está a caminho.`,
    trackButton: 'Rastrear sua encomenda',
    seeOrderButton: 'Ver seu pedido',
  },
  accountDeleted: {
    subject: 'Sua conta StorySprout foi excluída',
    heading: 'Sua conta foi excluída',
    body: 'Sua conta StorySprout e tudo o que havia nela, seus livros, personagens e fotos, foram excluídos. Os registros de pagamento ficam sem o seu nome, como a lei exige.',
    closing: 'Obrigado pelas histórias que você criou conosco. Você sempre será bem-vindo de volta.',
    footer: 'Este é o último e-mail que enviamos a este endereço sobre a sua conta.',
  },
  newsletterConfirm: {
    subject: 'Confirme sua inscrição na newsletter StorySprout',
    heading: 'Um toque para confirmar',
    body: 'Alguém, esperamos que você, pediu a newsletter StorySprout neste endereço. Toque no botão para confirmar e vamos incluir você.',
    button: 'Sim, quero me inscrever',
    ignore: 'Se não foi você, ignore este e-mail: não vamos incluir o endereço.',
    footer: 'Você está recebendo este e-mail porque este endereço foi digitado em storysprout.',
  },
  newsletterWelcome: {
    subject: 'Boas-vindas à newsletter StorySprout',
    heading: 'Você está na lista',
    body: 'Obrigado por participar. Algumas vezes por estação enviaremos ideias de histórias, novos estilos de ilustração e dicas para a hora de dormir.',
    button: 'Criar uma história',
    footer: 'Você recebe isto porque se inscreveu na newsletter StorySprout.',
    unsubscribe: 'Cancelar a inscrição com um clique',
  },
};
