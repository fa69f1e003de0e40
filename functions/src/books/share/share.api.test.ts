import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SHARE_MESSAGES } from '../../contract/share.js';
import { useApiApp } from '../../testing/apiApp.js';
import type { TestUser } from '../../testing/authEmulator.js';
import { avatarBody, parent, post, savedBook } from '../../testing/books.js';
import { paidPrintOrder } from '../../testing/payments.js';

const api = useApiApp();

const DEDICATION = 'For Mia, with love from Grandma';
const tokenOf = (url: string) => new URL(url).pathname.replace(/^\/s\//, '');
const sharedBook = (token: string) =>
  request(api.app).get(`/public/sharedBook?token=${encodeURIComponent(token)}`);

async function share(user: TestUser, bookId: string, extra: object = {}) {
  const res = await post(api.app, user, 'shareBook', { bookId, ...extra });
  expect(res.status).toBe(200);
  return (res.body as { url: string }).url;
}

describe('sharing a book by a link', () => {
  it('opens the book without an account: title, words and illustrations, nothing of the account', async () => {
    const user = await parent(api.deps);
    const { bookId, paragraphs } = await savedBook(api.app, api.deps, user, 'Mia and the Red Kite');
    const url = await share(user, bookId);
    expect(url).toMatch(/^http:\/\/localhost:5000\/s\/[A-Za-z0-9_-]{43}$/);
    // Sharing again (a double click, a retry) answers the same link.
    expect(await share(user, bookId)).toBe(url);

    const res = await sharedBook(tokenOf(url));
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    const body = res.body as { title: string; pages: { text: string; image: string }[] };
    expect(body.title).toBe('Mia and the Red Kite');
    expect(body.pages.map((p) => p.text)).toEqual(paragraphs);
    const raw = JSON.stringify(res.body);
    // No account names, email, ids of the owner or storage paths.
    for (const secret of ['Pat Parent', user.email, user.uid, 'books/', 'photo', '.png', bookId])
      expect(raw).not.toContain(secret);

    for (const page of body.pages) {
      expect(page.image).toMatch(/^\/public\/sharedImage\?token=[A-Za-z0-9_-]{43}&page=(10|[1-9])$/);
      const image = await request(api.app).get(page.image).buffer(true);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect((image.body as Buffer).subarray(1, 4).toString('latin1')).toBe('PNG');
    }
  });

  it("gives a bilingual book's second text beside the first (issue 45), and none for a book in one language", async () => {
    const user = await parent(api.deps, 2);
    const { bookId } = await savedBook(api.app, api.deps, user, 'Mia and the Farm', {
      language: 'en',
      secondLanguage: 'es',
    });
    const body = (await sharedBook(tokenOf(await share(user, bookId)))).body as {
      language: string;
      second: { secondLanguage: string; secondTitle: string; secondParagraphs: string[] };
    };
    const stored = (await api.deps.store.get(`books/${bookId}`)) as {
      story: { secondTitle: string; secondParagraphs: string[] };
    };
    expect(body.language).toBe('en');
    expect(body.second).toEqual({
      secondLanguage: 'es',
      secondTitle: stored.story.secondTitle,
      secondParagraphs: stored.story.secondParagraphs,
    });
    expect(body.second.secondParagraphs.join(' ')).toMatch(/\b(el|la|y|con)\b/);

    const single = await savedBook(api.app, api.deps, user, 'Mia Alone');
    const alone = await sharedBook(tokenOf(await share(user, single.bookId)));
    expect(alone.body).not.toHaveProperty('second');
  }, 60_000);

  it('gives every book its own unguessable token', async () => {
    const user = await parent(api.deps, 2);
    const first = await savedBook(api.app, api.deps, user, 'First Book');
    const second = await savedBook(api.app, api.deps, user, 'Second Book');
    const a = tokenOf(await share(user, first.bookId));
    const b = tokenOf(await share(user, second.bookId));
    expect(a).not.toBe(b);
    for (const token of [a, b]) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Anything else is not a shared book.
    // A token one character off (the last changed to another, never to itself).
    const nearMiss = `${a.slice(0, 42)}${a.endsWith('A') ? 'Q' : 'A'}`;
    for (const guess of ['', 'abc', nearMiss, first.bookId, '../books']) {
      const res = await sharedBook(guess);
      expect(res.status, guess).toBe(404);
    }
  });

  it('stops: the old link says the book is no longer shared; sharing again makes a new link', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    const old = tokenOf(await share(user, bookId));
    const stopped = await post(api.app, user, 'unshareBook', { bookId });
    expect(stopped.status).toBe(204);
    // Stopping twice is fine.
    expect((await post(api.app, user, 'unshareBook', { bookId })).status).toBe(204);

    const gone = await sharedBook(old);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: SHARE_MESSAGES.noLongerShared, code: 'share_not_found' });
    expect((await request(api.app).get(`/public/sharedImage?token=${old}&page=1`)).status).toBe(404);

    const fresh = tokenOf(await share(user, bookId));
    expect(fresh).not.toBe(old);
    expect((await sharedBook(fresh)).status).toBe(200);
    expect((await sharedBook(old)).status).toBe(404);
  });

  it("answers another parent's book as missing, and changes nothing", async () => {
    const owner = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, owner);
    const url = await share(owner, bookId);
    const other = await parent(api.deps);
    for (const [path, body] of [
      ['shareBook', { bookId }],
      ['unshareBook', { bookId }],
      ['setDedication', { bookId, dedication: 'Hello' }],
    ] as const) {
      const res = await post(api.app, other, path, body);
      expect(res.status, path).toBe(404);
    }
    expect((await sharedBook(tokenOf(url))).status).toBe(200);
    const details = (await post(api.app, owner, 'libraryDetails')).body as { dedication: string | null }[];
    expect(details[0]?.dedication).toBeNull();
  });

  it('refuses bad bodies with a 400 naming the field', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    for (const [path, body, message] of [
      ['shareBook', {}, /bookId is required/],
      ['shareBook', { bookId: 'abc' }, /bookId must be a book id/],
      ['shareBook', { bookId, showDedication: 'yes' }, /showDedication must be true or false/],
      ['unshareBook', { bookId: 12 }, /bookId/],
      ['setDedication', { bookId }, /dedication/],
      ['setDedication', { bookId, dedication: 'x'.repeat(141) }, /at most 140 characters/],
    ] as const) {
      const res = await post(api.app, user, path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect((res.body as { error: string }).error).toMatch(message);
    }
    const page = await request(api.app).get('/public/sharedImage?token=x&page=11');
    expect(page.status).toBe(400);
    expect((await post(api.app, user, 'libraryDetails')).body[0].share).toBeNull();
  });

  it('shares only a finished book', async () => {
    const user = await parent(api.deps);
    const draft = await post(api.app, user, 'create', avatarBody);
    await api.deps.tasks.idle();
    const res = await post(api.app, user, 'shareBook', { bookId: draft.body.bookId });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: SHARE_MESSAGES.notFinished, code: 'conflict' });
  });

  it("serves /s/{token} with the cover's Open Graph preview, never indexed", async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user, 'Mia and the Red Kite');
    const url = await share(user, bookId);
    const token = tokenOf(url);
    const page = await request(api.app).get(`/s/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['x-robots-tag']).toMatch(/noindex/);
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(page.text).toContain('<meta property="og:title" content="Mia and the Red Kite" />');
    expect(page.text).toContain(
      `<meta property="og:image" content="http://localhost:5000/public/sharedImage?token=${token}&amp;page=1" />`,
    );
    expect(page.text).toContain(`<meta property="og:url" content="${url}" />`);
    expect(page.text).not.toContain('Pat Parent');

    await post(api.app, user, 'unshareBook', { bookId });
    const gone = await request(api.app).get(`/s/${token}`);
    expect(gone.status).toBe(200);
    expect(gone.text).not.toContain('Mia and the Red Kite');
    expect(gone.text).not.toContain('og:image');
  });
});

describe('deleting the account', () => {
  it('forgets its share links: the old link is gone', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    const token = tokenOf(await share(user, bookId));
    expect((await post(api.app, user, 'deleteAccount', { email: user.email })).status).toBe(202);
    await api.deps.tasks.idle();
    expect((await sharedBook(token)).status).toBe(404);
    expect(await api.deps.store.get(`shareLinks/${token}`)).toBeNull();
    expect((await request(api.app).get(`/public/sharedImage?token=${token}&page=1`)).status).toBe(404);
    // The test clock stands still: move on, so the next book does not take the erased book's id
    // (whose task ids are used for good).
    api.deps.clock.advance(60_000);
  });
});

describe('the dedication', () => {
  it('is given at create, shown on the link, and hidden there when the parent hides it', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user, 'Kite Day', {
      dedication: `  ${DEDICATION} `,
    });
    const details = (await post(api.app, user, 'libraryDetails')).body;
    expect(details).toEqual([{ bookId, childName: 'Mia', dedication: DEDICATION, share: null }]);

    const url = await share(user, bookId);
    expect((await sharedBook(tokenOf(url))).body.dedication).toBe(DEDICATION);

    expect(await share(user, bookId, { showDedication: false })).toBe(url);
    const hidden = await sharedBook(tokenOf(url));
    expect(hidden.body.dedication).toBeUndefined();
    expect(JSON.stringify(hidden.body)).not.toContain(DEDICATION);
    expect((await post(api.app, user, 'libraryDetails')).body[0].share).toEqual({
      url,
      showDedication: false,
    });
  });

  it('is moderated at create and later, and a refused one changes nothing', async () => {
    const user = await parent(api.deps, 2);
    const refused = await post(api.app, user, 'create', { ...avatarBody, dedication: 'For you, shit' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/inappropriate language/);
    const tooLong = await post(api.app, user, 'create', { ...avatarBody, dedication: 'x'.repeat(141) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatch(/dedication must be at most 140 characters/);

    const { bookId } = await savedBook(api.app, api.deps, user);
    const set = await post(api.app, user, 'setDedication', { bookId, dedication: DEDICATION });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ dedication: DEDICATION });
    const bad = await post(api.app, user, 'setDedication', { bookId, dedication: 'For you, shit' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Please Try Again: the dedication contains inappropriate language (shit).');
    expect((await post(api.app, user, 'libraryDetails')).body[0].dedication).toBe(DEDICATION);

    const cleared = await post(api.app, user, 'setDedication', { bookId, dedication: '' });
    expect(cleared.body).toEqual({ dedication: null });
  });

  it('is set in the PDF on its own page after the cover, built again when it changes', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    expect((await post(api.app, user, 'createPdf', { bookId })).body.pages).toBe(22);
    await post(api.app, user, 'setDedication', { bookId, dedication: DEDICATION });
    const file = await post(api.app, user, 'getPdf', { bookId }).buffer(true);
    const { PDFParse } = await import('pdf-parse');
    const parser = new PDFParse({ data: file.body as Buffer });
    const { pages } = await parser.getText();
    await parser.destroy();
    expect(pages).toHaveLength(24);
    expect(pages[2]?.text.replace(/\s+/g, ' ').trim()).toBe(DEDICATION);
  });

  it('is set in the print interior on its own page after the cover', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user, 'Kite Day', { dedication: DEDICATION });
    expect((await post(api.app, user, 'createPdf', { bookId })).body.pages).toBe(24);
    await paidPrintOrder(api.app, api.deps, user, bookId);
    expect((await post(api.app, user, 'getPrintPdf', { bookId })).status).toBe(202);
    await api.deps.tasks.idle();
    const status = (await post(api.app, user, 'checkInnerFileStatus', { bookId })).body;
    expect(status).toMatchObject({ exists: true, pages: 32 });
    const file = await post(api.app, user, 'getPrintPdf', { bookId }).buffer(true);
    expect(file.status).toBe(200);
    const { PDFParse } = await import('pdf-parse');
    const parser = new PDFParse({ data: file.body as Buffer });
    const { pages } = await parser.getText();
    await parser.destroy();
    expect(pages[1]?.text.trim()).toBe('');
    expect(pages[2]?.text.replace(/\s+/g, ' ').trim()).toBe(DEDICATION);
  });
});
