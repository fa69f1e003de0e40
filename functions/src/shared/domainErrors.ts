import type { JsonValue } from '../ports/documentStore.js';

/**
 * What a use case can refuse, in words the person reads. Services throw these and never know
 * HTTP; http/errorHandler.ts alone turns each kind into a status (one table), so the same rule
 * answers the same way from every route.
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

export class DomainError extends Error {
  constructor(
    public readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The request itself is wrong (a field, a combination): asking again unchanged cannot help. */
export class Invalid extends DomainError {
  constructor(message: string) {
    super('invalid', message);
  }
}
/** The caller may not do this (unverified email, no credit to start a story, wrong words). */
export class NotAllowed extends DomainError {
  constructor(message: string) {
    super('notAllowed', message);
  }
}
/** A counted allowance is used up (redos of a book). */
export class LimitReached extends DomainError {
  constructor(message: string) {
    super('limitReached', message);
  }
}
/** The balance that pays for it cannot cover it (an organization's credits for a class). */
export class PaymentRequired extends DomainError {
  constructor(message: string) {
    super('paymentRequired', message);
  }
}
/** Missing, or someone else's: both answer alike so ids reveal nothing. */
export class NotFound extends DomainError {
  constructor(message = 'Not found') {
    super('notFound', message);
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
    public readonly details?: { [key: string]: JsonValue },
  ) {
    super('conflict', message);
  }
}
/** Background work gave up for good (a story the engine could not write). */
export class Failed extends DomainError {
  constructor(message: string) {
    super('failed', message);
  }
}
/** Too many attempts in a short time; `retryAfterSeconds`, when known, says when to try again. */
export class SlowDown extends DomainError {
  constructor(
    message: string,
    public readonly retryAfterSeconds?: number,
  ) {
    super('slowDown', message);
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
  ) {
    super('unavailable', message);
  }
}
