/** Calls to the Auth emulator that the seed, the e2e suite and the bench share. */

/** An ID token for an email/password account, from the Auth emulator at `authUrl`. */
export async function signInWithPassword(authUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const json = (await res.json()) as { idToken?: string };
  if (!json.idToken) throw new Error(`Could not sign in as ${email}`);
  return json.idToken;
}
