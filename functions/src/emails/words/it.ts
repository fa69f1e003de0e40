import type { EmailWords } from './types.js';

const printedCopyOf = (title: string | null) => (title ? `copia stampata di «${title}»` : 'libro stampato');
const stories = (n: number) => (n === 1 ? 'una storia' : `${n} storie`);

export const it: EmailWords = {
  locale: 'it-IT',
  accountFooter: 'Ricevi questa email per qualcosa che hai fatto nel tuo account StorySprout.',
  facts: {
    item: 'Articolo',
    creditsAdded: 'Crediti aggiunti',
    paid: 'Pagato',
    date: 'Data',
    receiptNumber: 'Numero di ricevuta',
    order: 'Ordine',
    giftCode: 'Codice regalo',
    yourGiftCode: 'Il tuo codice regalo',
    trackingNumber: 'Numero di tracciamento',
  },
  storyReady: {
    subject: (title) => `«${title}» è pronta da leggere`,
    heading: 'La tua storia è pronta',
    body: (title) => `Ogni pagina di «${title}» è disegnata. Ti aspetta nella tua biblioteca.`,
    button: 'Leggila ora',
    closing: 'Buona lettura stasera.',
  },
  creditsReceipt: {
    subject: 'La tua ricevuta StorySprout',
    heading: 'Grazie per il tuo acquisto',
    body: (n) =>
      n === 1
        ? 'Il tuo credito per una storia è nel tuo account, pronto per la prossima storia.'
        : `I tuoi ${n} crediti per storie sono nel tuo account, pronti per la prossima storia.`,
    button: 'Vedi tutti i tuoi acquisti',
  },
  giftReceipt: {
    subject: 'Il tuo regalo StorySprout è pronto da regalare',
    heading: 'Grazie per aver regalato una storia',
    body: (recipient, n) => `Ecco il codice regalo per ${recipient}: ${stories(n)} da creare insieme.`,
    byHand:
      'Consegna il codice a mano o in un biglietto: si inserisce alla registrazione o nella pagina dell’account.',
    emailOn: (recipient, day) => `Lo invieremo via email a ${recipient} il ${day}.`,
    emailed: (recipient) => `Lo abbiamo inviato via email anche a ${recipient}.`,
    item: (n) => `Regalo: libro digitale × ${n}`,
    button: 'Vedi i regali che hai fatto',
  },
  giftReceived: {
    subject: (from, n) =>
      `${from ?? 'Qualcuno'} ti ha regalato ${n === 1 ? 'una storia' : `${n} storie`} su StorySprout`,
    heading: (recipient) => `Un regalo per te, ${recipient}`,
    body: (from, n) =>
      `${from ?? 'Qualcuno che ti vuole bene'} ti ha regalato ${n === 1 ? 'una storia illustrata e personalizzata' : `${n} storie illustrate e personalizzate`} da creare per i bambini della tua vita.`,
    howTo:
      'Per usarlo, crea un account gratuito e scrivi il codice in «Hai un codice regalo?». Hai già un account? Apri la pagina del tuo account e scegli «Riscatta un regalo». Il codice vale una volta.',
    button: 'Riscatta il tuo regalo',
    footer:
      'Ricevi questa email perché qualcuno ti ha comprato un regalo StorySprout e ci ha dato questo indirizzo.',
  },
  print: {
    confirmationSubject: (title) => `La tua ${printedCopyOf(title)} è ordinata`,
    confirmationHeading: 'Il tuo libro sta andando in tipografia',
    confirmationBody: (title) =>
      `Grazie! Abbiamo ricevuto il tuo ordine di una ${printedCopyOf(title)}. Ti scriveremo di nuovo alla spedizione.`,
    followButton: 'Segui il tuo ordine',
    shippedSubject: (title) =>
      title ? `«${title}» è stato spedito` : 'Il tuo libro stampato è stato spedito',
    shippedHeading: 'Il tuo libro è stato spedito',
    shippedBody: (title) => `La tua ${printedCopyOf(title)} è in viaggio.`,
    trackButton: 'Segui il tuo pacco',
    seeOrderButton: 'Vedi il tuo ordine',
  },
  accountDeleted: {
    subject: 'Il tuo account StorySprout è stato eliminato',
    heading: 'Il tuo account è stato eliminato',
    body: 'Il tuo account StorySprout e tutto ciò che conteneva, libri, personaggi e foto, sono stati eliminati. Le registrazioni dei pagamenti restano senza il tuo nome, come chiede la legge.',
    closing: 'Grazie per le storie che hai creato con noi. Sarai sempre il benvenuto.',
    footer: 'Questa è l’ultima email che inviamo a questo indirizzo sul tuo account.',
  },
  newsletterConfirm: {
    subject: 'Conferma la tua iscrizione alla newsletter StorySprout',
    heading: 'Un tocco per confermare',
    body: 'Qualcuno, speriamo tu, ha chiesto la newsletter StorySprout per questo indirizzo. Tocca il pulsante per confermare e ti aggiungeremo.',
    button: 'Sì, iscrivimi',
    ignore: 'Se non sei stato tu, ignora questa email: non aggiungeremo l’indirizzo.',
    footer: 'Ricevi questa email perché questo indirizzo è stato inserito su storysprout.',
  },
  newsletterWelcome: {
    subject: 'Benvenuto nella newsletter StorySprout',
    heading: 'Sei nella lista',
    body: 'Grazie per esserti iscritto. Qualche volta a stagione ti invieremo idee per storie, nuovi stili di illustrazione e consigli per la buonanotte.',
    button: 'Crea una storia',
    footer: 'Ricevi questo messaggio perché ti sei iscritto alla newsletter StorySprout.',
    unsubscribe: 'Annulla l’iscrizione con un clic',
  },
};
