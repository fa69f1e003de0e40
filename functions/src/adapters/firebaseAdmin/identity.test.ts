import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidTokenError } from '../../ports/identity.js';
import { Unavailable } from '../../shared/domainErrors.js';

const admin = vi.hoisted(() => ({ verifyIdToken: vi.fn() }));
vi.mock('./app.js', () => ({ adminApp: () => ({}) }));
vi.mock('firebase-admin/auth', () => ({ getAuth: () => ({ verifyIdToken: admin.verifyIdToken }) }));

const { FirebaseAuthIdentity } = await import('./identity.js');

const failing = (code: string) => Object.assign(new Error(code), { code });

describe('FirebaseAuthIdentity with a revocation check', () => {
  beforeEach(() => admin.verifyIdToken.mockReset());

  it('asks Firebase Auth every time and says why a revoked or disabled token is refused', async () => {
    const identity = new FirebaseAuthIdentity();
    admin.verifyIdToken.mockRejectedValueOnce(failing('auth/id-token-revoked'));
    await expect(identity.verifyIdToken('t', { checkRevoked: true })).rejects.toThrow(/revoked/);
    admin.verifyIdToken.mockRejectedValueOnce(failing('auth/user-disabled'));
    await expect(identity.verifyIdToken('t', { checkRevoked: true })).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
    expect(admin.verifyIdToken).toHaveBeenCalledWith('t', true);
  });

  it('lets a failure to reach Firebase Auth through as an outage (503), not as a bad token (401)', async () => {
    const identity = new FirebaseAuthIdentity();
    admin.verifyIdToken.mockRejectedValueOnce(failing('app/network-error'));
    const attempt = identity.verifyIdToken('t', { checkRevoked: true });
    await expect(attempt).rejects.not.toBeInstanceOf(InvalidTokenError);
    await expect(attempt).rejects.toBeInstanceOf(Unavailable);
  });
});
