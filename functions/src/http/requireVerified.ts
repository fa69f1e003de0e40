import type { Caller } from '../ports/identity.js';
import { forbidden } from './errors.js';

/** Spec part 1 §6: an unverified email is blocked from create, cart and account data. */
export function requireVerifiedEmail(caller: Caller): void {
  if (!caller.emailVerified) {
    throw forbidden(
      'Please verify your email address first. If you have verified your email, please refresh this page.',
    );
  }
}
