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
