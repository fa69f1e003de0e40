import { getAuth } from 'firebase-admin/auth';
import { InvalidTokenError, type Caller, type Identity } from '../../ports/identity.js';
import { adminApp } from './app.js';

/**
 * Verifies Firebase ID tokens: signature (the Auth emulator's unsigned tokens when
 * FIREBASE_AUTH_EMULATOR_HOST is set), audience, issuer and expiry.
 */
export class FirebaseAuthIdentity implements Identity {
  private readonly auth = getAuth(adminApp());

  async verifyIdToken(token: string): Promise<Caller> {
    try {
      const decoded = await this.auth.verifyIdToken(token);
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : null,
      };
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'auth/invalid-id-token';
      throw new InvalidTokenError(code === 'auth/id-token-expired' ? 'ID token has expired' : 'ID token is invalid');
    }
  }
}
