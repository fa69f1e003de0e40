/**
 * The words of every email in one language (issue 45: an email is written in its account's
 * language). Sentences with a name or a number are functions of them, so each language orders
 * and inflects its own sentence; nothing is joined from pieces in render.ts.
 */
export interface EmailWords {
  /** BCP 47 tag for money and dates (`Intl`), e.g. `es-ES`. */
  locale: string;
  accountFooter: string;
  facts: {
    item: string;
    creditsAdded: string;
    paid: string;
    date: string;
    receiptNumber: string;
    order: string;
    giftCode: string;
    yourGiftCode: string;
    trackingNumber: string;
  };
  storyReady: {
    subject: (title: string) => string;
    heading: string;
    body: (title: string) => string;
    button: string;
    closing: string;
  };
  creditsReceipt: { subject: string; heading: string; body: (credits: number) => string; button: string };
  giftReceipt: {
    subject: string;
    heading: string;
    body: (recipient: string, quantity: number) => string;
    byHand: string;
    emailOn: (recipient: string, day: string) => string;
    emailed: (recipient: string) => string;
    item: (quantity: number) => string;
    button: string;
  };
  giftReceived: {
    subject: (from: string | null, quantity: number) => string;
    heading: (recipient: string) => string;
    body: (from: string | null, quantity: number) => string;
    howTo: string;
    button: string;
    footer: string;
  };
  print: {
    /** A print order's book by its title, or in general words once the book was deleted. */
    confirmationSubject: (title: string | null) => string;
    confirmationHeading: string;
    confirmationBody: (title: string | null) => string;
    followButton: string;
    shippedSubject: (title: string | null) => string;
    shippedHeading: string;
    shippedBody: (title: string | null) => string;
    trackButton: string;
    seeOrderButton: string;
  };
  accountDeleted: { subject: string; heading: string; body: string; closing: string; footer: string };
  newsletterConfirm: {
    subject: string;
    heading: string;
    body: string;
    button: string;
    ignore: string;
    footer: string;
  };
  newsletterWelcome: {
    subject: string;
    heading: string;
    body: string;
    button: string;
    footer: string;
    unsubscribe: string;
  };
}
