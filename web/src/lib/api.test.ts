import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installFetch, json } from '../testing/fetch';
import { ApiError, publicGet, publicPost, userPost } from './api';
import { auth } from './firebase';

const mockedAuth = auth as unknown as { currentUser: unknown };

describe('api client', () => {
  afterEach(() => {
    mockedAuth.currentUser = null;
  });

  it('posts JSON to /user/* with the ID token of the signed-in user', async () => {
    mockedAuth.currentUser = { getIdToken: async () => 'id-token-123' };
    const fetchMock = installFetch({ 'POST /user/getNumCredits': () => json(3) });

    await expect(userPost('/user/getNumCredits')).resolves.toBe(3);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer id-token-123',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{}');
  });

  it('refuses a /user call when nobody is signed in', async () => {
    const fetchMock = installFetch();
    await expect(userPost('/user/getNumCredits')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("throws ApiError with the status and the server's error message", async () => {
    installFetch({
      'POST /public/subscribeNewsletter': () => json({ error: 'email must be a valid email address' }, 400),
    });
    const failure = publicPost('/public/subscribeNewsletter', { email: 'nope' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'email must be a valid email address',
    });
  });

  it('falls back to a plain-text body or the status for other failures', async () => {
    installFetch({
      'GET /public/a': () => new Response('Too many redos', { status: 429 }),
      'GET /public/b': () => new Response('', { status: 502 }),
    });
    await expect(publicGet('/public/a')).rejects.toMatchObject({ status: 429, message: 'Too many redos' });
    await expect(publicGet('/public/b')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
    });
  });

  it('checks an answer against a contract schema when given one', async () => {
    installFetch({ 'GET /public/getCountry': () => json({ status: 'maybe' }) });
    const schema = z.object({ status: z.union([z.literal(200), z.literal(403)]) });
    await expect(publicGet('/public/getCountry', { schema })).rejects.toThrow();
  });
});
