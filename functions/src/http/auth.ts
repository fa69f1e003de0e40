import type { NextFunction, Request, Response } from 'express';
import { InvalidTokenError, type Caller, type Identity } from '../ports/identity.js';
import { unauthorized } from './errors.js';

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

/** Every /user/* call must carry `Authorization: Bearer <Firebase ID token>`. */
export function requireCaller(identity: Identity) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Missing Authorization: Bearer <ID token> header');
    try {
      req.caller = await identity.verifyIdToken(match[1]);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized(error.message);
      throw error;
    }
    next();
  };
}

/**
 * Route guard for money and deletion calls, behind requireCaller: verifies the same token again
 * asking Firebase Auth whether it was revoked (a password change or a disabled account ends the
 * sessions it had), so a stolen token cannot pay or delete after the owner reacted. 401 if so.
 */
export function requireUnrevoked(identity: Identity) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    if (!match?.[1]) throw unauthorized('Missing Authorization: Bearer <ID token> header');
    try {
      req.caller = await identity.verifyIdToken(match[1], { checkRevoked: true });
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized(error.message);
      throw error;
    }
    next();
  };
}

/** The verified caller of a route mounted behind requireCaller. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw unauthorized('Not signed in');
  return req.caller;
}
