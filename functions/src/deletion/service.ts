import { accountsService } from '../accounts/service.js';
import { deletedAccountPath } from '../accounts/userRecord.js';
import { BOOKS_COLLECTION } from '../books/book.js';
import { creditsService } from '../credits/service.js';
import { organizationsService } from '../organizations/service.js';
import { PAYMENTS_COLLECTION } from '../payments/record.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { PRINT_ORDERS_COLLECTION, type PrintOrder } from '../print/order.js';
import { NEWSLETTER_COLLECTION } from '../public/service.js';
import { subscriberId } from '../public/newsletter.js';
import { Invalid } from '../shared/domainErrors.js';
import { enqueueOn } from '../tasks/queueSpec.js';
import { bookEraser } from './eraseBook.js';
import { DELETION_MESSAGES, DELETION_QUEUES } from './model.js';

/**
 * Deleting an account and everything of it: books with their photos, drawings, redos, PDFs and
 * print files; the user record, credit ledger, newsletter entry and organization membership; paid
 * print orders and payments keep only what accounting needs (amounts, dates, ids); then the
 * sign-in account. Every step finds what is left and removes it, so a run that stops anywhere
 * is finished by running it again.
 */
export function deletionService(deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'tasks' | 'identity'>) {
  const { store, clock } = deps;
  const accounts = accountsService(deps);
  const credits = creditsService(deps);
  const organizations = organizationsService(deps);

  const eraseBook = bookEraser(deps);

  return {
    /**
     * POST /user/deleteAccount {email}: the typed email must be the account's. Answers at once;
     * the deletion runs as a task. Says who takes over an organization this person runs.
     */
    async request(caller: Caller, typedEmail: string) {
      if (!caller.email || typedEmail.trim().toLowerCase() !== caller.email.toLowerCase())
        throw new Invalid(DELETION_MESSAGES.confirm);
      const successor = await organizations.successorOf(caller.uid);
      const now = clock.now().toISOString();
      await store.runTransaction(async (tx) => {
        const existing = await tx.get(deletedAccountPath(caller.uid));
        if (!existing)
          tx.create(deletedAccountPath(caller.uid), {
            requestedAt: now,
            status: 'running',
            finishedAt: null,
          });
      });
      await enqueueOn(
        deps.tasks,
        DELETION_QUEUES.deleteAccount,
        { uid: caller.uid, email: caller.email },
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

    /** The deleteAccount task. */
    async run({ uid, email }: { uid: string; email: string | null }) {
      for (const row of await store.query(BOOKS_COLLECTION, { where: [['ownerUid', '==', uid]] }))
        await eraseBook(row.id);
      for (const row of await store.query(PRINT_ORDERS_COLLECTION, { where: [['uid', '==', uid]] })) {
        const order = row.data as unknown as PrintOrder;
        // Accounting keeps the amounts, dates, ids and the destination state (sales tax).
        await store.update(`${PRINT_ORDERS_COLLECTION}/${row.id}`, {
          uid: null,
          storyTitle: '',
          address: {
            stateCode: order.address?.stateCode ?? '',
            countryCode: order.address?.countryCode ?? 'US',
          },
          tracking: null,
          trackingUrl: null,
          accountDeleted: true,
        });
      }
      for (const row of await store.query(PAYMENTS_COLLECTION, { where: [['uid', '==', uid]] }))
        await store.update(`${PAYMENTS_COLLECTION}/${row.id}`, { uid: null, accountDeleted: true });
      if (email) await store.delete(`${NEWSLETTER_COLLECTION}/${subscriberId(email)}`);
      await organizations.leaveOnDeletion(uid);
      await credits.eraseLedger(uid);
      await store.delete(`rateLimits/${uid}`);
      await accounts.erase(uid);
      await deps.identity.deleteUser(uid);
      await store.update(deletedAccountPath(uid), { status: 'done', finishedAt: clock.now().toISOString() });
    },
  };
}
