import type { JsonValue } from '../ports/documentStore.js';
import { FINAL_JOB_STATUSES, type PrintAddress, type PrintJobStatus } from '../ports/printProvider.js';
import { STALE_SUBMISSION_MS, type PrintOrder } from './order.js';

/**
 * The print orders of a book its owner deleted (deleteBook), the account kept. What stays and
 * what goes:
 * - kept: the uid, the book's id, the amounts, dates, status, history, refund, the job and its
 *   tracking, and the destination state and country (accounting and sales tax), so the order
 *   stays in the parent's purchase history ('Deleted book', amount, receipt number, parcel
 *   tracking) and a parcel on its way still arrives;
 * - erased at once: the book's title and the order's address fingerprint (`orderKey`);
 * - erased once the printer no longer needs it: the recipient (name, street, city, postcode,
 *   phone, email). At once for an order that is not at the printer (never submitted, unpaid,
 *   or its job shipped, rejected or canceled); for one still at the printer (the provider
 *   already has the address and may still ship) when its job reaches a final status, on the
 *   status webhook or the poll that follows it (print/jobs.ts), or when a submission that was
 *   in flight fails.
 */

/** The recipient erased; the destination state and country stay (sales tax), as for a deleted account. */
export const withoutRecipient = (address: Partial<PrintAddress> | undefined) => ({
  stateCode: address?.stateCode ?? '',
  countryCode: address?.countryCode ?? 'US',
});

/** Whether the printer may still need the order's address: its job is open, or a submission is in flight. */
export function atPrinter(order: PrintOrder, now: Date): boolean {
  if (order.jobOpen === true) return true;
  return !!order.submitting && now.getTime() - new Date(order.submitting).getTime() < STALE_SUBMISSION_MS;
}

/** The fields that erase the recipient of an order (safe to apply again). */
const recipientErasure = (order: PrintOrder): Record<string, JsonValue> => ({
  address: withoutRecipient(order.address),
  recipientErased: true,
});

/** What deleting the order's book changes on it now; null when nothing is left to change. */
export function forgetBookOnOrder(order: PrintOrder, now: Date): Record<string, JsonValue> | null {
  const eraseRecipient = !order.recipientErased && !atPrinter(order, now);
  if (order.bookDeleted === true && !eraseRecipient) return null;
  return {
    storyTitle: '',
    bookDeleted: true,
    orderKey: null,
    ...(eraseRecipient ? recipientErasure(order) : {}),
  };
}

/**
 * What a job status the provider reported adds for an order whose book was deleted: its
 * recipient erased once the job can no longer change (the printer is done with the address).
 */
export function recipientErasureOnStatus(
  order: PrintOrder,
  status: PrintJobStatus,
): Record<string, JsonValue> {
  return order.bookDeleted === true && !order.recipientErased && FINAL_JOB_STATUSES.includes(status)
    ? recipientErasure(order)
    : {};
}

/** A failed submission of a deleted book's order: nothing will be printed, the recipient goes. */
export function recipientErasureOnFailedSubmission(order: PrintOrder): Record<string, JsonValue> {
  return order.bookDeleted === true && !order.recipientErased && order.jobOpen !== true
    ? recipientErasure(order)
    : {};
}
