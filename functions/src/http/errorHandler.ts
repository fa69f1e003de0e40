import type { NextFunction, Request, Response } from 'express';
import { HttpError } from './errors.js';

/** Maps every failure to `{ error }` JSON; never leaks a stack trace. */
export function errorHandler(error: unknown, _req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(error);
  if (error instanceof HttpError) {
    res.status(error.status).json({ error: error.message });
    return;
  }
  const bodyParserType = (error as { type?: string }).type;
  if (bodyParserType === 'entity.parse.failed') {
    res.status(400).json({ error: 'Request body is not valid JSON' });
    return;
  }
  if (bodyParserType === 'entity.too.large') {
    res.status(413).json({ error: 'Request body is too large' });
    return;
  }
  if (bodyParserType === 'encoding.unsupported' || bodyParserType === 'charset.unsupported') {
    res.status(415).json({ error: 'Unsupported request encoding' });
    return;
  }
  console.error('Unhandled API error', error);
  res.status(500).json({ error: 'Internal server error' });
}

export function notFoundHandler(req: Request, res: Response) {
  res.status(404).json({ error: `No such endpoint: ${req.method} ${req.path}` });
}
