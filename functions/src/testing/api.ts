import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import type { ApiApp } from './apiApp.js';
import { createTestUser, type TestUser } from './authEmulator.js';

/** A signed-in POST /user/{path} against the express app, as the web client sends it. */
export const post = (app: Express, user: TestUser, path: string, body: object = {}) =>
  request(app).post(`/user/${path}`).set('Authorization', `Bearer ${user.idToken}`).send(body);

/** A binary answer (a PDF, a ZIP) read whole into its body: supertest leaves one unread. */
export const readWhole = (call: request.Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/**
 * A first call of a fresh user with a bad body: a 400 whose error says `message` (a part of it,
 * or a pattern), and no account is made for them.
 */
export async function expectRefusedBeforeAnyAccount(
  api: ApiApp,
  path: string,
  body: object,
  message: string | RegExp,
): Promise<void> {
  const user = await createTestUser();
  const res = await post(api.app, user, path, body);
  expect(res.status).toBe(400);
  expect(res.body.error).toMatch(message);
  expect(await api.deps.store.get(`users/${user.uid}`)).toBeNull();
}
