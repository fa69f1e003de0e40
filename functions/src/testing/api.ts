import type { Express } from 'express';
import request from 'supertest';
import type { TestUser } from './authEmulator.js';

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
