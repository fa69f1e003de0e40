import { signInWithPassword } from '../emulators/src/authEmulator.js';
import { PORTS, PROJECT_ID } from '../emulators/src/stack.js';

const AUTH = `http://127.0.0.1:${PORTS.auth}`;

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/**
 * The newest email link the Auth emulator "sent" to this address, once it exists. An email
 * change's link (VERIFY_AND_CHANGE_EMAIL) is filed under the account's current address.
 */
export async function emailLink(
  email: string,
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'VERIFY_AND_CHANGE_EMAIL',
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
    const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
    const match = oobCodes
      .filter((c) => c.email === email.toLowerCase() && c.requestType === requestType)
      .at(-1);
    if (match) return match.oobLink;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No ${requestType} email for ${email} within ${timeoutMs / 1000}s`);
}

/** A fresh ID token for an email/password account, to call the API as that person. */
export function idTokenFor(email: string, password: string): Promise<string> {
  return signInWithPassword(AUTH, email, password);
}

/** A new email/password account marked verified in the Auth emulator; answers its ID token. */
export async function verifiedAccount(email: string, password: string, displayName: string): Promise<string> {
  const signUp = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  const { localId } = (await signUp.json()) as { localId?: string };
  if (!localId) throw new Error(`Could not create ${email}`);
  // The emulator takes 'Bearer owner' as an admin credential.
  await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  return idTokenFor(email, password);
}
