import {
  BINDINGS,
  REFUND_STATES,
  type Binding,
  type PrintEdition,
  type ProofAnswer,
  type RefundState,
  type ShippingAddress,
  type ShippingOptionAnswer,
} from '@contract/print';
import { openPayment, type CheckoutStart } from '../../../api/checkout';
import { ApiError, userPost, userPostBlob } from '../../../lib/api';

/** The address as the form sends it (before the contract fills its defaults). */
export type AddressInput = Omit<ShippingAddress, 'street2'> & { street2?: string };

export type { Binding, PrintEdition, ProofAnswer };

/** What is printed: the edition in its binding, and how many copies. */
export interface PrintItemChoice {
  edition: PrintEdition;
  binding: Binding;
  copies: number;
}
const itemFields = ({ edition, binding, copies }: PrintItemChoice) => ({ edition, binding, copies });

/** The ways to ship, and the printer's tax rate there (basis points). */
export interface ShippingQuote {
  options: ShippingOptionAnswer[];
  taxRateBps: number;
}

/** POST /user/print/shipping-options {storyId, storyTitle, shippingAddress, edition?, binding?, copies}. */
export async function getShippingOptions(
  storyId: string,
  storyTitle: string,
  shippingAddress: AddressInput,
  item: PrintItemChoice,
): Promise<ShippingQuote> {
  const answer = await userPost<{ shippingOptions?: ShippingOptionAnswer[]; taxRateBps?: number }>(
    '/user/print/shipping-options',
    { storyId, storyTitle, shippingAddress, ...itemFields(item) },
  );
  if (!Array.isArray(answer?.shippingOptions)) throw new Error('Unexpected shipping options answer');
  return { options: answer.shippingOptions, taxRateBps: Number(answer.taxRateBps ?? 0) || 0 };
}

/**
 * POST /user/print/calculate-cost: the order's payment page, or the region refusal. Only called
 * once the parent ticked 'I have checked my proof' (the server refuses it otherwise).
 */
export function startPrintCheckout(
  storyId: string,
  storyTitle: string,
  shippingAddress: AddressInput,
  shippingOption: string,
  item: PrintItemChoice,
): Promise<CheckoutStart> {
  return openPayment('/user/print/calculate-cost', {
    storyId,
    storyTitle,
    shippingAddress,
    shippingOption,
    proofChecked: true,
    ...itemFields(item),
  });
}

/** POST /user/print/proof: both built files' addresses and where their lines lie (409 until built). */
export function getProof(bookId: string, edition: PrintEdition, binding: Binding): Promise<ProofAnswer> {
  return userPost<ProofAnswer>('/user/print/proof', { bookId, edition, binding });
}

/**
 * POST /user/getLatestPrintBookPayment: the latest paid order or, given the Checkout Session id,
 * the order that session paid (404 until its payment is recorded).
 */
export function getLatestPrintPayment(
  sessionId: string | null = null,
): Promise<{ orderID: string; storyID: string; storyTitle: string }> {
  return userPost('/user/getLatestPrintBookPayment', sessionId ? { sessionId } : undefined);
}

/** One paid print order as the list shows it (CONTRACT.md printOrders rows). */
export interface PrintOrderSummary {
  orderId: string;
  storyId: string;
  storyTitle: string;
  status: string;
  createdAt: string;
  totalCents: number;
  trackingUrl: string | null;
  /** Money went back on it (refunded or disputed): it is not printed. */
  refund: RefundState | null;
  /** How it is bound and how many copies (older rows: one paperback). */
  binding: Binding;
  copies: number;
}

/** POST /user/printOrders: the paid orders, newest first. */
export async function getPrintOrders(): Promise<PrintOrderSummary[]> {
  const rows = await userPost<unknown>('/user/printOrders');
  if (!Array.isArray(rows)) throw new Error('Unexpected printOrders answer');
  return rows.map((row) => {
    const [
      orderId,
      storyId,
      storyTitle,
      status,
      createdAt,
      totalCents,
      trackingUrl,
      refund,
      binding,
      copies,
    ] = row as unknown[];
    return {
      orderId: String(orderId),
      storyId: String(storyId),
      // An order stays when its owner deletes the book; its title goes with the book.
      storyTitle: String(storyTitle ?? '') || 'Deleted book',
      status: String(status ?? ''),
      createdAt: String(createdAt ?? ''),
      totalCents: Number(totalCents ?? 0),
      trackingUrl: typeof trackingUrl === 'string' ? trackingUrl : null,
      refund: REFUND_STATES.find((state) => state === refund) ?? null,
      binding: BINDINGS.find((b) => b === binding) ?? 'paperback',
      copies: Number.isInteger(copies) ? (copies as number) : 1,
    };
  });
}

/** POST /user/getImageNumbers: the book's current image ids, page by page. */
export async function getImageNumbers(storyId: string): Promise<string[]> {
  const answer = await userPost<{ imageNumbers?: unknown }>('/user/getImageNumbers', { storyID: storyId });
  if (!Array.isArray(answer?.imageNumbers)) throw new Error('Unexpected getImageNumbers answer');
  return answer.imageNumbers.map(String);
}

/** POST /user/getCoverImage: the chosen cover page (1-10), or null. */
export async function getCoverImage(storyId: string): Promise<number | null> {
  const answer = await userPost<{ isSet?: boolean; coverImageNum?: number | null }>('/user/getCoverImage', {
    storyID: storyId,
  });
  return answer?.isSet && typeof answer.coverImageNum === 'number' ? answer.coverImageNum : null;
}

/** POST /user/setCoverImage {storyID, selectedImageNum, selectedBookId}. */
export async function setCoverImage(storyId: string, page: number, imageId: string): Promise<void> {
  await userPost('/user/setCoverImage', {
    storyID: storyId,
    selectedImageNum: page,
    selectedBookId: imageId,
  });
}

export type PrintFileKind = 'interior' | 'cover';

/** A print file's state (checkInnerFileStatus / checkCoverPdfStatus). */
export interface PrintFileStatus {
  exists: boolean;
  status: 'none' | 'building' | 'ready' | 'failed';
  message: string | null;
  pages: number | null;
  lowResolutionPages: number[];
  /** Which build the file is (a proof tick is for one build only); absent from older servers. */
  build?: string | null;
}

const STATUS_PATH = {
  interior: '/user/checkInnerFileStatus',
  cover: '/user/checkCoverPdfStatus',
} as const;

/**
 * A file's state; the interior is the edition's own (the colouring book's is black and white),
 * the cover the binding's own (a hardcover's is larger).
 */
export function getPrintFileStatus(
  bookId: string,
  kind: PrintFileKind,
  edition: PrintEdition,
  binding: Binding,
): Promise<PrintFileStatus> {
  return userPost<PrintFileStatus>(STATUS_PATH[kind], {
    bookId,
    ...(kind === 'interior' ? { edition } : { binding }),
  });
}

/** Starts a fresh build of one file: the interior (getPrintPdf rebuild) or the cover with its page. */
export function buildPrintFile(
  bookId: string,
  kind: PrintFileKind,
  coverImageNum: number | undefined,
  edition: PrintEdition,
  binding: Binding,
): Promise<PrintFileStatus> {
  return kind === 'interior'
    ? userPost<PrintFileStatus>('/user/getPrintPdf', { bookId, rebuild: true, edition })
    : userPost<PrintFileStatus>('/user/generateCoverPdf', { bookId, coverImageNum, binding });
}

/** The built file (getPrintPdf answers the PDF once it exists; downloadCoverPdf the cover). */
export function downloadPrintFile(
  bookId: string,
  kind: PrintFileKind,
  edition: PrintEdition,
  binding: Binding,
): Promise<Blob> {
  return kind === 'interior'
    ? userPostBlob('/user/getPrintPdf', { bookId, edition })
    : userPostBlob('/user/downloadCoverPdf', { bookId, binding });
}

/** POST /user/getUserSubmittedStatus: true once submitted (404 means not yet). */
export async function getSubmittedStatus(storyId: string, orderId: string): Promise<boolean> {
  try {
    const answer = await userPost<{ user_submitted?: number }>('/user/getUserSubmittedStatus', {
      storyId,
      orderId,
    });
    return answer?.user_submitted === 1;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** POST /user/print/submit-job: {success, message}; a refusal's message comes from the answer. */
export function submitPrintJob(
  storyId: string,
  orderId: string,
): Promise<{ success: boolean; message: string }> {
  return userPost('/user/print/submit-job', { storyId, orderId });
}

/** POST /user/print/order: one order's progress and timeline. */
export interface PrintOrderDetails {
  orderId: string;
  storyId: string;
  storyTitle: string;
  status: string;
  message: string | null;
  createdAt: string;
  paidAt: string | null;
  submitted: boolean;
  shippingName: string;
  totalCents: number;
  /** The colouring book or the colour one, how it is bound and how many copies. */
  edition: PrintEdition;
  binding: Binding;
  copies: number;
  /** The printer's tax (older answers: none). */
  taxCents?: number;
  tracking: { id: string; url: string | null; carrier: string | null } | null;
  history: { status: string; at: string; message: string | null }[];
  refund?: RefundState | null;
}

export function getPrintOrderDetails(storyId: string, orderId: string): Promise<PrintOrderDetails> {
  return userPost<PrintOrderDetails>('/user/print/order', { storyId, orderId });
}
