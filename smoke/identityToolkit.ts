/**
 * Firebase Auth's REST API (Identity Toolkit and Secure Token), the calls the web client's SDK
 * makes: sign-up, token refresh, account lookup and self-deletion. Against the Auth emulator the
 * same paths are served under http://<host>/identitytoolkit.googleapis.com/... .
 */
import type { AuthTarget } from './args.js';
import { describe, json, request, StepFailure, type Answer } from './http.js';

export interface Tokens {
  idToken: string;
  refreshToken: string;
}

/** The error code Identity Toolkit puts in `error.message` (e.g. 'USER_NOT_FOUND'), or ''. */
export function errorCode(answer: Answer): string {
  try {
    const body = JSON.parse(new TextDecoder().decode(answer.bytes)) as { error?: { message?: unknown } };
    const message = body.error?.message;
    return typeof message === 'string' ? (message.split(/[\s:]/)[0] ?? '') : '';
  } catch {
    return '';
  }
}

export class IdentityToolkit {
  constructor(
    private readonly target: AuthTarget,
    private readonly apiKey: string,
    /** Sent as the Referer, so an API key restricted to the site's referrers works as in the browser. */
    private readonly siteOrigin: string,
  ) {}

  private url(service: 'identitytoolkit' | 'securetoken', path: string): string {
    const host = `${service}.googleapis.com`;
    const base = this.target.kind === 'emulator' ? `http://${this.target.host}/${host}` : `https://${host}`;
    return `${base}/v1/${path}?key=${encodeURIComponent(this.apiKey)}`;
  }

  private post(service: 'identitytoolkit' | 'securetoken', path: string, body: object, deadline: number) {
    return request(
      this.url(service, path),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', referer: `${this.siteOrigin}/` },
        body: JSON.stringify(body),
      },
      deadline,
      `POST ${service} ${path}`,
    );
  }

  /** accounts:signInWithPassword: signs in again (a fresh auth_time, as deleting an account needs). */
  async signIn(email: string, password: string, deadline: number): Promise<Tokens> {
    const answer = await this.post(
      'identitytoolkit',
      'accounts:signInWithPassword',
      { email, password, returnSecureToken: true },
      deadline,
    );
    if (answer.status !== 200) throw new StepFailure(describe(answer));
    const body = json<{ idToken?: string; refreshToken?: string }>(answer);
    if (!body.idToken || !body.refreshToken)
      throw new StepFailure(`${describe(answer)} (no idToken or refreshToken)`);
    return { idToken: body.idToken, refreshToken: body.refreshToken };
  }

  /** accounts:signUp: a new email/password account, signed in. */
  async signUp(email: string, password: string, displayName: string, deadline: number) {
    const answer = await this.post(
      'identitytoolkit',
      'accounts:signUp',
      { email, password, displayName, returnSecureToken: true },
      deadline,
    );
    if (answer.status !== 200) throw new StepFailure(describe(answer));
    const body = json<{ localId?: string; idToken?: string; refreshToken?: string }>(answer);
    if (!body.localId || !body.idToken || !body.refreshToken)
      throw new StepFailure(`${describe(answer)} (no localId, idToken or refreshToken)`);
    return { uid: body.localId, idToken: body.idToken, refreshToken: body.refreshToken };
  }

  /** The raw refresh answer: the deletion check reads its error code. */
  refreshAnswer(refreshToken: string, deadline: number): Promise<Answer> {
    return this.post(
      'securetoken',
      'token',
      { grant_type: 'refresh_token', refresh_token: refreshToken },
      deadline,
    );
  }

  /** A new ID token (what the SDK's getIdToken(true) does): it carries the account's current claims. */
  async refresh(refreshToken: string, deadline: number): Promise<Tokens> {
    const answer = await this.refreshAnswer(refreshToken, deadline);
    if (answer.status !== 200) throw new StepFailure(describe(answer));
    const body = json<{ id_token?: string; refresh_token?: string }>(answer);
    if (!body.id_token || !body.refresh_token) throw new StepFailure(`${describe(answer)} (no id_token)`);
    return { idToken: body.id_token, refreshToken: body.refresh_token };
  }

  /** accounts:lookup by ID token: 400 USER_NOT_FOUND once the account is deleted. */
  lookup(idToken: string, deadline: number): Promise<Answer> {
    return this.post('identitytoolkit', 'accounts:lookup', { idToken }, deadline);
  }

  /** accounts:delete by the user's own ID token (the SDK's user.delete()); needs no admin rights. */
  deleteSelf(idToken: string, deadline: number): Promise<Answer> {
    return this.post('identitytoolkit', 'accounts:delete', { idToken }, deadline);
  }
}

/** The claims of an ID token (read only; the API verifies the signature). */
export function tokenClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1];
  if (!payload) throw new StepFailure('the ID token is not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
