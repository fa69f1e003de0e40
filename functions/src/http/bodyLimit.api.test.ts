import express, { type Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../testing/authEmulator.js';
import { useApiApp } from '../testing/apiApp.js';

/**
 * The app as Cloud Functions serves it: the platform reads the whole body first, keeps the bytes
 * in `req.rawBody` and hands express an already parsed `req.body` (firebase-functions does this
 * for every HTTPS function), so the app's own parser never sees the stream.
 */
function asOnCloudFunctions(app: Express): Express {
  const platform = express();
  platform.use(express.raw({ type: () => true, limit: '10mb' }), (req, _res, next) => {
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    Object.assign(req, { rawBody: bytes });
    try {
      req.body = bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : {};
    } catch {
      req.body = {};
    }
    next();
  });
  platform.use(app);
  return platform;
}

const api = useApiApp();
let platform: Express;
let user: TestUser;
beforeAll(async () => {
  platform = asOnCloudFunctions(api.app);
  user = await createTestUser();
});

const big = { bookId: 'x', padding: 'a'.repeat(1024 * 1024 + 10) };

describe('a JSON body over 1 MB on Cloud Functions (rawBody present)', () => {
  it('answers 413 before auth runs: no token needed to be refused', async () => {
    const res = await request(platform).post('/user/checkoutSession').send(big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: expect.stringMatching(/too large.*1 MB/), code: 'body_too_large' });
  });

  it('answers 413 to a signed-in caller too, and a small body still reaches the route', async () => {
    const refused = await request(platform)
      .post('/user/getNumCredits')
      .set('Authorization', `Bearer ${user.idToken}`)
      .send(big);
    expect(refused.status).toBe(413);
    const fine = await request(platform)
      .post('/user/getNumCredits')
      .set('Authorization', `Bearer ${user.idToken}`)
      .send({});
    expect(fine.status).toBe(200);
  });
});
