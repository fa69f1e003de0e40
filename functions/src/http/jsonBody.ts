import express, { type NextFunction, type Request, type Response } from 'express';
import { HttpError } from './errors.js';
import { isMultipart } from './multipart.js';

/**
 * The largest JSON body the API reads (docs/operations.md, "Limits a client can meet"). Photos
 * come as multipart, not JSON.
 */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE = 'Request body is too large (at most 1 MB)';

const parseJson = express.json({ limit: JSON_BODY_LIMIT_BYTES });

/**
 * Cloud Functions hands us requests whose body is already read and parsed (and keeps rawBody);
 * parsing again would hang on the consumed stream, but the size cap still applies: a raw body
 * over it is refused here, before auth or any route runs. Elsewhere (tests, supertest) the
 * parser reads the stream with the same cap. Multipart bodies have their own per-file limits.
 */
export function jsonBody(req: Request, res: Response, next: NextFunction) {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (raw !== undefined) {
    if (raw.length > JSON_BODY_LIMIT_BYTES && !isMultipart(req))
      return next(new HttpError(413, BODY_TOO_LARGE));
    return next();
  }
  return parseJson(req, res, next);
}
