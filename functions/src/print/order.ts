import {
  DEFAULT_BINDING,
  DEFAULT_COPIES,
  DEFAULT_PRINT_EDITION,
  type Binding,
  type NotSentCode,
  type PrintEdition,
  type RefundState,
} from '../contract/print.js';
import { randomBytes } from 'node:crypto';
import type { DocData } from '../ports/documentStore.js';
import type { PrintAddress, PrintJobStatus, ShippingOption, Tracking } from '../ports/printProvider.js';

export const PRINT_ORDERS_COLLECTION = 'printOrders';
export const printOrderPath = (orderId: string) => `${PRINT_ORDERS_COLLECTION}/${orderId}`;
export const newOrderId = () => `po_${randomBytes(12).toString('hex')}`;

/**
 * UNPAID until Stripe says otherwise (EXPIRED or PAYMENT_FAILED when its session ended unpaid),
 * PAID while the payment sends it to the printer by itself, NOT_SENT when that could not be done
 * (the files changed after the proof, or the printer refused: its buyer submits it), then the
 * provider's job statuses.
 */
export type PrintOrderStatus = 'UNPAID' | 'EXPIRED' | 'PAYMENT_FAILED' | 'PAID' | 'NOT_SENT' | PrintJobStatus;

/** Money that went back on a paid order: it is never submitted (again) after this. */
export interface OrderRefund {
  status: RefundState;
  /** Refunded so far (Stripe's running amount_refunded), or the disputed amount, in cents. */
  refundedCents: number;
  at: string;
}

export interface OrderEvent {
  status: PrintOrderStatus;
  at: string;
  message: string | null;
}

/** printOrders/{orderId}: printed copies of one finished book (a book may have any number of orders). */
export interface PrintOrder {
  uid: string;
  storyId: string;
  storyTitle: string;
  /** Which printed book, how it is bound and how many copies (orderFromDoc fills older orders). */
  edition: PrintEdition;
  binding: Binding;
  copies: number;
  address: PrintAddress;
  /** Shipping for all the copies. */
  shipping: ShippingOption;
  /** One copy's price. */
  bookCents: number;
  /** The printer's tax charged with the order (absent before issue 30: none). */
  taxCents?: number;
  /** Copies x bookCents + shipping + tax (what Stripe charged, once paid). */
  totalCents: number;
  /**
   * The builds of the two files whose proof its buyer checked before paying (null: none were
   * ready); the payment sends the order by itself only while these are still the book's files.
   */
  proofed?: { interior: string; cover: string } | null;
  /** The files this order sent to the printer: its own copies, taken at each submission. */
  files?: { interior: string; cover: string } | null;
  /** What the printer charges us for this copy (printing + shipping + tax), when it said. */
  providerCostCents?: number | null;
  /** The same book, address, shipping and price (print/service.ts): an open page is reused. */
  orderKey?: string;
  status: PrintOrderStatus;
  stripePaid: 0 | 1;
  checkoutSessionId: string | null;
  /** The PaymentIntent that paid it: refunds and disputes name it. */
  paymentIntentId?: string | null;
  /** A paid session that charged another amount than this order's (never printed; the operator settles it). */
  amountMismatch?: {
    sessionId: string;
    chargedCents: number | null;
    currency: string;
    reason: string;
    at: string;
  } | null;
  /** Set once Stripe refunded or a bank disputed the payment. */
  refund?: OrderRefund | null;
  createdAt: string;
  paidAt: string | null;
  trackingUrl: string | null;
  /** Why the provider rejected or delayed the job, in its words. */
  message?: string | null;
  /** Why a paid order was not sent by itself, as a code the web words (issue 45). */
  notSentCode?: NotSentCode | null;
  /** 1 once a print job was accepted for this order (spec part 2 §3 user_submitted). */
  submitted?: 0 | 1;
  /** The provider's job for this order (a rejected job is replaced by the next submission). */
  job?: { jobId: string; submittedAt: string } | null;
  /** While a submission is in flight: when it started (a second one waits for it). */
  submitting?: string | null;
  /** True while the job can still change: the status poller's query. */
  jobOpen?: boolean;
  tracking?: Tracking | null;
  history?: OrderEvent[];
  /**
   * Statuses the provider reported that this product does not follow (Lulu's ERROR, or one it
   * adds later): kept for the operator, newest last, without moving the order.
   */
  providerEvents?: { reported: string; at: string; message: string | null }[];
  /** Its book was deleted by its owner (deleteBook): the title is gone, the order stays. */
  bookDeleted?: boolean;
  /**
   * The recipient (name, street, city, postcode, phone, email) was erased: the state and country
   * stay (print/bookDeletion.ts says when).
   */
  recipientErased?: boolean;
}

/** A submission that has not finished in this long is assumed lost and may be tried again. */
export const STALE_SUBMISSION_MS = 5 * 60 * 1000;

/** How many unfollowed provider events an order keeps. */
export const PROVIDER_EVENTS_KEPT = 20;

/** The order's own timeline: created, paid, then each provider status. */
export function historyOf(order: PrintOrder): OrderEvent[] {
  return (
    order.history ?? [
      { status: 'UNPAID', at: order.createdAt, message: null },
      ...(order.paidAt ? [{ status: 'PAID' as const, at: order.paidAt, message: null }] : []),
    ]
  );
}

/**
 * A stored order as the code reads it: the one place older orders are brought up to date.
 * Orders from before the colouring edition and issue 30 lack the item; they are what the
 * contract fills for a buyer who names none (one colour paperback).
 */
export function orderFromDoc(data: DocData): PrintOrder;
export function orderFromDoc(data: DocData | null): PrintOrder | null;
export function orderFromDoc(data: DocData | null): PrintOrder | null {
  if (!data) return null;
  const order = data as unknown as Partial<PrintOrder>;
  return {
    ...(order as PrintOrder),
    edition: order.edition ?? DEFAULT_PRINT_EDITION,
    binding: order.binding ?? DEFAULT_BINDING,
    copies: order.copies ?? DEFAULT_COPIES,
  };
}

/**
 * The status the buyer is shown: an order paid before payments sent orders by themselves (it has
 * no `proofed` field) is not being sent, it waits for its buyer's Submit Print Order.
 */
export const shownStatusOf = (order: Pick<PrintOrder, 'status' | 'proofed'>): PrintOrderStatus =>
  order.status === 'PAID' && order.proofed === undefined ? 'NOT_SENT' : order.status;
