import { accountsService, accountTombstones } from '../accounts/index.js';
import type { Language } from '../contract/languages.js';
import { sendEmailLater } from '../emails/index.js';
import { organizationsService } from '../organizations/index.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { RECENT_SIGN_IN_MINUTES, RECENT_SIGN_IN_REQUIRED } from '../contract/accounts.js';
import { Invalid, NotAllowed } from '../shared/domainErrors.js';
import { enqueueOn } from '../tasks/queueSpec.js';
import { DELETION_MESSAGES, DELETION_QUEUES } from './model.js';
import { personForgetter } from './registry.js';

/**
 * Deleting an account and everything of it: books with their photos, drawings, redos, PDFs and
 * print files; the user record, credit ledger, newsletter entry and organization membership; paid
 * print orders and payments keep only what accounting needs (amounts, dates, ids); then the
 * sign-in account. Every step finds what is left and removes it, so a run that stops anywhere
 * is finished by running it again.
 */
export function deletionService(deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'tasks' | 'identity'>) {
  const organizations = organizationsService(deps);
  const tombstones = accountTombstones(deps);
  const accounts = accountsService(deps);
  const forget = personForgetter(deps);

  return {
    /**
     * POST /user/deleteAccount {email}: the typed email must be the account's. Answers at once;
     * the deletion runs as a task. Says who takes over an organization this person runs.
     */
    async request(caller: Caller, typedEmail: string) {
      if (!caller.email || typedEmail.trim().toLowerCase() !== caller.email.toLowerCase())
        throw new Invalid(DELETION_MESSAGES.confirm);
      // A sign-in within the last few minutes: a forgotten signed-in browser cannot delete the account.
      const signedInAgo =
        caller.authTime === undefined ? Infinity : deps.clock.now().getTime() - caller.authTime;
      if (signedInAgo > RECENT_SIGN_IN_MINUTES * 60_000)
        throw new NotAllowed(RECENT_SIGN_IN_REQUIRED, 'recent_sign_in_required');
      const successor = await organizations.successorOf(caller.uid);
      await tombstones.requested(caller.uid);
      const language = (await accounts.read(caller.uid))?.interfaceLanguage;
      await enqueueOn(
        deps.tasks,
        DELETION_QUEUES.deleteAccount,
        { uid: caller.uid, email: caller.email, ...(language ? { language } : {}) },
        {
          id: `delete-${caller.uid}`,
        },
      );
      return {
        status: 'deleting' as const,
        message: successor
          ? `${DELETION_MESSAGES.underWay} Your organization passes to ${successor.name}.`
          : DELETION_MESSAGES.underWay,
        organizationHandedTo: successor?.name ?? null,
      };
    },

    /** The deleteAccount task: every feature forgets the person (registry.ts), then the tombstone says done. */
    async run({ uid, email, language }: { uid: string; email: string | null; language?: Language }) {
      await forget({ uid, email });
      await tombstones.finished(uid);
      // Last, once nothing is left: the address lives on only in this task's payload. A second
      // delivery queues it again and the email task sends it once.
      if (email)
        await sendEmailLater(
          deps.tasks,
          `accountDeleted:${uid}`,
          email,
          { kind: 'accountDeleted' },
          language,
        );
    },
  };
}
