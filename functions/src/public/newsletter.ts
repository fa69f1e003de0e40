import { createHash } from 'node:crypto';

/** Addresses are compared case-insensitively, so one subscriber is one document. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Document id for an address: a hash, since emails may hold characters ids may not. */
export function subscriberId(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}
