import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { craftToken, createTestUser, type TestUser } from '../testing/authEmulator.js';
import { useApiApp } from '../testing/apiApp.js';

let user: TestUser;

const api = useApiApp();
beforeAll(async () => {
  user = await createTestUser();
});

const getNumCredits = (authorization?: string) => {
  const call = request(api.app).post('/user/getNumCredits').send({});
  return authorization === undefined ? call : call.set('Authorization', authorization);
};

describe('every /user call needs a valid Firebase ID token', () => {
  it('answers 401 JSON without an Authorization header', async () => {
    const res = await getNumCredits();
    expect(res.status).toBe(401);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual({ error: expect.stringMatching(/Authorization/), code: 'not_signed_in' });
  });

  it.each([
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a malformed token', 'Bearer not-a-jwt'],
    ['a token with garbage segments', 'Bearer aaa.bbb.ccc'],
  ])('answers 401 for %s', async (_name, header) => {
    const res = await getNumCredits(header);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String), code: 'not_signed_in' });
  });

  it('answers 401 for an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const res = await getNumCredits(`Bearer ${craftToken({ iat: past, auth_time: past, exp: past + 3600 })}`);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/expired/);
  });

  it('answers 401 for a wrongly signed token', async () => {
    const forged = craftToken(
      {},
      { alg: 'RS256', kid: 'forged', typ: 'JWT' },
      Buffer.from('not a signature').toString('base64url'),
    );
    const res = await getNumCredits(`Bearer ${forged}`);
    expect(res.status).toBe(401);
  });

  it('answers 401 for a token minted for another project', async () => {
    const res = await getNumCredits(
      `Bearer ${craftToken({ aud: 'someone-else', iss: 'https://securetoken.google.com/someone-else' })}`,
    );
    expect(res.status).toBe(401);
  });

  it('accepts a real token from the Auth emulator', async () => {
    const res = await getNumCredits(`Bearer ${user.idToken}`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(0);
  });
});

describe('POST /user/getNumCredits', () => {
  it("answers the caller's own balance as a bare integer", async () => {
    const other = await createTestUser();
    await api.deps.store.set(`users/${user.uid}`, { credits: 3 });
    await api.deps.store.set(`users/${other.uid}`, { credits: 9 });
    const mine = await getNumCredits(`Bearer ${user.idToken}`);
    expect(mine.text).toBe('3');
    const theirs = await getNumCredits(`Bearer ${other.idToken}`);
    expect(theirs.body).toBe(9);
  });

  it('ignores a uid sent in the body', async () => {
    const other = await createTestUser();
    const res = await request(api.app)
      .post('/user/getNumCredits')
      .set('Authorization', `Bearer ${other.idToken}`)
      .send({ uid: user.uid });
    expect(res.body).toBe(0);
  });
});

describe('errors are JSON without internals', () => {
  it('answers 404 for an unknown path', async () => {
    const res = await request(api.app).get('/nowhere');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No such endpoint: GET /nowhere', code: 'no_such_endpoint' });
  });

  it('answers 404 for an unknown /user call once signed in', async () => {
    const res = await request(api.app)
      .post('/user/noSuchCall')
      .set('Authorization', `Bearer ${user.idToken}`)
      .send({});
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await request(api.app)
      .post('/public/subscribeNewsletter')
      .set('content-type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Request body is not valid JSON', code: 'invalid_request' });
    expect(res.text).not.toMatch(/at .*\.js/);
  });
});
