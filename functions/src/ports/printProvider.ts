import type { Binding, PrintEdition } from '../contract/print.js';

/**
 * PrintProvider: the print-on-demand service (Lulu's Print API; on the local stack the local
 * print lab, which speaks the same API). Amounts are integer US cents, sizes PDF points.
 */
export interface PrintAddress {
  name: string;
  street1: string;
  street2: string;
  city: string;
  stateCode: string;
  postcode: string;
  /** ISO 3166-1 alpha-2 (contract/countries.ts). */
  countryCode: string;
  phoneNumber: string;
  email: string;
}

export interface ShippingOption {
  /** The provider's shipping level, e.g. 'MAIL', 'GROUND', 'EXPEDITED', 'EXPRESS'. */
  id: string;
  name: string;
  /** What the buyer reads, e.g. '5-7 business days'. */
  deliveryTime: string;
  costCents: number;
}

export interface PrintCost {
  /** Printing, shipping and tax together. */
  totalCents: number;
  shippingCents: number;
  /** The tax in it (0 where the provider charges none). */
  taxCents: number;
}

/**
 * What is printed: the edition's product in its binding, and how many copies. Always whole: the
 * contract fills what a buyer leaves out, and print/order.ts what an older order lacks.
 */
export interface PrintItem {
  edition: PrintEdition;
  binding: Binding;
  copies: number;
}

/** The provider's print job statuses, in the order a job normally moves through them. */
export const PRINT_JOB_STATUSES = [
  'CREATED',
  'UNPAID',
  'PAYMENT_IN_PROGRESS',
  'PRODUCTION_DELAYED',
  'PRODUCTION_READY',
  'IN_PRODUCTION',
  'SHIPPED',
  'REJECTED',
  'CANCELED',
] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];
/** A job in one of these never changes again. */
export const FINAL_JOB_STATUSES: readonly PrintJobStatus[] = ['SHIPPED', 'REJECTED', 'CANCELED'];

export interface Tracking {
  id: string;
  url: string | null;
  carrier: string | null;
}

/** One print job as the provider reports it (from a call or its status webhook). */
export interface PrintJobState {
  jobId: string;
  /** Our order id, sent as external_id. */
  externalId: string | null;
  /**
   * The status, or null for one the provider reports that this product does not follow (Lulu
   * documents ERROR, and may add more): such an event is recorded on the order, never refused.
   */
  status: PrintJobStatus | null;
  /** The provider's own name for the status, as reported. */
  reported: string;
  /** Why, for REJECTED and PRODUCTION_DELAYED (the provider's words). */
  message: string | null;
  /** When the provider changed the status (ISO). */
  changedAt: string | null;
  tracking: Tracking | null;
}

export interface PrintJobRequest {
  externalId: string;
  title: string;
  contactEmail: string;
  address: PrintAddress;
  /** A shipping level id from shippingOptions. */
  shippingLevel: string;
  pageCount: number;
  /** Which product to print and how many: the edition's package in its binding. */
  item: PrintItem;
  /** Signed addresses the provider downloads the files from. */
  interiorUrl: string;
  coverUrl: string;
}

export interface PrintProvider {
  readonly description: string;
  /**
   * The ways the item's copies of a book of `pageCount` pages can ship to this address,
   * cheapest first. `item` names the product and quantity, here and below.
   */
  shippingOptions(address: PrintAddress, pageCount: number, item: PrintItem): Promise<ShippingOption[]>;
  /** What the provider charges us for the copies shipped this way, tax included. */
  printCost(
    address: PrintAddress,
    shippingLevel: string,
    pageCount: number,
    item: PrintItem,
  ): Promise<PrintCost>;
  /**
   * The one-page cover's size for this page count and binding: back + spine + front + bleed (a
   * casewrap's wrap and hinges included).
   */
  coverDimensions(pageCount: number, binding: Binding): Promise<{ widthPt: number; heightPt: number }>;
  /** Sends a job to print. */
  createJob(job: PrintJobRequest): Promise<PrintJobState>;
  /** The job's current state (the polling fallback of the status webhook). */
  jobStatus(jobId: string): Promise<PrintJobState>;
  /**
   * The status webhook's job, when the signature over the raw body is right; throws
   * PrintWebhookError otherwise. Null for events of other topics.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PrintJobState | null;
}

/** A status webhook whose signature or body is wrong. */
export class PrintWebhookError extends Error {}

/** The provider refused a request (a bad address, a file it cannot print); message says why. */
export class PrintProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
