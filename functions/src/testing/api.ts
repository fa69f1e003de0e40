import type { Express } from 'express';
import request from 'supertest';
import type { TestUser } from './authEmulator.js';

/** A signed-in POST /user/{path} against the express app, as the web client sends it. */
export const post = (app: Express, user: TestUser, path: string, body: object = {}) =>
  request(app).post(`/user/${path}`).set('Authorization', `Bearer ${user.idToken}`).send(body);
