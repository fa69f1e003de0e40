import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n';
import { getNumCredits } from '@contract/routes/accounts';
import { create, deleteBook, imageOutput } from '@contract/routes/books';
import { getCountry, subscribeNewsletter } from '@contract/routes/public';
import { sharedBook } from '@contract/routes/share';
import { installFetch, json } from '../testing/fetch';
import { ApiError, publicGet, publicPost, UnexpectedAnswer, userPost, userPostBlob } from './api';
import { auth } from './firebase';

const mockedAuth = auth as unknown as { currentUser: unknown };

describe('api client', () => {
  afterEach(() => {
    mockedAuth.currentUser = null;
  });

  it('posts JSON to /user/* with the ID token of the signed-in user', async () => {
    mockedAuth.currentUser = { getIdToken: async () => 'id-token-123' };
    const fetchMock = installFetch({ 'POST /user/getNumCredits': () => json(3) });

    await expect(userPost(getNumCredits)).resolves.toBe(3);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer id-token-123',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{}');
  });

  it('refuses a /user call when nobody is signed in', async () => {
    const fetchMock = installFetch();
    await expect(userPost(getNumCredits)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("throws ApiError with the status and the server's error message", async () => {
    installFetch({
      'POST /public/subscribeNewsletter': () => json({ error: 'email must be a valid email address' }, 400),
    });
    const failure = publicPost(subscribeNewsletter, { email: 'nope' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'email must be a valid email address',
    });
  });

  it("exposes the answer's code and says it in the page's language, keeping the English", async () => {
    mockedAuth.currentUser = { getIdToken: async () => 'id-token-123' };
    installFetch({
      'POST /user/deleteBook': () => json({ error: 'Book not found', code: 'book_not_found' }, 404),
      'POST /user/getNumCredits': () =>
        new Response('Too many redos', { status: 429, headers: { 'X-Error-Code': 'redo_limit_reached' } }),
    });
    await act(() => activateLocale('es'));
    try {
      await expect(userPost(deleteBook, { bookId: '1' })).rejects.toMatchObject({
        status: 404,
        code: 'book_not_found',
        message: 'No hemos encontrado este libro.',
        serverMessage: 'Book not found',
      });
      await expect(userPost(getNumCredits)).rejects.toMatchObject({
        code: 'redo_limit_reached',
        message: 'Ya has usado todos los redibujos de este libro.',
      });
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('falls back to a plain-text body or the status for other failures', async () => {
    installFetch({
      'GET /public/sharedBook?token=a': () => new Response('Too many redos', { status: 429 }),
      'GET /public/sharedBook?token=b': () => new Response('', { status: 502 }),
    });
    await expect(publicGet(sharedBook, { token: 'a' })).rejects.toMatchObject({
      status: 429,
      message: 'Too many redos',
    });
    await expect(publicGet(sharedBook, { token: 'b' })).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
    });
  });

  it("checks an answer against its route's schema", async () => {
    installFetch({ 'GET /public/getCountry': () => json({ status: 'maybe' }) });
    await expect(publicGet(getCountry)).rejects.toBeInstanceOf(UnexpectedAnswer);
  });

  it('answers nothing for a 204', async () => {
    mockedAuth.currentUser = { getIdToken: async () => 'id-token-123' };
    installFetch({ 'POST /user/deleteBook': () => new Response(null, { status: 204 }) });
    await expect(userPost(deleteBook, { bookId: '1700000000000' })).resolves.toBeUndefined();
  });

  it('sends a FormData body as multipart without setting the content type itself', async () => {
    mockedAuth.currentUser = { getIdToken: async () => 'id-token-123' };
    const fetchMock = installFetch({ 'POST /user/create': () => json({ bookId: '1700000000000' }) });
    const form = new FormData();
    form.append('storyType', 'Essential');

    await expect(userPost(create, form)).resolves.toEqual({ bookId: '1700000000000' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer id-token-123' });
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('reads a file answer as a Blob and a 404 as an ApiError', async () => {
    mockedAuth.currentUser = { getIdToken: async () => 'id-token-123' };
    installFetch({
      'POST /user/imageOutput': (init) =>
        String(init?.body).includes('_1"')
          ? new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } })
          : json({ error: 'not ready' }, 404),
    });
    const image = await userPostBlob(imageOutput, { bookId: '1700000000000_1' });
    expect(image.size).toBe(4);
    await expect(userPostBlob(imageOutput, { bookId: '1700000000000_2' })).rejects.toMatchObject({
      status: 404,
      message: 'not ready',
    });
  });
});
