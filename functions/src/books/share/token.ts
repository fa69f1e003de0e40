import { randomBytes } from 'node:crypto';
import { SHARE_TOKEN } from '../../contract/share.js';

/**
 * A new share token: 32 bytes from the operating system's cryptographic generator (256 bits,
 * far beyond guessing), base64url so it sits in a URL as it is. Every share makes a new one.
 */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** True for a string shaped like a token (anything else is answered as a link that is gone). */
export const isShareToken = (token: unknown): token is string =>
  typeof token === 'string' && SHARE_TOKEN.test(token);
