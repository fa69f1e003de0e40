/** The signed-in caller, as proven by a verified Firebase ID token. Never taken from a body. */
export interface Caller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** How they signed in: 'password', 'google.com', ... */
  signInProvider: string | null;
  /** When the person last signed in (the token's auth_time), ms since the epoch; refreshes keep it. */
  authTime?: number;
}

/** Thrown for a missing, malformed, expired or wrongly signed token. */
export class InvalidTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

export interface VerifyOptions {
  /**
   * Also ask Firebase Auth whether the token was revoked (password change, 'sign out everywhere',
   * a disabled account) since it was issued: a network call, so only for money and deletion.
   */
  checkRevoked?: boolean;
}

export interface Identity {
  verifyIdToken(token: string, options?: VerifyOptions): Promise<Caller>;
  /** Removes the sign-in account for good; a missing one is not an error. */
  deleteUser(uid: string): Promise<void>;
}
