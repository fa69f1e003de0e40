import type { NextFunction, Request, Response } from 'express';
import type { ErrorCode } from '../contract/errorCodes.js';
import type { Logger } from '../ports/logger.js';
import {
  Conflict,
  DomainError,
  NotReady,
  SlowDown,
  Unavailable,
  type DomainErrorKind,
} from '../shared/domainErrors.js';
import { HttpError } from './errors.js';
import { BODY_TOO_LARGE } from './jsonBody.js';

/** The one table from what a use case refused to the status the API answers. */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  notAllowed: 403,
  limitReached: 403,
  paymentRequired: 402,
  notFound: 404,
  notReady: 404,
  conflict: 409,
  failed: 422,
  slowDown: 429,
  unavailable: 503,
};

/**
 * Route guard for the calls whose spec answers errors as plain text instead of `{ error }` JSON
 * (spec part 2 §7: reDoEnhancedImage).
 */
export function plainTextErrors(_req: Request, res: Response, next: NextFunction) {
  res.locals.plainTextErrors = true;
  next();
}

function answer(_req: Request, res: Response, status: number, message: string, code: ErrorCode) {
  res.status(status);
  // A plain-text answer has no room for the code: the header carries it there.
  res.set('X-Error-Code', code);
  if (res.locals.plainTextErrors === true) res.type('text/plain').send(message);
  else res.json({ error: message, code });
}

/**
 * Maps every failure to its status and body; never leaks a stack trace. What it cannot map is a
 * bug: logged with the route and the caller's uid, answered 500.
 */
export const errorHandler = (logger: Logger) =>
  function errorHandler(error: unknown, req: Request, res: Response, next: NextFunction) {
    if (res.headersSent) return next(error);
    if (
      (error instanceof SlowDown || error instanceof Unavailable) &&
      error.retryAfterSeconds !== undefined
    ) {
      res.set('Retry-After', String(error.retryAfterSeconds));
    }
    if (
      (error instanceof NotReady || error instanceof Conflict || error instanceof SlowDown) &&
      error.details &&
      res.locals.plainTextErrors !== true
    )
      return res
        .status(STATUS_OF[error.kind])
        .json({ error: error.message, code: error.code, ...error.details });
    if (error instanceof DomainError)
      return answer(req, res, STATUS_OF[error.kind], error.message, error.code);
    if (error instanceof HttpError) return answer(req, res, error.status, error.message, error.code);
    const bodyParserType = (error as { type?: string }).type;
    if (bodyParserType === 'entity.parse.failed')
      return answer(req, res, 400, 'Request body is not valid JSON', 'invalid_request');
    if (bodyParserType === 'entity.too.large') return answer(req, res, 413, BODY_TOO_LARGE, 'body_too_large');
    if (bodyParserType === 'encoding.unsupported' || bodyParserType === 'charset.unsupported') {
      return answer(req, res, 415, 'Unsupported request encoding', 'unsupported_encoding');
    }
    logger.error(`Unhandled API error on ${req.method} ${req.path}`, {
      ...(req.caller ? { uid: req.caller.uid } : {}),
      error,
    });
    res.status(500).json({ error: 'Internal server error', code: 'internal_error' satisfies ErrorCode });
  };

export function notFoundHandler(req: Request, res: Response) {
  res.status(404).json({
    error: `No such endpoint: ${req.method} ${req.path}`,
    code: 'no_such_endpoint' satisfies ErrorCode,
  });
}
