import { z } from 'zod';
import { LANGUAGES } from '../contract/languages.js';
import type { JsonValue } from '../ports/documentStore.js';
import type { QueueSpec } from '../tasks/queueSpec.js';

const money = { amountCents: z.number().int().min(0), currency: z.string().min(3).max(3) };
const title = z.string().min(1).max(200);
/** A print order's book title: null once its owner deleted the book (the order stays). */
const orderTitle = title.nullable();

/**
 * Every email the product sends, as the facts its words are made from (render.ts turns them into
 * words). Only what the words need: never a photo, a story's text or a child's picture.
 */
export const emailSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('storyReady'), bookId: z.string().min(1).max(128), title }),
  z.object({
    kind: z.literal('creditsReceipt'),
    sessionId: z.string().min(1).max(255),
    itemName: z.string().min(1).max(200),
    quantity: z.number().int().min(1),
    credits: z.number().int().min(1),
    paidAt: z.string().min(1),
    ...money,
  }),
  z.object({
    kind: z.literal('printConfirmation'),
    orderId: z.string().min(1).max(64),
    title: orderTitle,
    paidAt: z.string().min(1),
    ...money,
  }),
  z.object({
    kind: z.literal('printShipped'),
    orderId: z.string().min(1).max(64),
    title: orderTitle,
    trackingUrl: z.url().nullable(),
    trackingId: z.string().max(200).nullable(),
  }),
  z.object({
    kind: z.literal('giftReceipt'),
    giftId: z.string().min(1).max(64),
    code: z.string().min(1).max(64),
    quantity: z.number().int().min(1),
    recipientName: z.string().min(1).max(100),
    /** The recipient's email goes out this day (YYYY-MM-DD), at once (null), or not at all. */
    emailedOn: z.string().nullable(),
    emailsRecipient: z.boolean(),
    paidAt: z.string().min(1),
    ...money,
  }),
  z.object({
    kind: z.literal('giftReceived'),
    code: z.string().min(1).max(64),
    quantity: z.number().int().min(1),
    recipientName: z.string().min(1).max(100),
    fromName: z.string().max(100).nullable(),
    message: z.string().max(400).nullable(),
  }),
  z.object({ kind: z.literal('accountDeleted') }),
  z.object({ kind: z.literal('newsletterConfirm'), token: z.string().min(1).max(200) }),
  z.object({ kind: z.literal('newsletterWelcome'), unsubscribeToken: z.string().min(1).max(200) }),
]);
export type Email = z.infer<typeof emailSchema>;
export type EmailKind = Email['kind'];

/** The email queue: one email to one address, sent once per key however often it is delivered. */
export const EMAIL_QUEUES = {
  sendEmail: {
    name: 'sendEmail',
    // A mail server that is down delays an email by up to a day and a half of retries (30 s
    // doubling to an hour), never whatever asked for it.
    rules: { maxAttempts: 40, minBackoffSeconds: 30, maxBackoffSeconds: 3600 },
    payload: z.object({
      /** What makes this email one email, e.g. `creditsReceipt:cs_123`: sent once per key. */
      key: z.string().min(1).max(300),
      to: z.email().max(320),
      email: emailSchema,
      /**
       * The language the email is written in: the account's interface language. The one default
       * for an account that never chose one, or an email queued before emails spoke six.
       */
      language: z.enum(LANGUAGES).default('en'),
    }),
  },
} as const satisfies Record<string, QueueSpec<z.ZodType<{ [key: string]: JsonValue }>>>;

export type SendEmailPayload = z.input<typeof EMAIL_QUEUES.sendEmail.payload>;

/**
 * sentEmails/{hash of key}: whether an email went out (status, kind, times; never the address).
 * The claim in it is what stops a second delivery from sending a second copy.
 */
export const SENT_EMAILS_COLLECTION = 'sentEmails';

/** A delivery that finds another still sending waits this long before taking over its claim. */
export const SENDING_LEASE_MS = 5 * 60_000;
