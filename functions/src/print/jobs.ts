import type { NotSentCode, PrintOrderDetails } from '../contract/print.js';
import { asJson } from '../shared/json.js';
import type { Caller } from '../ports/identity.js';
import type { Transaction } from '../ports/documentStore.js';
import type { Deps } from '../ports/index.js';
import { FINAL_JOB_STATUSES, PRINT_JOB_STATUSES, type PrintJobState } from '../ports/printProvider.js';
import { Conflict, Failed, NotFound } from '../shared/domainErrors.js';
import {
  coverSlotOf,
  FILE_URL_SECONDS,
  interiorSlotOf,
  PRINT_FILE_BLOBS,
  PRINT_PAGE_COUNT,
  printFilesPath,
  withoutReuse,
  type PrintFileSlot,
  type PrintFileState,
  type PrintFilesRecord,
} from './files/model.js';
import { printFilesService } from './files/service.js';
import {
  historyOf,
  PRINT_ORDERS_COLLECTION,
  orderFromDoc,
  printOrderPath,
  PROVIDER_EVENTS_KEPT,
  shownStatusOf,
  STALE_SUBMISSION_MS,
  type PrintOrder,
  type PrintOrderStatus,
} from './order.js';
import { recipientErasureOnFailedSubmission, recipientErasureOnStatus } from './deletedBook.js';
import { printerOf, printService } from './service.js';
import { printEmails } from './emails.js';

export const JOB_MESSAGES = {
  notPaid: 'This order has not been paid yet.',
  filesNotReady: 'Both print files must be ready before you submit the order.',
  submitted: 'Your print order was submitted. We will email you when it ships.',
  alreadySubmitted: 'This print order was already submitted.',
  notSubmitted: 'This print order has not been submitted yet.',
  providerRefused: 'The printer could not accept the order',
  refunded: 'This order was refunded, so it will not be printed.',
  filesChanged:
    'The print files changed after your proof was checked, so this order was not sent by itself. Check the files, then press Submit Print Order.',
  noProof: 'This order was not sent by itself. Check the print files, then press Submit Print Order.',
} as const;

type ReadyFiles = { interior: PrintFileState; cover: PrintFileState };

/** Where each status stands; a status never moves an order back (webhooks arrive in any order). */
const rank = (status: PrintOrderStatus) =>
  status === 'UNPAID' || status === 'EXPIRED' || status === 'PAYMENT_FAILED'
    ? -2
    : status === 'PAID' || status === 'NOT_SENT'
      ? -1
      : Math.min(PRINT_JOB_STATUSES.indexOf(status), 6);

/** Submitting paid orders to the printer and following their jobs to the buyer's door. */
export function printJobsService(
  deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'tasks' | 'settings' | 'payments' | 'print' | 'logger'>,
) {
  const { store, blobs, clock, logger } = deps;
  const orders = printService(deps);
  const files = printFilesService(deps);
  const emails = printEmails(deps);

  const provider = () => printerOf(deps);

  /**
   * Whether a job may be sent: none yet, or the last one was rejected (the files can be fixed);
   * never after the job was canceled, nor once the payment was refunded or disputed.
   */
  const mayResubmit = (order: PrintOrder) => !order.refund && (!order.job || order.status === 'REJECTED');

  /**
   * Records a job state the provider reported (webhook, poll or the submission's answer) on the
   * order it belongs to, once, never moving the order back. Answers what happened.
   */
  async function applyJobState(
    state: PrintJobState,
  ): Promise<'updated' | 'unchanged' | 'unknown' | 'recorded'> {
    const orderId = state.externalId ?? '';
    if (!/^po_[0-9a-f]{24}$/.test(orderId)) return 'unknown';
    const outcome = await store.runTransaction(async (tx) => {
      const order = orderFromDoc(await tx.get(printOrderPath(orderId)));
      if (!order?.job || order.job.jobId !== state.jobId) return 'unknown';
      if (state.status === null) return recordUnfollowed(tx, orderId, order, state);
      const sameStatus = order.status === state.status;
      const newTracking = state.tracking && !order.tracking;
      if ((sameStatus && !newTracking) || (!sameStatus && rank(state.status) <= rank(order.status)))
        return 'unchanged';
      // The printer refused the files: the next build makes them afresh, never reusing them.
      const files = state.status === 'REJECTED' ? await tx.get(printFilesPath(order.storyId)) : null;
      const at = state.changedAt ?? clock.now().toISOString();
      if (files) tx.set(printFilesPath(order.storyId), withoutReuse(files));
      tx.update(printOrderPath(orderId), {
        status: state.status,
        message: state.message,
        jobOpen: !FINAL_JOB_STATUSES.includes(state.status),
        ...(state.tracking
          ? { tracking: asJson(state.tracking), trackingUrl: state.tracking.url ?? state.tracking.id }
          : {}),
        ...(sameStatus
          ? {}
          : { history: asJson([...historyOf(order), { status: state.status, at, message: state.message }]) }),
        // A deleted book's order: the printer is done with the recipient once the job is final.
        ...recipientErasureOnStatus(order, state.status),
      });
      return 'updated' as const;
    });
    if (outcome === 'recorded') reportUnfollowed(state);
    // Queued on every report of SHIPPED (sent once per order), so a report whose queueing failed
    // is made good by the next one (the webhook answers 500 and Lulu delivers it again).
    if (state.status === 'SHIPPED' && (outcome === 'updated' || outcome === 'unchanged'))
      await emails.shipped(orderId);
    return outcome;
  }

  /**
   * A status the order does not follow: kept on the order, once per status and time (a delivery
   * without a time counts as the same event as the last one like it). The order does not move.
   */
  function recordUnfollowed(tx: Transaction, orderId: string, order: PrintOrder, state: PrintJobState) {
    const events = order.providerEvents ?? [];
    const last = events.filter((e) => e.reported === state.reported).at(-1);
    const seen = state.changedAt
      ? events.some((e) => e.reported === state.reported && e.at === state.changedAt)
      : last?.message === state.message;
    if (seen) return 'unchanged' as const;
    const at = state.changedAt ?? clock.now().toISOString();
    tx.update(printOrderPath(orderId), {
      providerEvents: asJson(
        [...events, { reported: state.reported, at, message: state.message }].slice(-PROVIDER_EVENTS_KEPT),
      ),
    });
    return 'recorded' as const;
  }

  /** Raised once the event is stored (not inside the transaction, which may run more than once). */
  function reportUnfollowed(state: PrintJobState) {
    const message = `print job ${state.jobId} of order ${state.externalId} reported status ${state.reported}`;
    const fields = {
      jobId: state.jobId,
      ...(state.externalId ? { orderId: state.externalId } : {}),
      status: state.reported,
      ...(state.message ? { detail: state.message } : {}),
    };
    if (state.reported === 'ERROR') logger.alert(message, fields);
    else logger.warn(message, fields);
  }

  /**
   * Copies a built file to the order's own place (once per build: a retried submission finds
   * it there) and answers its path.
   */
  async function snapshot(bookId: string, orderId: string, slot: PrintFileSlot, blob: string, build: string) {
    const path = PRINT_FILE_BLOBS.ofOrder(bookId, orderId, slot, build);
    if (await blobs.exists(path)) return path;
    const file = await blobs.get(blob);
    if (!file) throw new Error(`The ${slot} print file is missing from storage`);
    await blobs.put(path, file.bytes, 'application/pdf');
    return path;
  }

  /** The order's two files when both are built: its edition's interior and its binding's cover. */
  function readyFilesOf(order: PrintOrder, record: PrintFilesRecord): ReadyFiles | null {
    const interior = record[interiorSlotOf(order.edition)] ?? null;
    const cover = record[coverSlotOf(order.binding)] ?? null;
    if (interior?.status !== 'ready' || cover?.status !== 'ready' || !interior.blob || !cover.blob)
      return null;
    return { interior, cover };
  }

  /** A paid order that was not sent by itself: why, on the order, once (its buyer submits it). */
  async function markNotSent(orderId: string, message: string, notSentCode: NotSentCode) {
    const at = clock.now().toISOString();
    await store.runTransaction(async (tx) => {
      const current = orderFromDoc(await tx.get(printOrderPath(orderId)));
      if (!current || current.status !== 'PAID' || current.job) return;
      tx.update(printOrderPath(orderId), {
        status: 'NOT_SENT',
        message,
        notSentCode,
        history: asJson([...historyOf(current), { status: 'NOT_SENT', at, message }]),
      });
    });
    logger.warn(`Paid print order ${orderId} was not sent to the printer by itself`, {
      orderId,
      detail: message,
    });
  }

  /**
   * Sends the order with these files to the printer, unless a submission is in flight or it was
   * sent already (false). A failure releases the claim and throws Failed with the printer's words.
   */
  async function send(orderId: string, order: PrintOrder, ready: ReadyFiles, contactEmail: string) {
    const { storyId } = order;
    const edition = order.edition;
    const binding = order.binding;
    const { interior, cover } = ready;
    const now = clock.now();
    const claimed = await store.runTransaction(async (tx) => {
      const current = orderFromDoc(await tx.get(printOrderPath(orderId))) as PrintOrder;
      if (!mayResubmit(current)) return false;
      if (current.submitting && now.getTime() - new Date(current.submitting).getTime() < STALE_SUBMISSION_MS)
        return false;
      tx.update(printOrderPath(orderId), { submitting: now.toISOString() });
      return true;
    });
    if (!claimed) return false;

    let state: PrintJobState;
    let sent: { interior: string; cover: string };
    try {
      // The order's own copies: the book's files may be rebuilt (an edit, a reorder in
      // another binding) while the printer still has to fetch these.
      sent = {
        interior: await snapshot(storyId, orderId, interiorSlotOf(edition), interior.blob!, interior.build),
        cover: await snapshot(storyId, orderId, coverSlotOf(binding), cover.blob!, cover.build),
      };
      const [interiorUrl, coverUrl] = await Promise.all([
        blobs.signedUrl(sent.interior, FILE_URL_SECONDS),
        blobs.signedUrl(sent.cover, FILE_URL_SECONDS),
      ]);
      state = await provider().createJob({
        externalId: orderId,
        title: order.storyTitle,
        contactEmail,
        address: order.address,
        shippingLevel: order.shipping.id,
        pageCount: interior.pages ?? PRINT_PAGE_COUNT,
        item: { edition, binding, copies: order.copies },
        interiorUrl,
        coverUrl,
      });
    } catch (error) {
      await store.runTransaction(async (tx) => {
        const current = orderFromDoc(await tx.get(printOrderPath(orderId))) as PrintOrder;
        // Its book deleted while the submission was in flight: nothing will print now.
        tx.update(printOrderPath(orderId), {
          submitting: null,
          ...recipientErasureOnFailedSubmission(current),
        });
      });
      logger.error(`Submitting print order ${orderId} failed`, { orderId, uid: order.uid, error });
      throw new Failed(
        `${JOB_MESSAGES.providerRefused}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const at = clock.now().toISOString();
    await store.runTransaction(async (tx) => {
      const current = orderFromDoc(await tx.get(printOrderPath(orderId))) as PrintOrder;
      tx.update(printOrderPath(orderId), {
        submitting: null,
        submitted: 1,
        job: { jobId: state.jobId, submittedAt: at },
        files: sent,
        // A new job is CREATED (or UNPAID) at Lulu; a status we do not follow starts as CREATED.
        status: state.status ?? 'CREATED',
        message: state.message,
        jobOpen: !FINAL_JOB_STATUSES.includes(state.status ?? 'CREATED'),
        tracking: null,
        trackingUrl: null,
        history: asJson([
          ...historyOf(current),
          { status: state.status ?? 'CREATED', at, message: state.message },
        ]),
      });
    });
    return true;
  }

  /**
   * The payment's part (the Stripe webhook, after the order is marked paid): a paid order whose
   * proof was checked goes to the printer by itself, with the very files the proof showed. Safe
   * to call any number of times, at once too: the claim lets one submission through, and an
   * order already sent (or left to its buyer) is not sent again. When the files changed since
   * the proof, or the printer refused, the order says why (NOT_SENT) and waits for its buyer's
   * Submit Print Order.
   */
  async function submitPaid(orderId: string): Promise<'submitted' | 'notSent' | 'skipped'> {
    const order = orderFromDoc(await store.get(printOrderPath(orderId)));
    if (!order || order.stripePaid !== 1 || order.refund || order.status !== 'PAID' || !mayResubmit(order))
      return 'skipped';
    const record = (await store.get(printFilesPath(order.storyId))) as unknown as PrintFilesRecord | null;
    const ready = record ? readyFilesOf(order, record) : null;
    const proofed = order.proofed ?? null;
    if (
      !ready ||
      !proofed ||
      ready.interior.build !== proofed.interior ||
      ready.cover.build !== proofed.cover
    ) {
      await markNotSent(
        orderId,
        proofed ? JOB_MESSAGES.filesChanged : JOB_MESSAGES.noProof,
        proofed ? 'files_changed' : 'no_proof',
      );
      return 'notSent';
    }
    try {
      return (await send(orderId, order, ready, order.address.email || '')) ? 'submitted' : 'skipped';
    } catch (error) {
      const message = error instanceof Failed ? error.message : JOB_MESSAGES.providerRefused;
      await markNotSent(orderId, message, 'printer_refused');
      return 'notSent';
    }
  }

  return {
    applyJobState,

    /**
     * POST /user/print/submit-job: sends the paid order with its two files to the printer. A
     * second call (or a double click) while one is in flight or after it succeeded sends nothing.
     * The fallback for an order the payment could not send by itself (NOT_SENT).
     */
    async submit(caller: Caller, storyId: string, orderId: string) {
      const order = await orders.ownOrder(caller, orderId, storyId);
      if (order.stripePaid !== 1) throw new Conflict(JOB_MESSAGES.notPaid);
      if (order.refund) throw new Conflict(JOB_MESSAGES.refunded);
      const ready = readyFilesOf(order, await files.own(caller, storyId));
      if (!ready) throw new Conflict(JOB_MESSAGES.filesNotReady, 'print_files_not_ready');
      const sent = await send(orderId, order, ready, order.address.email || caller.email || '');
      return { success: true, message: sent ? JOB_MESSAGES.submitted : JOB_MESSAGES.alreadySubmitted };
    },

    submitPaid,

    /** POST /user/getUserSubmittedStatus: { user_submitted: 1 } once submitted, else 404. */
    async submittedStatus(caller: Caller, storyId: string, orderId: string) {
      const order = await orders.ownOrder(caller, orderId, storyId);
      if (order.submitted !== 1) throw new NotFound(JOB_MESSAGES.notSubmitted);
      return { user_submitted: 1 as const };
    },

    /** POST /user/print/order: the order's progress for 'View order progress'. */
    async details(caller: Caller, storyId: string, orderId: string): Promise<PrintOrderDetails> {
      const order = await orders.ownOrder(caller, orderId, storyId);
      return {
        orderId,
        storyId: order.storyId,
        storyTitle: order.storyTitle,
        status: shownStatusOf(order),
        message: order.message ?? null,
        ...(order.status === 'NOT_SENT' && order.notSentCode ? { notSentCode: order.notSentCode } : {}),
        createdAt: order.createdAt,
        paidAt: order.paidAt,
        submitted: order.submitted === 1,
        shippingName: order.shipping.name,
        totalCents: order.totalCents,
        edition: order.edition,
        binding: order.binding,
        copies: order.copies,
        taxCents: order.taxCents ?? 0,
        tracking: order.tracking ?? null,
        history: historyOf(order),
        refund: order.refund?.status ?? null,
      };
    },

    /**
     * The webhook's fallback: asks the provider about every job that can still change, and sends
     * a paid order whose sending stopped half-way. Answers how many jobs were checked and how
     * many orders changed.
     */
    async pollOpenJobs() {
      const rows = await store.query(PRINT_ORDERS_COLLECTION, { where: [['jobOpen', '==', true]] });
      let changed = 0;
      for (const row of rows) {
        const order = orderFromDoc(row.data);
        if (!order.job) continue;
        try {
          if ((await applyJobState(await provider().jobStatus(order.job.jobId))) === 'updated') changed += 1;
        } catch (error) {
          logger.error(`Polling print job ${order.job.jobId} of ${row.id} failed`, {
            jobId: order.job.jobId,
            orderId: row.id,
            error,
          });
        }
      }
      // A paid order whose sending stopped half-way (the webhook's instance went down with the
      // claim held) is sent once its claim is stale; submitPaid decides, as on a redelivery.
      const stuck = await store.query(PRINT_ORDERS_COLLECTION, { where: [['status', '==', 'PAID']] });
      const now = clock.now().getTime();
      for (const row of stuck) {
        const order = orderFromDoc(row.data);
        if (order.job || now - new Date(order.paidAt ?? 0).getTime() < STALE_SUBMISSION_MS) continue;
        try {
          if ((await submitPaid(row.id)) !== 'skipped') changed += 1;
        } catch (error) {
          logger.error(`Sending paid print order ${row.id} again failed`, { orderId: row.id, error });
        }
      }
      return { checked: rows.length, changed };
    },
  };
}
