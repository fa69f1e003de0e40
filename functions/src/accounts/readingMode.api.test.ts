import { beforeAll, describe, expect, it } from 'vitest';
import { useApiApp } from '../testing/apiApp.js';
import type { TestUser } from '../testing/authEmulator.js';
import { parent, post } from '../testing/books.js';

const api = useApiApp();

describe('POST /user/readingMode (issue 44)', () => {
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    owner = await parent(api.deps, 0);
    other = await parent(api.deps, 0);
  });

  const chosen = { on: true, typeface: 'opendyslexic', textSize: 'large' };

  it('answers null until chosen, then remembers the mode on the account', async () => {
    expect((await post(api.app, owner, 'readingMode', {})).body).toEqual({ readingMode: null });
    const kept = await post(api.app, owner, 'readingMode', { readingMode: chosen });
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({ readingMode: chosen });
    expect((await post(api.app, owner, 'readingMode', {})).body).toEqual({ readingMode: chosen });
    expect((await api.deps.store.get(`users/${owner.uid}`))?.readingMode).toEqual(chosen);
    // Another account's stays its own.
    expect((await post(api.app, other, 'readingMode', {})).body).toEqual({ readingMode: null });
  });

  it.each([
    ['an unknown typeface', { ...chosen, typeface: 'comic-sans' }, /typeface must be one of/],
    ['an unknown size', { ...chosen, textSize: 'huge' }, /textSize must be one of/],
    ['on that is not true or false', { ...chosen, on: 'yes' }, /on must be true or false/],
    ['a missing field', { on: true, typeface: 'opendyslexic' }, /textSize/],
    ['an extra field', { ...chosen, justify: true }, /justify/],
    ['not an object', 'large', /readingMode/],
  ])('refuses %s with a 400 and changes nothing', async (_name, readingMode, message) => {
    const refused = await post(api.app, owner, 'readingMode', { readingMode });
    expect(refused.status).toBe(400);
    expect(String(refused.body.error)).toMatch(message);
    expect((await post(api.app, owner, 'readingMode', {})).body).toEqual({ readingMode: chosen });
  });
});
