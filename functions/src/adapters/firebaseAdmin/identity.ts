import { getAuth } from 'firebase-admin/auth';
import { InvalidTokenError, type Caller, type Identity, type VerifyOptions } from '../../ports/identity.js';
import { Unavailable } from '../../shared/domainErrors.js';
import { adminApp } from './app.js';
import { VerifiedTokenCache } from './verifiedTokenCache.js';

const TOKEN_MESSAGES: Record<string, string> = {
  'auth/id-token-expired': 'ID token has expired',
  'auth/id-token-revoked': 'This sign-in has been revoked. Please sign in again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/user-not-found': 'This account no longer exists.',
};

/**
 * Verifies Firebase ID tokens: signature (the Auth emulator's unsigned tokens when
 * FIREBASE_AUTH_EMULATOR_HOST is set), audience, issuer and expiry. Verified tokens are
 * remembered briefly (see VerifiedTokenCache); against the emulator every verification is a
 * network round trip, in production a signature check.
 */
export class FirebaseAuthIdentity implements Identity {
  private readonly auth = getAuth(adminApp());
  private readonly cache = new VerifiedTokenCache<Caller>();

  async verifyIdToken(token: string, options: VerifyOptions = {}): Promise<Caller> {
    // A revocation check always asks Firebase Auth: a cached answer could predate the revocation.
    const cached = options.checkRevoked ? undefined : this.cache.get(token, Date.now());
    if (cached) return cached;
    try {
      const decoded = await this.auth.verifyIdToken(token, options.checkRevoked === true);
      const caller: Caller = {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        signInProvider: decoded.firebase?.sign_in_provider ?? null,
        authTime: decoded.auth_time * 1000,
      };
      this.cache.set(token, caller, decoded.exp * 1000, Date.now());
      return caller;
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'auth/invalid-id-token';
      // Firebase Auth could not be asked (network, quota): an outage to retry, never a bad token.
      if (!code.startsWith('auth/') || code === 'auth/internal-error')
        throw new Unavailable('Could not check your sign-in just now. Please try again.');
      throw new InvalidTokenError(TOKEN_MESSAGES[code] ?? 'ID token is invalid');
    }
  }

  async deleteUser(uid: string): Promise<void> {
    try {
      await this.auth.deleteUser(uid);
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
  }
}
