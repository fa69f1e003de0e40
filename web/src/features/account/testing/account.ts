import type { User } from 'firebase/auth';
import { vi } from 'vitest';
import { auth } from '../../../lib/firebase';
import { installFetch, json, type FetchHandler } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';

/**
 * The firebase/auth calls the account page makes, as mocks: a test file installs them with
 * `vi.mock('firebase/auth', async () => (await import('../testing/account')).firebaseAuth)`.
 */
export const firebaseAuth = {
  sendEmailVerification: vi.fn(),
  reauthenticateWithCredential: vi.fn(),
  reauthenticateWithPopup: vi.fn(),
  verifyBeforeUpdateEmail: vi.fn(),
  updatePassword: vi.fn(),
  EmailAuthProvider: { credential: (email: string, password: string) => ({ email, password }) },
  GoogleAuthProvider: class GoogleAuthProvider {},
};

/** The stand-in `auth` of lib/firebase (mocked in testing/setup.ts). */
export const mockedAuth = auth as unknown as { currentUser: User | null };

/** A parent outside any organization, as POST /user/getUserInfo answers. */
export const PARENT_INFO = {
  userType: 'regular',
  userRole: null,
  joinCode: null,
  organizationID: null,
  orgName: null,
};

/** The admin of organization `orgName`, holding its join code, as POST /user/getUserInfo answers. */
export function adminInfo(orgName: string) {
  return { userType: 'educator', userRole: 'admin', joinCode: 'K7Q2MP', organizationID: 'org_1', orgName };
}

/** The account page's answers for Sam, a verified parent holding `credits`; `more` adds or replaces. */
export function accountAnswers(credits: number, more: Record<string, FetchHandler> = {}) {
  return {
    'POST /user/getUserName': () => json({ userName: 'Sam Rivera' }),
    'POST /user/getNumCredits': () => json(credits),
    'POST /user/getUserInfo': () => json(PARENT_INFO),
    'POST /user/usersEmailVerificationInfo': () => json({ emailVerified: true }),
    ...more,
  };
}

/** A user who signs in with a password, so the settings that ask for it show. */
export function passwordUser(overrides: Partial<User> = {}): User {
  return fakeUser({ providerData: [{ providerId: 'password' }] as User['providerData'], ...overrides });
}

/** Opens `path` (an /account address) as `user`, the API answering `answers`. */
export function openAccountAt(path: string, answers: Record<string, FetchHandler>, user = passwordUser()) {
  const fetchMock = installFetch(answers);
  mockedAuth.currentUser = user;
  return { ...renderApp({ path, user }), fetchMock, user };
}
