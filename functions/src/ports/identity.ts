/** The signed-in caller, as proven by a verified Firebase ID token. Never taken from a body. */
export interface Caller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** How they signed in: 'password', 'google.com', ... */
  signInProvider: string | null;
}

/** Thrown for a missing, malformed, expired or wrongly signed token. */
export class InvalidTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

export interface Identity {
  verifyIdToken(token: string): Promise<Caller>;
  /** Removes the sign-in account for good; a missing one is not an error. */
  deleteUser(uid: string): Promise<void>;
}
