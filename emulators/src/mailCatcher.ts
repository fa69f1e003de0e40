/**
 * The local mail catcher: maildev's SMTP server and inbox (web page and REST API) on local
 * ports. `npm start` points the functions' SMTP adapter at it and prints its inbox; the API
 * tests and the e2e suite read what the product sent through its REST API.
 */
import { MailDev } from 'maildev';

/** One caught email as maildev's REST API answers it (the fields the tests read). */
export interface CaughtEmail {
  id: string;
  subject: string;
  to: { address: string; name?: string }[];
  text?: string;
  html?: string;
  headers: Record<string, string | string[]>;
}

export interface MailCatcher {
  smtpPort: number;
  /** The inbox web page (and, under /api, its REST API). */
  inboxUrl: string;
  close(): Promise<void>;
}

export async function startMailCatcher(
  options: { smtpPort?: number; webPort?: number; mailDirectory?: string } = {},
): Promise<MailCatcher> {
  const maildev = new MailDev({
    smtp: options.smtpPort ?? 0,
    web: options.webPort ?? 0,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    ...(options.mailDirectory ? { mailDirectory: options.mailDirectory } : {}),
  });
  // maildev's API server announces itself on console.info whatever `silent` says; the stack
  // prints the inbox itself, and a passing test prints nothing.
  const info = console.info;
  console.info = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('MailDev API running at')) info(...args);
  };
  const servers = await maildev.start().finally(() => (console.info = info));
  const web = servers.api?.getAddress();
  if (!web) throw new Error('The mail catcher did not start its inbox');
  return {
    smtpPort: servers.smtp.getAddress().port,
    inboxUrl: `http://127.0.0.1:${web.port}`,
    close: () => maildev.stop(),
  };
}

/** Every email in a mail catcher's inbox, oldest first, through its REST API. */
export async function caughtEmails(inboxUrl: string): Promise<CaughtEmail[]> {
  const res = await fetch(`${inboxUrl}/api/email`);
  if (!res.ok) throw new Error(`The mail catcher answered ${res.status}`);
  return (await res.json()) as CaughtEmail[];
}

/** The emails sent to one address, oldest first. */
export async function emailsTo(inboxUrl: string, address: string): Promise<CaughtEmail[]> {
  const wanted = address.toLowerCase();
  return (await caughtEmails(inboxUrl)).filter((e) => e.to.some((t) => t.address.toLowerCase() === wanted));
}

/** One caught email as it came over SMTP (every header, e.g. List-Unsubscribe). */
export async function rawEmail(inboxUrl: string, id: string): Promise<string> {
  const res = await fetch(`${inboxUrl}/api/email/${encodeURIComponent(id)}/source`);
  if (!res.ok) throw new Error(`The mail catcher answered ${res.status}`);
  return res.text();
}
