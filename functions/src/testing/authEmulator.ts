import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { adminApp } from '../adapters/firebaseAdmin/app.js';

/**
 * Real ID tokens from the Auth emulator (started by `npm run test:api` through
 * `firebase emulators:exec`), so the API tests exercise the same verification as production.
 */
function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the API tests with `npm run test:api`');
  return host;
}

export const TEST_PROJECT = 'demo-storysprout';

async function identityToolkit<T>(method: string, body: object): Promise<T> {
  const url = `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${method}: ${json.error?.message ?? response.status}`);
  return json;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/** Signs up a fresh user (optionally with a verified email) and returns a valid ID token. */
export async function createTestUser(
  options: { emailVerified?: boolean; displayName?: string } = {},
): Promise<TestUser> {
  const email = `user-${randomUUID()}@example.com`;
  const password = 'test-password-1';
  const signUp = await identityToolkit<{ localId: string; idToken: string }>('signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  if (!options.emailVerified && !options.displayName)
    return { uid: signUp.localId, email, password, idToken: signUp.idToken };
  await getAuth(adminApp()).updateUser(signUp.localId, {
    ...(options.displayName ? { displayName: options.displayName } : {}),
    ...(options.emailVerified ? { emailVerified: true } : {}),
  });
  const signIn = await identityToolkit<{ idToken: string }>('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: signUp.localId, email, password, idToken: signIn.idToken };
}

/** The same user after they open the verification link: a fresh ID token that says so. */
export async function verifyTestUser(user: TestUser): Promise<TestUser> {
  await getAuth(adminApp()).updateUser(user.uid, { emailVerified: true });
  const signIn = await identityToolkit<{ idToken: string }>('signInWithPassword', {
    email: user.email,
    password: user.password,
    returnSecureToken: true,
  });
  return { ...user, idToken: signIn.idToken };
}

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A token shaped like an emulator token, with claims the test chooses (e.g. already expired). */
export function craftToken(
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'none', typ: 'JWT' },
  signature = '',
) {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${TEST_PROJECT}`,
    aud: TEST_PROJECT,
    auth_time: now - 60,
    user_id: 'crafted-user',
    sub: 'crafted-user',
    iat: now - 60,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  return `${base64url(header)}.${base64url(payload)}.${signature}`;
}
