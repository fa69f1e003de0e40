import type { EmailWords } from './types.js';

const stories = (n: number) => (n === 1 ? 'eine Geschichte' : `${n} Geschichten`);

export const de: EmailWords = {
  locale: 'de-DE',
  accountFooter: 'Sie erhalten diese E-Mail wegen einer Aktion in Ihrem StorySprout-Konto.',
  facts: {
    item: 'Artikel',
    creditsAdded: 'Gutgeschrieben',
    paid: 'Bezahlt',
    date: 'Datum',
    receiptNumber: 'Belegnummer',
    order: 'Bestellung',
    giftCode: 'Geschenkcode',
    yourGiftCode: 'Ihr Geschenkcode',
    trackingNumber: 'Sendungsnummer',
  },
  storyReady: {
    subject: (title) => `„${title}“ ist bereit zum Lesen`,
    heading: 'Ihre Geschichte ist fertig',
    body: (title) => `Jede Seite von „${title}“ ist gezeichnet. Sie wartet in Ihrer Bibliothek auf Sie.`,
    button: 'Jetzt lesen',
    closing: 'Viel Freude beim Vorlesen heute Abend.',
  },
  creditsReceipt: {
    subject: 'Ihr StorySprout-Beleg',
    heading: 'Vielen Dank für Ihren Kauf',
    body: (n) =>
      n === 1
        ? 'Ihr Guthaben für eine Geschichte ist auf Ihrem Konto, bereit für die nächste Geschichte.'
        : `Ihr Guthaben für ${n} Geschichten ist auf Ihrem Konto, bereit für die nächste Geschichte.`,
    button: 'Alle Ihre Käufe ansehen',
  },
  giftReceipt: {
    subject: 'Ihr StorySprout-Geschenk ist bereit',
    heading: 'Danke, dass Sie eine Geschichte verschenken',
    body: (recipient, n) =>
      `Hier ist der Geschenkcode für ${recipient}: ${stories(n)} zum gemeinsamen Gestalten.`,
    byHand:
      'Geben Sie den Code persönlich oder in einer Karte weiter: Er wird bei der Registrierung oder auf der Kontoseite eingegeben.',
    emailOn: (recipient, day) => `Wir senden ihn am ${day} per E-Mail an ${recipient}.`,
    emailed: (recipient) => `Wir haben ihn auch per E-Mail an ${recipient} gesendet.`,
    item: (n) => `Geschenk: Digitales Buch × ${n}`,
    button: 'Ihre verschenkten Geschenke ansehen',
  },
  giftReceived: {
    subject: (from, n) =>
      `${from ?? 'Jemand'} schenkt Ihnen ${n === 1 ? 'eine Geschichte' : `${n} Geschichten`} bei StorySprout`,
    heading: (recipient) => `Ein Geschenk für Sie, ${recipient}`,
    body: (from, n) =>
      `${from ?? 'Jemand, der Sie gern hat,'} schenkt Ihnen ${n === 1 ? 'eine persönliche, illustrierte Geschichte' : `${n} persönliche, illustrierte Geschichten`} für die Kinder in Ihrem Leben.`,
    howTo:
      'Erstellen Sie dazu ein kostenloses Konto und geben Sie den Code bei „Haben Sie einen Geschenkcode?“ ein. Sie haben schon ein Konto? Öffnen Sie Ihre Kontoseite und wählen Sie „Geschenk einlösen“. Der Code gilt einmal.',
    button: 'Geschenk einlösen',
    footer:
      'Sie erhalten diese E-Mail, weil jemand Ihnen ein StorySprout-Geschenk gekauft und uns diese Adresse genannt hat.',
  },
  print: {
    confirmationSubject: (title) =>
      title ? `Ihr gedrucktes Exemplar von „${title}“ ist bestellt` : 'Ihr gedrucktes Buch ist bestellt',
    confirmationHeading: 'Ihr Buch ist auf dem Weg zur Druckerei',
    confirmationBody: (title) =>
      `Vielen Dank! Ihre Bestellung ${title ? `eines gedruckten Exemplars von „${title}“` : 'eines gedruckten Buchs'} ist eingegangen. Wir schreiben Ihnen wieder, sobald es versandt wird.`,
    followButton: 'Bestellung verfolgen',
    shippedSubject: (title) => (title ? `„${title}“ ist unterwegs` : 'Ihr gedrucktes Buch ist unterwegs'),
    shippedHeading: 'Ihr Buch wurde versandt',
    shippedBody: (title) =>
      title ? `Ihr gedrucktes Exemplar von „${title}“ ist unterwegs.` : 'Ihr gedrucktes Buch ist unterwegs.',
    trackButton: 'Paket verfolgen',
    seeOrderButton: 'Bestellung ansehen',
  },
  accountDeleted: {
    subject: 'Ihr StorySprout-Konto ist gelöscht',
    heading: 'Ihr Konto ist gelöscht',
    body: 'Ihr StorySprout-Konto und alles darin, Ihre Bücher, Figuren und Fotos, sind gelöscht. Zahlungsbelege bleiben ohne Ihren Namen erhalten, wie es das Gesetz verlangt.',
    closing:
      'Danke für die Geschichten, die Sie mit uns gestaltet haben. Sie sind jederzeit wieder willkommen.',
    footer: 'Dies ist die letzte E-Mail, die wir an diese Adresse zu Ihrem Konto senden.',
  },
  newsletterConfirm: {
    subject: 'Bitte bestätigen Sie Ihre Anmeldung zum StorySprout-Newsletter',
    heading: 'Ein Tipp zum Bestätigen',
    body: 'Jemand, hoffentlich Sie, hat den StorySprout-Newsletter für diese Adresse angefordert. Tippen Sie auf die Schaltfläche, um zu bestätigen, dann nehmen wir Sie auf.',
    button: 'Ja, anmelden',
    ignore: 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Wir nehmen die Adresse nicht auf.',
    footer: 'Sie erhalten diese E-Mail, weil diese Adresse bei storysprout eingegeben wurde.',
  },
  newsletterWelcome: {
    subject: 'Willkommen beim StorySprout-Newsletter',
    heading: 'Sie sind dabei',
    body: 'Danke für Ihre Anmeldung. Ein paar Mal pro Saison senden wir Ideen für Geschichten, neue Illustrationsstile und Tipps für die Schlafenszeit.',
    button: 'Geschichte gestalten',
    footer: 'Sie erhalten dies, weil Sie den StorySprout-Newsletter abonniert haben.',
    unsubscribe: 'Mit einem Klick abmelden',
  },
};
