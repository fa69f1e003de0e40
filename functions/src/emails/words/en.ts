import type { EmailWords } from './types.js';

const printedCopyOf = (title: string | null) => (title ? `printed copy of “${title}”` : 'printed book');
const stories = (n: number) => (n === 1 ? 'one story' : `${n} stories`);

export const en: EmailWords = {
  locale: 'en-US',
  accountFooter: 'You are getting this email because of something you did on your StorySprout account.',
  facts: {
    item: 'Item',
    creditsAdded: 'Credits added',
    paid: 'Paid',
    date: 'Date',
    receiptNumber: 'Receipt number',
    order: 'Order',
    giftCode: 'Gift code',
    yourGiftCode: 'Your gift code',
    trackingNumber: 'Tracking number',
  },
  storyReady: {
    subject: (title) => `“${title}” is ready to read`,
    heading: 'Your story is ready',
    body: (title) => `Every page of “${title}” is drawn. It is waiting for you in your library.`,
    button: 'Read it now',
    closing: 'Happy reading tonight.',
  },
  creditsReceipt: {
    subject: 'Your StorySprout receipt',
    heading: 'Thank you for your purchase',
    body: (n) =>
      `Your ${n === 1 ? 'story credit is' : `${n} story credits are`} in your account, ready for the next story.`,
    button: 'See all your purchases',
  },
  giftReceipt: {
    subject: 'Your StorySprout gift is ready to give',
    heading: 'Thank you for giving a story',
    body: (recipient, n) => `Here is the gift code for ${recipient}: ${stories(n)} to make together.`,
    byHand: 'Give the code by hand or in a card: they enter it when they sign up, or on their account page.',
    emailOn: (recipient, day) => `We will email it to ${recipient} on ${day}.`,
    emailed: (recipient) => `We have emailed it to ${recipient} too.`,
    item: (n) => `Gift: Digital Storybook × ${n}`,
    button: 'See the gifts you have given',
  },
  giftReceived: {
    subject: (from, n) =>
      `${from ?? 'Someone'} gave you ${n === 1 ? 'a story' : `${n} stories`} on StorySprout`,
    heading: (recipient) => `A gift for you, ${recipient}`,
    body: (from, n) =>
      `${from ?? 'Someone who loves you'} gave you ${n === 1 ? 'a personalized, illustrated story' : `${n} personalized, illustrated stories`} to make for the children in your life.`,
    howTo:
      'To use it, create a free account and type the code in "Have a gift code?". Already have an account? Open your account page and choose "Redeem a gift". The code works once.',
    button: 'Redeem your gift',
    footer:
      'You are getting this email because someone bought you a StorySprout gift and gave us this address.',
  },
  print: {
    confirmationSubject: (title) => `Your ${printedCopyOf(title)} is ordered`,
    confirmationHeading: 'Your book is on its way to the printer',
    confirmationBody: (title) =>
      `Thank you! We have your order for a ${printedCopyOf(title)}. We will email you again when it ships.`,
    followButton: 'Follow your order',
    shippedSubject: (title) => (title ? `“${title}” has shipped` : 'Your printed book has shipped'),
    shippedHeading: 'Your book has shipped',
    shippedBody: (title) => `Your ${printedCopyOf(title)} is on its way.`,
    trackButton: 'Track your parcel',
    seeOrderButton: 'See your order',
  },
  accountDeleted: {
    subject: 'Your StorySprout account is deleted',
    heading: 'Your account is deleted',
    body: 'Your StorySprout account and everything in it, your books, characters and photos, are deleted. Records of payments stay without your name, as the law asks.',
    closing: 'Thank you for the stories you made with us. You are always welcome back.',
    footer: 'This is the last email we send to this address about your account.',
  },
  newsletterConfirm: {
    subject: 'Please confirm your StorySprout newsletter sign-up',
    heading: 'One tap to confirm',
    body: 'Someone, hopefully you, asked for the StorySprout newsletter at this address. Tap the button to confirm and we will add you.',
    button: 'Yes, sign me up',
    ignore: 'If it was not you, ignore this email: we will not add the address.',
    footer: 'You are getting this email because this address was entered on storysprout.',
  },
  newsletterWelcome: {
    subject: 'Welcome to the StorySprout newsletter',
    heading: 'You are on the list',
    body: 'Thank you for joining. A few times a season we will send story ideas, new art styles and bedtime tips.',
    button: 'Make a story',
    footer: 'You get this because you signed up for the StorySprout newsletter.',
    unsubscribe: 'Unsubscribe with one click',
  },
};
