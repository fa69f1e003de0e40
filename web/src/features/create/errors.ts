import { ApiError } from '../../lib/api';
import { CREATE_TEXT, SAVE_MESSAGES } from './messages';

/** Everything the server said: its message and its raw body, lower-cased for matching. */
function serverText(error: ApiError): string {
  const body = typeof error.body === 'string' ? error.body : JSON.stringify(error.body ?? '');
  return `${error.message} ${body}`.toLowerCase();
}

/** Spec part 2 §8 'Save': the message for a failed save. */
export function saveErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return SAVE_MESSAGES.network;
  const text = serverText(error);
  if (error.status === 400 && text.includes('title')) return SAVE_MESSAGES.title;
  if (error.status === 400 && text.includes(SAVE_MESSAGES.paragraphLength.toLowerCase()))
    return SAVE_MESSAGES.paragraphLength;
  if (error.status === 400 && text.includes('paragraph')) return SAVE_MESSAGES.paragraph;
  if (error.status === 403 && text.includes('inappropriate word')) return error.message;
  if (error.status === 403 && text.includes('10 paragraph')) return SAVE_MESSAGES.tenParagraphs;
  if (error.status === 404 && text.includes('no credit')) return SAVE_MESSAGES.noCredit;
  if (error.status === 500) return SAVE_MESSAGES.server;
  // Issue 46: the drawing line is full; the server says how long to wait and that nothing was spent.
  if (error.status === 503 && text.includes('very busy')) return error.message;
  return SAVE_MESSAGES.other;
}

/** Spec part 2 §7 and §8 'Creation': the message of the 'Please Try Again' dialog for a failed create call. */
export function createErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return CREATE_TEXT.createNetwork;
  if (serverText(error).includes('photo upload failed')) return CREATE_TEXT.photoUploadFailed;
  return error.message;
}
