import { vi } from 'vitest';
import { json } from '../../../testing/fetch';
import type { User } from 'firebase/auth';
import { auth } from '../../../lib/firebase';
import { fakeUser } from '../../../testing/renderApp';
import { addAnalyticsSink, type AnalyticsParams } from '../../../lib/analytics';

/** The firebase/auth functions the auth screens call, as mocks (see vi.mock in each test file). */
export function firebaseAuthMocks() {
  return {
    createUserWithEmailAndPassword: vi.fn(),
    getRedirectResult: vi.fn(),
    sendEmailVerification: vi.fn(),
    sendPasswordResetEmail: vi.fn(),
    signInWithEmailAndPassword: vi.fn(),
    signInWithRedirect: vi.fn(),
    updateProfile: vi.fn(),
    validatePassword: vi.fn(),
    GoogleAuthProvider: vi.fn(),
  };
}

export type FirebaseAuthMocks = ReturnType<typeof firebaseAuthMocks>;

/**
 * The one set of mocks a test file installs with
 * `vi.mock('firebase/auth', async () => (await import('../testing/firebaseAuthMock')).firebaseAuth)`.
 */
export const firebaseAuth = firebaseAuthMocks();

/** The stand-in `auth` of lib/firebase (mocked in testing/setup.ts). */
export const mockedAuth = auth as unknown as { currentUser: User | null };

/** A freshly created (unverified) user. */
export function newUser(overrides: Partial<User> = {}): User {
  return fakeUser({
    uid: 'new-user',
    email: 'sam@example.com',
    displayName: null,
    emailVerified: false,
    metadata: {
      creationTime: 'Tue, 01 Jul 2025 10:00:00 GMT',
      lastSignInTime: 'Tue, 01 Jul 2025 10:00:00 GMT',
    },
    providerData: [{ providerId: 'password' }],
    ...overrides,
  } as Partial<User>);
}

/** Default answers: valid password policy, every identity call succeeds. */
export function resetFirebaseAuthMocks(mocks: FirebaseAuthMocks = firebaseAuth) {
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.validatePassword.mockResolvedValue({ isValid: true, passwordPolicy: { customStrengthOptions: {} } });
  mocks.createUserWithEmailAndPassword.mockImplementation(async (_auth: unknown, email: string) => {
    const user = newUser({ email });
    mockedAuth.currentUser = user;
    return { user };
  });
  mocks.updateProfile.mockResolvedValue(undefined);
  mocks.sendEmailVerification.mockResolvedValue(undefined);
  mocks.sendPasswordResetEmail.mockResolvedValue(undefined);
  mocks.signInWithRedirect.mockResolvedValue(undefined);
  mocks.getRedirectResult.mockResolvedValue(null);
  mockedAuth.currentUser = null;
  sessionStorage.clear();
}

/** Records analytics events. */
export function recordAnalytics() {
  const events: Array<[string, AnalyticsParams]> = [];
  const remove = addAnalyticsSink((event, params) => events.push([event, params]));
  return { events, remove };
}

/** An auth error as Firebase throws it. */
export function authError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

/** Answers for the calls the account page makes after a successful sign-in (keeps logs quiet). */
export const accountPageAnswers = {
  'POST /user/getUserName': () => json({ userName: 'Sam Rivera' }),
  'POST /user/getNumCredits': () => json(0),
  'POST /user/getUserInfo': () =>
    json({ userType: 'regular', userRole: null, joinCode: null, organizationID: null, orgName: null }),
  'POST /user/usersEmailVerificationInfo': () => json({ emailVerified: true }),
};
