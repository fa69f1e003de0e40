import type { EmailWords } from './types.js';

const printedCopyOf = (title: string | null) =>
  title ? `exemplaire imprimé de « ${title} »` : 'livre imprimé';
const stories = (n: number) => (n === 1 ? 'une histoire' : `${n} histoires`);

export const fr: EmailWords = {
  locale: 'fr-FR',
  accountFooter: 'Vous recevez cet e-mail à la suite d’une action sur votre compte StorySprout.',
  facts: {
    item: 'Article',
    creditsAdded: 'Crédits ajoutés',
    paid: 'Payé',
    date: 'Date',
    receiptNumber: 'Numéro de reçu',
    order: 'Commande',
    giftCode: 'Code cadeau',
    yourGiftCode: 'Votre code cadeau',
    trackingNumber: 'Numéro de suivi',
  },
  storyReady: {
    subject: (title) => `« ${title} » est prête à lire`,
    heading: 'Votre histoire est prête',
    body: (title) =>
      `Toutes les pages de « ${title} » sont dessinées. Elle vous attend dans votre bibliothèque.`,
    button: 'La lire maintenant',
    closing: 'Bonne lecture ce soir.',
  },
  creditsReceipt: {
    subject: 'Votre reçu StorySprout',
    heading: 'Merci pour votre achat',
    body: (n) =>
      n === 1
        ? 'Votre crédit d’histoire est sur votre compte, prêt pour la prochaine histoire.'
        : `Vos ${n} crédits d’histoire sont sur votre compte, prêts pour la prochaine histoire.`,
    button: 'Voir tous vos achats',
  },
  giftReceipt: {
    subject: 'Votre cadeau StorySprout est prêt à offrir',
    heading: 'Merci d’offrir une histoire',
    body: (recipient, n) => `Voici le code cadeau pour ${recipient} : ${stories(n)} à créer ensemble.`,
    byHand:
      'Donnez le code en main propre ou dans une carte : il se saisit à l’inscription ou sur la page du compte.',
    emailOn: (recipient, day) => `Nous l’enverrons par e-mail à ${recipient} le ${day}.`,
    emailed: (recipient) => `Nous l’avons aussi envoyé par e-mail à ${recipient}.`,
    item: (n) => `Cadeau : livre numérique × ${n}`,
    button: 'Voir les cadeaux que vous avez offerts',
  },
  giftReceived: {
    subject: (from, n) =>
      `${from ?? 'Quelqu’un'} vous offre ${n === 1 ? 'une histoire' : `${n} histoires`} sur StorySprout`,
    heading: (recipient) => `Un cadeau pour vous, ${recipient}`,
    body: (from, n) =>
      `${from ?? 'Quelqu’un qui vous aime'} vous offre ${n === 1 ? 'une histoire illustrée et personnalisée' : `${n} histoires illustrées et personnalisées`} à créer pour les enfants de votre vie.`,
    howTo:
      'Pour l’utiliser, créez un compte gratuit et saisissez le code dans « Vous avez un code cadeau ? ». Vous avez déjà un compte ? Ouvrez la page de votre compte et choisissez « Utiliser un cadeau ». Le code ne sert qu’une fois.',
    button: 'Utiliser votre cadeau',
    footer:
      'Vous recevez cet e-mail parce que quelqu’un vous a acheté un cadeau StorySprout et nous a donné cette adresse.',
  },
  print: {
    confirmationSubject: (title) => `Votre ${printedCopyOf(title)} est commandé`,
    confirmationHeading: 'Votre livre part chez l’imprimeur',
    confirmationBody: (title) =>
      `Merci ! Nous avons bien reçu votre commande d’un ${printedCopyOf(title)}. Nous vous écrirons de nouveau à son expédition.`,
    followButton: 'Suivre votre commande',
    shippedSubject: (title) => (title ? `« ${title} » est expédié` : 'Votre livre imprimé est expédié'),
    shippedHeading: 'Votre livre est expédié',
    shippedBody: (title) => `Votre ${printedCopyOf(title)} est en route.`,
    trackButton: 'Suivre votre colis',
    seeOrderButton: 'Voir votre commande',
  },
  accountDeleted: {
    subject: 'Votre compte StorySprout est supprimé',
    heading: 'Votre compte est supprimé',
    body: 'Votre compte StorySprout et tout son contenu, vos livres, personnages et photos, sont supprimés. Les traces des paiements restent sans votre nom, comme la loi l’exige.',
    closing: 'Merci pour les histoires créées avec nous. Vous serez toujours le bienvenu.',
    footer: 'C’est le dernier e-mail que nous envoyons à cette adresse au sujet de votre compte.',
  },
  newsletterConfirm: {
    subject: 'Confirmez votre inscription à la lettre d’information StorySprout',
    heading: 'Un geste pour confirmer',
    body: 'Quelqu’un, vous sans doute, a demandé la lettre d’information StorySprout pour cette adresse. Touchez le bouton pour confirmer et nous vous ajouterons.',
    button: 'Oui, je m’inscris',
    ignore: 'Si ce n’était pas vous, ignorez cet e-mail : nous n’ajouterons pas l’adresse.',
    footer: 'Vous recevez cet e-mail parce que cette adresse a été saisie sur storysprout.',
  },
  newsletterWelcome: {
    subject: 'Bienvenue dans la lettre d’information StorySprout',
    heading: 'Vous êtes inscrit',
    body: 'Merci de nous rejoindre. Quelques fois par saison, nous vous enverrons des idées d’histoires, de nouveaux styles d’illustration et des conseils pour le coucher.',
    button: 'Créer une histoire',
    footer: 'Vous recevez ceci parce que vous êtes inscrit à la lettre d’information StorySprout.',
    unsubscribe: 'Se désabonner en un clic',
  },
};
