import type {
  Binding,
  PrintEdition,
  PrintFileKind,
  PrintFileStatus,
  PrintOrderDetails,
  ProofAnswer,
  ShippingAddress,
  ShippingOptionAnswer,
} from '@contract/print';
import * as routes from '@contract/routes/print';
import { openPayment, type CheckoutStart } from '../../../api/checkout';
import { ApiError, userPost, userPostBlob } from '../../../lib/api';

/** The address as the form sends it (before the contract fills its defaults). */
export type AddressInput = Omit<ShippingAddress, 'street2'> & { street2?: string };

export type { Binding, PrintEdition, PrintFileKind, PrintFileStatus, PrintOrderDetails, ProofAnswer };

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
  const answer = await userPost(routes.printShippingOptions, {
    storyId,
    storyTitle,
    shippingAddress,
    ...itemFields(item),
  });
  return { options: answer.shippingOptions, taxRateBps: answer.taxRateBps };
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
  return openPayment(() =>
    userPost(routes.printCalculateCost, {
      storyId,
      storyTitle,
      shippingAddress,
      shippingOption,
      proofChecked: true,
      ...itemFields(item),
    }),
  );
}

/** POST /user/print/proof: both built files' addresses and where their lines lie (409 until built). */
export function getProof(bookId: string, edition: PrintEdition, binding: Binding): Promise<ProofAnswer> {
  return userPost(routes.printProof, { bookId, edition, binding });
}

/**
 * POST /user/getLatestPrintBookPayment: the latest paid order or, given the Checkout Session id,
 * the order that session paid (404 until its payment is recorded).
 */
export function getLatestPrintPayment(
  sessionId: string | null = null,
): Promise<{ orderID: string; storyID: string; storyTitle: string }> {
  return userPost(routes.getLatestPrintBookPayment, sessionId ? { sessionId } : {});
}

/** POST /user/getImageNumbers: the book's current image ids, page by page. */
export async function getImageNumbers(storyId: string): Promise<string[]> {
  return (await userPost(routes.getImageNumbers, { storyID: storyId })).imageNumbers;
}

/** POST /user/getCoverImage: the chosen cover page (1-10), or null. */
export async function getCoverImage(storyId: string): Promise<number | null> {
  const answer = await userPost(routes.getCoverImage, { storyID: storyId });
  return answer.isSet ? answer.coverImageNum : null;
}

/** POST /user/setCoverImage {storyID, selectedImageNum, selectedBookId}. */
export async function setCoverImage(storyId: string, page: number, imageId: string): Promise<void> {
  await userPost(routes.setCoverImage, {
    storyID: storyId,
    selectedImageNum: page,
    selectedBookId: imageId,
  });
}

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
  return kind === 'interior'
    ? userPost(routes.checkInnerFileStatus, { bookId, edition })
    : userPost(routes.checkCoverPdfStatus, { bookId, binding });
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
    ? userPost(routes.getPrintPdf, { bookId, rebuild: true, edition })
    : userPost(routes.generateCoverPdf, { bookId, coverImageNum, binding });
}

/** The built file (getPrintPdf answers the PDF once it exists; downloadCoverPdf the cover). */
export function downloadPrintFile(
  bookId: string,
  kind: PrintFileKind,
  edition: PrintEdition,
  binding: Binding,
): Promise<Blob> {
  return kind === 'interior'
    ? userPostBlob(routes.getPrintPdf, { bookId, edition })
    : userPostBlob(routes.downloadCoverPdf, { bookId, binding });
}

/** POST /user/getUserSubmittedStatus: true once submitted (404 means not yet). */
export async function getSubmittedStatus(storyId: string, orderId: string): Promise<boolean> {
  try {
    return (await userPost(routes.getUserSubmittedStatus, { storyId, orderId })).user_submitted === 1;
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
  return userPost(routes.printSubmitJob, { storyId, orderId });
}

/** POST /user/print/order: one order's progress and timeline. */
export function getPrintOrderDetails(storyId: string, orderId: string): Promise<PrintOrderDetails> {
  return userPost(routes.printOrder, { storyId, orderId });
}
