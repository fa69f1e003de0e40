import type { Email } from './model.js';
import { toHtml, toText, type Layout } from './layout.js';

/** One email as the Mailer sends it, but the address and the message id. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Where a reply goes (transactional emails are about one account; they carry no unsubscribe). */
const ACCOUNT_FOOTER = 'You are getting this email because of something you did on your StorySprout account.';

/** The newsletter's one-click unsubscribe: the link the email shows, and the RFC 8058 POST target. */
export function unsubscribeLinks(appUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${appUrl}/newsletter/unsubscribe?${query}`,
    oneClick: `${appUrl}/public/unsubscribeNewsletter?${query}`,
  };
}

/** A print order's book by its title, or in general words once the book was deleted. */
const printedCopyOf = (title: string | null) => (title ? `printed copy of “${title}”` : 'printed book');

function layoutOf(
  email: Email,
  appUrl: string,
): { subject: string; layout: Layout; headers?: Record<string, string> } {
  const account = { text: ACCOUNT_FOOTER };
  switch (email.kind) {
    case 'storyReady':
      return {
        subject: `“${email.title}” is ready to read`,
        layout: {
          heading: 'Your story is ready',
          blocks: [
            { paragraph: `Every page of “${email.title}” is drawn. It is waiting for you in your library.` },
            { button: { label: 'Read it now', url: `${appUrl}/library` } },
            { paragraph: 'Happy reading tonight.' },
          ],
          footer: account,
        },
      };
    case 'creditsReceipt':
      return {
        subject: 'Your StorySprout receipt',
        layout: {
          heading: 'Thank you for your purchase',
          blocks: [
            {
              paragraph: `Your ${email.credits === 1 ? 'story credit is' : `${email.credits} story credits are`} in your account, ready for the next story.`,
            },
            {
              facts: [
                ['Item', `${email.itemName} × ${email.quantity}`],
                ['Credits added', String(email.credits)],
                ['Paid', money(email.amountCents, email.currency)],
                ['Date', day(email.paidAt)],
                ['Receipt number', email.sessionId],
              ],
            },
            { button: { label: 'See all your purchases', url: `${appUrl}/account?section=purchases` } },
          ],
          footer: account,
        },
      };
    case 'giftReceipt':
      return {
        subject: 'Your StorySprout gift is ready to give',
        layout: {
          heading: 'Thank you for giving a story',
          blocks: [
            {
              paragraph: `Here is the gift code for ${email.recipientName}: ${email.quantity === 1 ? 'one story' : `${email.quantity} stories`} to make together.`,
            },
            { facts: [['Gift code', email.code]] },
            {
              paragraph: !email.emailsRecipient
                ? 'Give the code by hand or in a card: they enter it when they sign up, or on their account page.'
                : email.emailedOn
                  ? `We will email it to ${email.recipientName} on ${day(`${email.emailedOn}T12:00:00Z`)}.`
                  : `We have emailed it to ${email.recipientName} too.`,
            },
            {
              facts: [
                ['Item', `Gift: Digital Storybook × ${email.quantity}`],
                ['Paid', money(email.amountCents, email.currency)],
                ['Date', day(email.paidAt)],
              ],
            },
            { button: { label: 'See the gifts you have given', url: `${appUrl}/account?section=gifts` } },
          ],
          footer: account,
        },
      };
    case 'giftReceived':
      return {
        subject: `${email.fromName ?? 'Someone'} gave you ${email.quantity === 1 ? 'a story' : `${email.quantity} stories`} on StorySprout`,
        layout: {
          heading: `A gift for you, ${email.recipientName}`,
          blocks: [
            {
              paragraph: `${email.fromName ?? 'Someone who loves you'} gave you ${email.quantity === 1 ? 'a personalized, illustrated story' : `${email.quantity} personalized, illustrated stories`} to make for the children in your life.`,
            },
            ...(email.message ? [{ paragraph: `“${email.message}”` }] : []),
            { facts: [['Your gift code', email.code]] },
            {
              paragraph:
                'To use it, create a free account and type the code in "Have a gift code?". Already have an account? Open your account page and choose "Redeem a gift". The code works once.',
            },
            {
              button: {
                label: 'Redeem your gift',
                url: `${appUrl}/signup?gift=${encodeURIComponent(email.code)}`,
              },
            },
          ],
          footer: {
            text: 'You are getting this email because someone bought you a StorySprout gift and gave us this address.',
          },
        },
      };
    case 'printConfirmation':
      return {
        subject: `Your ${printedCopyOf(email.title)} is ordered`,
        layout: {
          heading: 'Your book is on its way to the printer',
          blocks: [
            {
              paragraph: `Thank you! We have your order for a ${printedCopyOf(email.title)}. We will email you again when it ships.`,
            },
            {
              facts: [
                ['Order', email.orderId],
                ['Paid', money(email.amountCents, email.currency)],
                ['Date', day(email.paidAt)],
              ],
            },
            { button: { label: 'Follow your order', url: `${appUrl}/print-book-order` } },
          ],
          footer: account,
        },
      };
    case 'printShipped':
      return {
        subject: email.title ? `“${email.title}” has shipped` : 'Your printed book has shipped',
        layout: {
          heading: 'Your book has shipped',
          blocks: [
            { paragraph: `Your ${printedCopyOf(email.title)} is on its way.` },
            ...(email.trackingId
              ? [{ facts: [['Tracking number', email.trackingId]] as [string, string][] }]
              : []),
            email.trackingUrl
              ? { button: { label: 'Track your parcel', url: email.trackingUrl } }
              : { button: { label: 'See your order', url: `${appUrl}/print-book-order` } },
            { facts: [['Order', email.orderId]] },
          ],
          footer: account,
        },
      };
    case 'accountDeleted':
      return {
        subject: 'Your StorySprout account is deleted',
        layout: {
          heading: 'Your account is deleted',
          blocks: [
            {
              paragraph:
                'Your StorySprout account and everything in it, your books, characters and photos, are deleted. Records of payments stay without your name, as the law asks.',
            },
            { paragraph: 'Thank you for the stories you made with us. You are always welcome back.' },
          ],
          footer: { text: 'This is the last email we send to this address about your account.' },
        },
      };
    case 'newsletterConfirm':
      return {
        subject: 'Please confirm your StorySprout newsletter sign-up',
        layout: {
          heading: 'One tap to confirm',
          blocks: [
            {
              paragraph:
                'Someone, hopefully you, asked for the StorySprout newsletter at this address. Tap the button to confirm and we will add you.',
            },
            {
              button: {
                label: 'Yes, sign me up',
                url: `${appUrl}/newsletter/confirm?token=${encodeURIComponent(email.token)}`,
              },
            },
            { paragraph: 'If it was not you, ignore this email: we will not add the address.' },
          ],
          footer: { text: 'You are getting this email because this address was entered on storysprout.' },
        },
      };
    case 'newsletterWelcome': {
      const links = unsubscribeLinks(appUrl, email.unsubscribeToken);
      return {
        subject: 'Welcome to the StorySprout newsletter',
        layout: {
          heading: 'You are on the list',
          blocks: [
            {
              paragraph:
                'Thank you for joining. A few times a season we will send story ideas, new art styles and bedtime tips.',
            },
            { button: { label: 'Make a story', url: `${appUrl}/create` } },
          ],
          footer: {
            text: 'You get this because you signed up for the StorySprout newsletter.',
            link: { label: 'Unsubscribe with one click', url: links.page },
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

/** The words of one email: subject, plain text and HTML in the brand's look, and its headers. */
export function renderEmail(email: Email, appUrl: string): RenderedEmail {
  const { subject, layout, headers } = layoutOf(email, appUrl.replace(/\/+$/, ''));
  return { subject, text: toText(layout), html: toHtml(layout), ...(headers ? { headers } : {}) };
}
