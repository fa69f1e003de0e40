import type { NextFunction, Request, Response } from 'express';

/**
 * Route guard for purchases (spec part 1 §8, CONTRACT.md): where purchase is unavailable the
 * answer is 403 `{ status: 403 }`, which the client turns into the region dialog.
 */
export function requireRegion(allowed: (header: (name: string) => string | undefined) => boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!allowed((name) => req.get(name))) {
      res.status(403).json({ status: 403 });
      return;
    }
    next();
  };
}
