/**
 * Mailer: hands one finished email to a mail server (SMTP in production, the local mail catcher
 * on `npm start` and in the API tests). It only delivers: what an email says is the emails
 * feature's, and sending it once is the sendEmail task's (a redelivered task asks again).
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Same id on every attempt of one email, so a mail server or client that sees it twice can
   * tell (the task's idempotency key, hashed).
   */
  messageId: string;
  /** Extra headers, e.g. RFC 8058 List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Which server it sends through (host:port), for the start-up line; never a password. */
  readonly description: string;
  /** Resolves once the server accepted the message; throws when it is down or refuses it. */
  send(message: MailMessage): Promise<void>;
}
