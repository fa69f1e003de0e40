import { getAuth } from 'firebase-admin/auth';
import { InvalidTokenError, type Caller, type Identity } from '../../ports/identity.js';
import { adminApp } from './app.js';
import { VerifiedTokenCache } from './verifiedTokenCache.js';

/**
 * Verifies Firebase ID tokens: signature (the Auth emulator's unsigned tokens when
 * FIREBASE_AUTH_EMULATOR_HOST is set), audience, issuer and expiry. Verified tokens are
 * remembered briefly (see VerifiedTokenCache); against the emulator every verification is a
 * network round trip, in production a signature check.
 */
export class FirebaseAuthIdentity implements Identity {
  private readonly auth = getAuth(adminApp());
  private readonly cache = new VerifiedTokenCache<Caller>();

  async verifyIdToken(token: string): Promise<Caller> {
    const cached = this.cache.get(token, Date.now());
    if (cached) return cached;
    try {
      const decoded = await this.auth.verifyIdToken(token);
      const caller: Caller = {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        signInProvider: decoded.firebase?.sign_in_provider ?? null,
      };
      this.cache.set(token, caller, decoded.exp * 1000, Date.now());
      return caller;
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'auth/invalid-id-token';
      throw new InvalidTokenError(
        code === 'auth/id-token-expired' ? 'ID token has expired' : 'ID token is invalid',
      );
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
