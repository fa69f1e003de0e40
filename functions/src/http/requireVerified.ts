import type { NextFunction, Request, Response } from 'express';
import { callerOf } from './auth.js';
import { forbidden } from './errors.js';

export const VERIFY_EMAIL_FIRST =
  'Please verify your email address first. If you have verified your email, please refresh this page.';

/** Route guard (spec part 1 §6): an unverified email is blocked from create, cart and account data. */
export function requireVerifiedEmail(req: Request, _res: Response, next: NextFunction): void {
  if (!callerOf(req).emailVerified) throw forbidden(VERIFY_EMAIL_FIRST, 'verify_email_first');
  next();
}
