import type { Language } from '../contract/languages.js';
import type { Email } from './model.js';
import { EMAIL_WORDS, type EmailWords } from './words/index.js';
import { toHtml, toText, type Layout } from './layout.js';

/** One email as the Mailer sends it, but the address and the message id. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** The newsletter's one-click unsubscribe: the link the email shows, and the RFC 8058 POST target. */
export function unsubscribeLinks(appUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${appUrl}/newsletter/unsubscribe?${query}`,
    oneClick: `${appUrl}/public/unsubscribeNewsletter?${query}`,
  };
}

function layoutOf(
  email: Email,
  appUrl: string,
  w: EmailWords,
): { subject: string; layout: Layout; headers?: Record<string, string> } {
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(w.locale, { style: 'currency', currency: currency.toUpperCase() }).format(
      cents / 100,
    );
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString(w.locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
  const f = w.facts;
  // Transactional emails are about one account; they carry no unsubscribe.
  const account = { text: w.accountFooter };
  /** One email: its subject and its layout. */
  const message = (
    subject: string,
    heading: string,
    blocks: Layout['blocks'],
    footer: Layout['footer'] = account,
  ) => ({
    subject,
    layout: { heading, blocks, footer },
  });
  /** What was paid and when, as every receipt lists it. */
  const payment = (amountCents: number, currency: string, paidAt: string): [string, string][] => [
    [f.paid, money(amountCents, currency)],
    [f.date, day(paidAt)],
  ];
  switch (email.kind) {
    case 'storyReady':
      return message(w.storyReady.subject(email.title), w.storyReady.heading, [
        { paragraph: w.storyReady.body(email.title) },
        { button: { label: w.storyReady.button, url: `${appUrl}/library` } },
        { paragraph: w.storyReady.closing },
      ]);
    case 'creditsReceipt':
      return message(w.creditsReceipt.subject, w.creditsReceipt.heading, [
        { paragraph: w.creditsReceipt.body(email.credits) },
        {
          facts: [
            [f.item, `${email.itemName} × ${email.quantity}`],
            [f.creditsAdded, String(email.credits)],
            ...payment(email.amountCents, email.currency, email.paidAt),
            [f.receiptNumber, email.sessionId],
          ],
        },
        { button: { label: w.creditsReceipt.button, url: `${appUrl}/account?section=purchases` } },
      ]);
    case 'giftReceipt':
      return message(w.giftReceipt.subject, w.giftReceipt.heading, [
        { paragraph: w.giftReceipt.body(email.recipientName, email.quantity) },
        { facts: [[f.giftCode, email.code]] },
        {
          paragraph: !email.emailsRecipient
            ? w.giftReceipt.byHand
            : email.emailedOn
              ? w.giftReceipt.emailOn(email.recipientName, day(`${email.emailedOn}T12:00:00Z`))
              : w.giftReceipt.emailed(email.recipientName),
        },
        {
          facts: [
            [f.item, w.giftReceipt.item(email.quantity)],
            ...payment(email.amountCents, email.currency, email.paidAt),
          ],
        },
        { button: { label: w.giftReceipt.button, url: `${appUrl}/account?section=gifts` } },
      ]);
    case 'giftReceived':
      return message(
        w.giftReceived.subject(email.fromName, email.quantity),
        w.giftReceived.heading(email.recipientName),
        [
          { paragraph: w.giftReceived.body(email.fromName, email.quantity) },
          ...(email.message ? [{ paragraph: `“${email.message}”` }] : []),
          { facts: [[f.yourGiftCode, email.code]] },
          { paragraph: w.giftReceived.howTo },
          {
            button: {
              label: w.giftReceived.button,
              url: `${appUrl}/signup?gift=${encodeURIComponent(email.code)}`,
            },
          },
        ],
        { text: w.giftReceived.footer },
      );
    case 'printConfirmation':
      return message(w.print.confirmationSubject(email.title), w.print.confirmationHeading, [
        { paragraph: w.print.confirmationBody(email.title) },
        {
          facts: [[f.order, email.orderId], ...payment(email.amountCents, email.currency, email.paidAt)],
        },
        { button: { label: w.print.followButton, url: `${appUrl}/print-book-order` } },
      ]);
    case 'printShipped':
      return message(w.print.shippedSubject(email.title), w.print.shippedHeading, [
        { paragraph: w.print.shippedBody(email.title) },
        ...(email.trackingId
          ? [{ facts: [[f.trackingNumber, email.trackingId]] as [string, string][] }]
          : []),
        email.trackingUrl
          ? { button: { label: w.print.trackButton, url: email.trackingUrl } }
          : { button: { label: w.print.seeOrderButton, url: `${appUrl}/print-book-order` } },
        { facts: [[f.order, email.orderId]] },
      ]);
    case 'accountDeleted':
      return message(
        w.accountDeleted.subject,
        w.accountDeleted.heading,
        [{ paragraph: w.accountDeleted.body }, { paragraph: w.accountDeleted.closing }],
        { text: w.accountDeleted.footer },
      );
    case 'newsletterConfirm':
      return message(
        w.newsletterConfirm.subject,
        w.newsletterConfirm.heading,
        [
          { paragraph: w.newsletterConfirm.body },
          {
            button: {
              label: w.newsletterConfirm.button,
              url: `${appUrl}/newsletter/confirm?token=${encodeURIComponent(email.token)}`,
            },
          },
          { paragraph: w.newsletterConfirm.ignore },
        ],
        { text: w.newsletterConfirm.footer },
      );
    case 'newsletterWelcome': {
      const links = unsubscribeLinks(appUrl, email.unsubscribeToken);
      return {
        subject: w.newsletterWelcome.subject,
        layout: {
          heading: w.newsletterWelcome.heading,
          blocks: [
            { paragraph: w.newsletterWelcome.body },
            { button: { label: w.newsletterWelcome.button, url: `${appUrl}/create` } },
          ],
          footer: {
            text: w.newsletterWelcome.footer,
            link: { label: w.newsletterWelcome.unsubscribe, url: links.page },
          },
        },
        // RFC 8058: a mail client's unsubscribe button POSTs here, with no page and no sign-in.
        headers: {
          'List-Unsubscribe': `<${links.oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    }
  }
}

/**
 * The words of one email in the reader's language: subject, plain text and HTML in the brand's
 * look, and its headers.
 */
export function renderEmail(email: Email, appUrl: string, language: Language): RenderedEmail {
  const { subject, layout, headers } = layoutOf(email, appUrl.replace(/\/+$/, ''), EMAIL_WORDS[language]);
  return {
    subject,
    text: toText(layout),
    html: toHtml(layout, language),
    ...(headers ? { headers } : {}),
  };
}
