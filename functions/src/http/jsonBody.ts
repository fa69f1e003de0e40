import express, { type NextFunction, type Request, type Response } from 'express';

const parseJson = express.json({ limit: '1mb' });

/**
 * Cloud Functions hands us requests whose body is already parsed (and keeps rawBody); parsing
 * again would hang on the consumed stream. Elsewhere (tests, supertest) parse here.
 */
export function jsonBody(req: Request, res: Response, next: NextFunction) {
  if ((req as Request & { rawBody?: Buffer }).rawBody !== undefined) return next();
  return parseJson(req, res, next);
}
