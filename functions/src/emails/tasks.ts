import { createHash } from 'node:crypto';
import type { Deps } from '../ports/index.js';
import type { Language } from '../contract/languages.js';
import type { TaskContext } from '../ports/taskQueue.js';
import { SENDING_LEASE_MS, SENT_EMAILS_COLLECTION, type Email } from './model.js';
import { renderEmail } from './render.js';

/** The key's hash: a document id and a message id that say nothing about the email. */
export const sentEmailId = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 40);

export const sentEmailPath = (key: string) => `${SENT_EMAILS_COLLECTION}/${sentEmailId(key)}`;

/**
 * The sendEmail queue's work: one email, sent once per key. A delivery first claims the key in
 * a transaction (sentEmails/{hash}); a second delivery finds it sent and does nothing, or finds
 * it being sent and retries later. A mail server that is down fails the attempt and frees the
 * claim, so the queue's backoff tries again: the email is late, nothing else is.
 *
 * Once: the one gap is a process killed after the server took the message and before `sent` is
 * stored; after the lease the next delivery sends again, with the same Message-ID.
 */
export function emailTasks(deps: Pick<Deps, 'store' | 'clock' | 'mailer' | 'settings' | 'logger'>) {
  const { store, clock, mailer, settings, logger } = deps;

  async function sendEmail(
    { key, to, email, language }: { key: string; to: string; email: Email; language: Language },
    context: TaskContext,
  ): Promise<void> {
    const kind = email.kind;
    if (!mailer) {
      logger.warn('Email skipped: no mail server is configured (STORYSPROUT_MAIL is unset)', { kind });
      return;
    }
    const path = sentEmailPath(key);
    const now = clock.now();
    const claim = await store.runTransaction(async (tx) => {
      const record = await tx.get(path);
      if (record?.status === 'sent') return 'sent' as const;
      const claimedAt = typeof record?.claimedAt === 'string' ? Date.parse(record.claimedAt) : NaN;
      if (record?.status === 'sending' && now.getTime() - claimedAt < SENDING_LEASE_MS)
        return 'busy' as const;
      const attempts = typeof record?.attempts === 'number' ? record.attempts + 1 : 1;
      tx.set(path, { kind, status: 'sending', claimedAt: now.toISOString(), attempts, sentAt: null });
      return 'claimed' as const;
    });
    if (claim === 'sent') return;
    if (claim === 'busy')
      throw new Error(`Another delivery is sending this ${kind} email; this one tries again later`);
    try {
      await mailer.send({
        to,
        ...renderEmail(email, settings.appUrl, language),
        messageId: `<${sentEmailId(key)}@storysprout.mail>`,
      });
    } catch (error) {
      await store.update(path, { status: 'failed', failedAt: clock.now().toISOString() });
      const fields = { kind, attempt: context.attempt, error };
      if (context.isLastAttempt)
        logger.alert(
          `OPERATOR ALERT: a ${kind} email could not be sent after ${context.attempt} attempts`,
          fields,
        );
      else logger.warn(`A ${kind} email is not sent yet; the mail server is tried again later`, fields);
      throw error;
    }
    await store.update(path, { status: 'sent', sentAt: clock.now().toISOString() });
    logger.info(`Sent a ${kind} email`, { kind, attempt: context.attempt });
  }

  return { sendEmail };
}
