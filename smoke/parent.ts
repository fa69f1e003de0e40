import { request, type Answer } from './http.js';
import { tokenClaims, type IdentityToolkit, type Tokens } from './identityToolkit.js';

/** Refresh this long before the ID token expires (they last an hour; a slow picture wait may not). */
const REFRESH_MARGIN_MS = 5 * 60_000;

/**
 * The throw-away parent as the web client holds it: a signed-in account whose ID token goes on
 * every /user call and is renewed from the refresh token before it runs out.
 */
export class Parent {
  private tokens: Tokens;

  constructor(
    private readonly site: string,
    private readonly toolkit: IdentityToolkit,
    readonly uid: string,
    readonly email: string,
    tokens: Tokens,
    private readonly password: string,
  ) {
    this.tokens = tokens;
  }

  claims(): Record<string, unknown> {
    return tokenClaims(this.tokens.idToken);
  }

  /** A fresh ID token now (after the account changed, e.g. its email was verified). */
  async refresh(deadline: number): Promise<void> {
    this.tokens = await this.toolkit.refresh(this.tokens.refreshToken, deadline);
  }

  /** Signs in again with the password, as the web asks before deleting an account (a recent sign-in). */
  async signInAgain(deadline: number): Promise<void> {
    this.tokens = await this.toolkit.signIn(this.email, this.password, deadline);
  }

  /** The current ID token, renewed when it is close to expiring. */
  async idToken(deadline: number): Promise<string> {
    const exp = Number(this.claims().exp) * 1000;
    if (!Number.isFinite(exp) || exp - Date.now() < REFRESH_MARGIN_MS) await this.refresh(deadline);
    return this.tokens.idToken;
  }

  /** The last token held, without renewing it (the deletion check must not need a live account). */
  get currentTokens(): Tokens {
    return this.tokens;
  }

  /** POST /user/{path} with a JSON body, as the web client's userPost does. */
  async call(path: string, body: object, deadline: number): Promise<Answer> {
    const token = await this.idToken(deadline);
    return request(
      `${this.site}/user/${path}`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      deadline,
      `POST /user/${path}`,
    );
  }
}
