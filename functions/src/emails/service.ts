import type { Language } from '../contract/languages.js';
import type { TaskQueue } from '../ports/taskQueue.js';
import { enqueueOn } from '../tasks/queueSpec.js';
import { EMAIL_QUEUES, type Email } from './model.js';
import { sentEmailId } from './tasks.js';

/**
 * Queues one email, to be sent once for `key` (e.g. `creditsReceipt:cs_123`): however often the
 * caller queues it (a webhook delivered again), one email goes out. The task id dedupes the
 * queueing and the sentEmails record the sending. Call after the change the email tells of is
 * stored: a failure here is the caller's to retry (a webhook answers 500 and comes again).
 * `language` is the reader's account's interface language, as stored (none: the queue's default).
 */
export function sendEmailLater(
  tasks: TaskQueue,
  key: string,
  to: string,
  email: Email,
  language?: Language,
): Promise<void> {
  return enqueueOn(
    tasks,
    EMAIL_QUEUES.sendEmail,
    { key, to, email, ...(language ? { language } : {}) },
    { id: `email-${sentEmailId(key)}` },
  );
}

/** An account holder as their emails reach them: the account's address and the language it reads. */
export interface EmailReader {
  emailAdd: string | null;
  interfaceLanguage?: Language;
}

/**
 * Queues an email to an account holder (as sendEmailLater): to the account's address, in the
 * language it reads. An account without an address, or no account, is sent nothing. Answers
 * whether the email was queued.
 */
export async function sendAccountEmailLater(
  tasks: TaskQueue,
  account: EmailReader | null,
  key: string,
  email: Email,
): Promise<boolean> {
  if (!account?.emailAdd) return false;
  await sendEmailLater(tasks, key, account.emailAdd, email, account.interfaceLanguage);
  return true;
}
