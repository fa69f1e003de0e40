/**
 * Spec part 1 §4: after signing in (or up) a person goes to /account, and a non-educator with
 * credits is led on from there to /create. That leading on is for arriving from a sign-in (the
 * sign-in pages pass this navigation state) and from the email verification link
 * (/account?verified=true); the navbar's Account link, a typed address or a reload open the
 * account page itself, where issue 29's settings and purchases live.
 */
export const AFTER_SIGN_IN = { afterSignIn: true } as const;

/** Whether this navigation to /account came from a sign-in (its state is AFTER_SIGN_IN). */
export const cameFromSignIn = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { afterSignIn?: unknown }).afterSignIn === true;
