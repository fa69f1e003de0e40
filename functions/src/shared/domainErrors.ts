import type { ErrorCode } from '../contract/errorCodes.js';
import type { JsonValue } from '../ports/documentStore.js';

/**
 * What a use case can refuse, in words the person reads. Services throw these and never know
 * HTTP; http/errorHandler.ts alone turns each kind into a status (one table), so the same rule
 * answers the same way from every route. The English words travel with a stable `code`
 * (contract/errorCodes.ts) the web turns into the parent's language.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'notAllowed'
  | 'limitReached'
  | 'paymentRequired'
  | 'notFound'
  | 'notReady'
  | 'conflict'
  | 'failed'
  | 'slowDown'
  | 'unavailable';

/** The code a refusal of each kind answers when the thrower names none more precise. */
export const CODE_OF_KIND: Record<DomainErrorKind, ErrorCode> = {
  invalid: 'invalid_request',
  notAllowed: 'not_allowed',
  limitReached: 'limit_reached',
  paymentRequired: 'payment_required',
  notFound: 'not_found',
  notReady: 'not_ready',
  conflict: 'conflict',
  failed: 'failed',
  slowDown: 'too_many_requests',
  unavailable: 'unavailable',
};

export class DomainError extends Error {
  public readonly code: ErrorCode;
  constructor(
    public readonly kind: DomainErrorKind,
    message: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code ?? CODE_OF_KIND[kind];
  }
}

/** The base of a kind whose refusal is a message and, when more precise than the kind's, a code. */
function ofKind(kind: DomainErrorKind) {
  return class extends DomainError {
    constructor(message: string, code?: ErrorCode) {
      super(kind, message, code);
    }
  };
}

/** The request itself is wrong (a field, a combination): asking again unchanged cannot help. */
export class Invalid extends ofKind('invalid') {}
/** The caller may not do this (unverified email, no credit to start a story, wrong words). */
export class NotAllowed extends ofKind('notAllowed') {}
/** A counted allowance is used up (redos of a book). */
export class LimitReached extends ofKind('limitReached') {}
/** The balance that pays for it cannot cover it (an organization's credits for a class). */
export class PaymentRequired extends ofKind('paymentRequired') {}
/** Missing, or someone else's: both answer alike so ids reveal nothing. */
export class NotFound extends DomainError {
  constructor(message = 'Not found', code?: ErrorCode) {
    super('notFound', message, code);
  }
}
/**
 * Background work has not produced it yet; the client polls. `details` are answered beside the
 * message (a picture's place in the drawing line, issue 46).
 */
export class NotReady extends DomainError {
  constructor(
    message = 'not ready',
    public readonly details?: { [key: string]: JsonValue },
  ) {
    super('notReady', message);
  }
}
/**
 * The thing is in a state that forbids this now (still writing, already in an organization).
 * `details` are answered beside the message (an audiobook's narration still being made, issue 44).
 */
export class Conflict extends DomainError {
  constructor(
    message: string,
    code?: ErrorCode,
    public readonly details?: { [key: string]: JsonValue },
  ) {
    super('conflict', message, code);
  }
}
/** Background work gave up for good (a story the engine could not write). */
export class Failed extends ofKind('failed') {}
/**
 * Too many attempts in a short time; `retryAfterSeconds`, when known, says when to try again.
 * `details` are answered beside the message (issue 45: which limit, so the web words it in the
 * parent's language), with `retryAfterSeconds`.
 */
export class SlowDown extends DomainError {
  public readonly details?: { [key: string]: JsonValue };
  constructor(
    message: string,
    public readonly retryAfterSeconds?: number,
    code?: ErrorCode,
    details?: { [key: string]: JsonValue },
  ) {
    super('slowDown', message, code);
    if (details || retryAfterSeconds !== undefined)
      this.details = { ...details, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) };
  }
}
/**
 * A dependency (storage, queue) failed, or the service is too busy (the drawing line is full);
 * trying again later may work, after `retryAfterSeconds` when known.
 */
export class Unavailable extends DomainError {
  constructor(
    message: string,
    public readonly retryAfterSeconds?: number,
    code?: ErrorCode,
  ) {
    super('unavailable', message, code);
  }
}
