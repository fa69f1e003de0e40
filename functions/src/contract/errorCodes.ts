// No zod here: the web's api layer imports the list on first paint, without the schemas.

/**
 * The stable machine codes an error answer carries beside its English `message` (issue 45):
 * `{ "error": "<English sentence>", "code": "<one of these>" }`. The web shows the catalogue's
 * `error.<code>` message in the parent's language; the English sentence stays for logs, scripts
 * and codes a client does not know yet. A code is never renamed or reused for another meaning.
 *
 * The first group is one code per kind of refusal, what a refusal answers when no more precise
 * code is given; the second names the refusals a parent meets often enough to deserve their own
 * words.
 */
export const ERROR_CODES = [
  // One per kind of refusal (http/errorHandler.ts picks these from the kind or the status).
  'invalid_request',
  'not_signed_in',
  'not_allowed',
  'limit_reached',
  'payment_required',
  'not_found',
  'not_ready',
  'conflict',
  'failed',
  'too_many_requests',
  'unavailable',
  'body_too_large',
  'unsupported_encoding',
  'no_such_endpoint',
  'internal_error',
  // Named refusals.
  'verify_email_first',
  'not_enough_credits',
  'book_not_found',
  'book_not_saved',
  'story_still_writing',
  'story_failed',
  'image_failed',
  'images_not_all_ready',
  'pdf_not_built',
  'redo_limit_reached',
  'inappropriate_words',
  'photo_not_image',
  'photo_too_large',
  'too_many_photos',
  'character_not_found',
  'too_many_characters',
  'product_not_found',
  'gift_code_not_found',
  'account_not_ready',
  'account_deleted',
  'recent_sign_in_required',
  'organization_not_found',
  'invalid_join_code',
  'already_in_organization',
  'class_not_found',
  'print_unavailable',
  'print_order_not_found',
  'print_files_not_ready',
  'share_not_found',
  'narration_off',
  'too_busy',
  // A bilingual book (issue 45).
  'unsupported_language',
  'same_second_language',
  'language_not_written',
  // Limits with their numbers beside the message (issue 45): `call` (a key of CALL_LIMITS, or
  // 'storyStarts'), `perHour`, `codeKind` ('gift' or 'join') and `retryAfterSeconds`.
  'hourly_limit',
  'too_many_wrong_codes',
  'too_many_sign_ups',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);
/** A client reading an answer from a newer server meets codes it does not know: it checks first. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN.has(value);

/** The code a refusal of this status answers when nothing more precise is said. */
export function errorCodeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'invalid_request';
    case 401:
      return 'not_signed_in';
    case 402:
      return 'payment_required';
    case 403:
      return 'not_allowed';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'body_too_large';
    case 415:
      return 'unsupported_encoding';
    case 422:
      return 'failed';
    case 429:
      return 'too_many_requests';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'invalid_request';
  }
}
