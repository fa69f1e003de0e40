import { describe, expect, it } from 'vitest';
import { CAST_MESSAGES } from '../../contract/cast.js';
import { BOOK_QUEUES } from '../book.js';
import { useApiApp } from '../../testing/apiApp.js';
import type { TestUser } from '../../testing/authEmulator.js';
import { avatarBody, paragraphsOf, parent, post } from '../../testing/books.js';

const api = useApiApp();

/** A written book saved as the web app saves it, asking (or not) to review the cast first. */
async function saved(user: TestUser, createBody: object, reviewCast?: boolean): Promise<string> {
  const created = await post(api.app, user, 'create', createBody);
  expect(created.status).toBe(200);
  const { bookId } = created.body as { bookId: string };
  await api.deps.tasks.idle();
  const story = ((await post(api.app, user, 'enhancedTextOutput', { bookId })).body as { story: string })
    .story;
  const save = await post(api.app, user, 'saveStory', {
    bookId,
    storyTitle: 'Our Cast',
    paragraphs: paragraphsOf(story),
    ...(reviewCast === undefined ? {} : { reviewCast }),
  });
  expect(save.status).toBe(200);
  await api.deps.tasks.idle();
  return bookId;
}

const status = async (user: TestUser, bookId: string) =>
  (await post(api.app, user, 'castStatus', { bookId })).body;
const page = (user: TestUser, bookId: string, n: number) =>
  post(api.app, user, 'imageOutput', { bookId: `${bookId}_${n}` });
const sheetOf = async (user: TestUser, bookId: string) => {
  const res = await post(api.app, user, 'castSheet', { bookId }).buffer(true);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  return res.body as Buffer;
};

describe('approving the cast before the pages', () => {
  it('draws the sheet and waits; another sheet up to 3; approving draws the pages once', async () => {
    const user = await parent(api.deps, 1);
    const bookId = await saved(user, avatarBody, true);
    expect(await status(user, bookId)).toEqual({ status: 'waiting', sheets: 1, sheetsLeft: 2 });
    const first = await sheetOf(user, bookId);
    expect(first.subarray(1, 4).toString()).toBe('PNG');
    expect((await page(user, bookId, 1)).status).toBe(404);

    for (const sheets of [2, 3]) {
      // The sheet task waits until the parent's view while it is drawn has been checked.
      const release = api.deps.tasks.hold(BOOK_QUEUES.drawReferenceSheet.name);
      const again = await post(api.app, user, 'redrawCast', { bookId });
      expect(again.body).toEqual({ status: 'drawing', sheets: sheets - 1, sheetsLeft: 0 });
      expect((await post(api.app, user, 'castSheet', { bookId })).status).toBe(404);
      expect((await post(api.app, user, 'approveCast', { bookId })).body.error).toBe(CAST_MESSAGES.drawing);
      release();
      await api.deps.tasks.idle();
      expect(await status(user, bookId)).toEqual({ status: 'waiting', sheets, sheetsLeft: 3 - sheets });
    }
    const fourth = await post(api.app, user, 'redrawCast', { bookId });
    expect(fourth.status).toBe(403);
    expect(fourth.body.error).toBe(CAST_MESSAGES.noSheetsLeft);
    expect((await page(user, bookId, 1)).status).toBe(404);

    const approved = await post(api.app, user, 'approveCast', { bookId });
    expect(approved.body).toEqual({ status: 'approved', sheets: 3, sheetsLeft: 0 });
    expect((await post(api.app, user, 'approveCast', { bookId })).status).toBe(200);
    await api.deps.tasks.idle();
    for (let n = 1; n <= 10; n++) expect((await page(user, bookId, n)).status).toBe(200);
    const drawings = await api.deps.blobs.list(`books/${bookId}/images/`);
    expect(drawings).toHaveLength(10);
    expect((await post(api.app, user, 'redrawCast', { bookId })).body.error).toBe(CAST_MESSAGES.noReview);
  }, 60_000);

  it('draws the pages at once without reviewCast, as before', async () => {
    const user = await parent(api.deps, 1);
    const bookId = await saved(user, avatarBody);
    expect(await status(user, bookId)).toEqual({ status: 'none', sheets: 0, sheetsLeft: 0 });
    expect((await page(user, bookId, 10)).status).toBe(200);
    expect((await post(api.app, user, 'approveCast', { bookId })).status).toBe(409);
  });

  it('lists a book whose cast waits for approval as waiting in the library, until it is approved', async () => {
    const user = await parent(api.deps, 2);
    const plain = await saved(user, avatarBody);
    api.deps.clock.advance(1000);
    const bookId = await saved(user, avatarBody, true);
    const library = async () => (await post(api.app, user, 'createLibrary')).body as unknown[];
    expect(await library()).toEqual([
      [bookId, 'Our Cast', 0, 'Pat Parent', 'waiting'],
      [plain, 'Our Cast', 0, 'Pat Parent'],
    ]);

    await post(api.app, user, 'redrawCast', { bookId });
    expect((await library())[0]).toEqual([bookId, 'Our Cast', 0, 'Pat Parent', 'drawing']);
    await api.deps.tasks.idle();
    expect((await library())[0]).toEqual([bookId, 'Our Cast', 0, 'Pat Parent', 'waiting']);

    expect((await post(api.app, user, 'approveCast', { bookId })).status).toBe(200);
    await api.deps.tasks.idle();
    expect(await library()).toEqual([
      [bookId, 'Our Cast', 0, 'Pat Parent'],
      [plain, 'Our Cast', 0, 'Pat Parent'],
    ]);
  }, 60_000);

  it("answers 404 for another parent's book and 400 for a bad id", async () => {
    const user = await parent(api.deps, 1);
    const bookId = await saved(user, avatarBody, true);
    const other = await parent(api.deps);
    for (const path of ['castStatus', 'castSheet', 'approveCast', 'redrawCast'])
      expect((await post(api.app, other, path, { bookId })).status).toBe(404);
    expect((await post(api.app, user, 'approveCast', { bookId: 'nope' })).status).toBe(400);
    const bad = await post(api.app, user, 'saveStory', {
      bookId,
      storyTitle: 'Our Cast',
      paragraphs: Array.from({ length: 10 }, (_, i) => `Paragraph ${i + 1}.`),
      reviewCast: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/reviewCast must be true or false/);
  });

  it('keeps the approved sheet on the saved characters: the next book of the same cast shows the same faces', async () => {
    const user = await parent(api.deps, 3);
    const save = async (body: object) =>
      ((await post(api.app, user, 'characters/save', body)).body as { id: string }).id;
    const mia = await save({ name: 'Mia', role: 'child', pronouns: 'she', look: { preset: 'warm_black' } });
    const dad = await save({ name: 'Tom', role: 'parent', pronouns: 'he', look: { preset: 'medium_brown' } });
    const fromCast = { storyType: 'Enhanced', characterIds: [mia, dad], moralValue: 'kindness' };

    const first = await saved(user, fromCast, true);
    await post(api.app, user, 'redrawCast', { bookId: first });
    await api.deps.tasks.idle();
    const approvedSheet = await sheetOf(user, first);
    await post(api.app, user, 'approveCast', { bookId: first });
    await api.deps.tasks.idle();
    const sheets = async () =>
      Object.fromEntries(
        ((await post(api.app, user, 'characters/list')).body as { id: string; sheet: boolean }[]).map((r) => [
          r.id,
          r.sheet,
        ]),
      );
    expect(await sheets()).toEqual({ [mia]: true, [dad]: true });

    const second = await saved(user, fromCast, true);
    expect(await status(user, second)).toMatchObject({ status: 'waiting', sheets: 1 });
    expect((await sheetOf(user, second)).equals(approvedSheet)).toBe(true);

    // A changed look makes the kept sheet out of date: the next book draws its own.
    await save({ id: dad, name: 'Tom', role: 'parent', pronouns: 'he', look: { preset: 'dark_black' } });
    expect(await sheets()).toEqual({ [mia]: true, [dad]: false });
    const third = await saved(user, fromCast, true);
    expect((await sheetOf(user, third)).equals(approvedSheet)).toBe(false);
  }, 60_000);
});
