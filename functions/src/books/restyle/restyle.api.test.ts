import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { RESTYLE_MESSAGES, type RestyleStatusResponse } from '../../contract/restyle.js';
import { creditsService } from '../../credits/index.js';
import { EngineError } from '../../ports/engineError.js';
import { useApiApp, withOwnApp } from '../../testing/apiApp.js';
import { recordingIllustrator } from '../../testing/illustrators.js';
import type { TestUser } from '../../testing/authEmulator.js';
import { avatarBody, paragraphsOf, parent, post, savedBook } from '../../testing/books.js';
import type { TestDeps } from '../../testing/testDeps.js';
import { BOOK_QUEUES, bookPath, fromDoc } from '../book.js';
import { illustrationRequestFor } from '../images/request.js';

/** Issue 28, item 3: a whole book drawn again in another style, for one credit. */

const api = useApiApp();

const balance = async (a: Express, user: TestUser) => (await post(a, user, 'getNumCredits')).body as number;
const picture = async (a: Express, user: TestUser, imageId: string) => {
  const res = await post(a, user, 'imageOutput', { bookId: imageId }).buffer(true);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  return res.body as Buffer;
};
const selection = async (a: Express, user: TestUser, bookId: string) =>
  ((await post(a, user, 'getlegends', { bookId })).body as unknown[])[7] as string[];
const stored = async (d: TestDeps, bookId: string) => fromDoc((await d.store.get(bookPath(bookId)))!, bookId);
const pageIds = (bookId: string, suffix = '') =>
  Array.from({ length: 10 }, (_, i) => `${bookId}_${i + 1}${suffix}`);

describe('restyling a whole book', () => {
  it('spends one credit once, draws every page again in the new style and leaves the choice to the parent', async () => {
    const user = await parent(api.deps, 2);
    const { bookId } = await savedBook(api.app, api.deps, user);
    const old = await Promise.all(pageIds(bookId).map((id) => picture(api.app, user, id)));
    expect(await balance(api.app, user)).toBe(1);

    // The sheet waits, so the parent's view while the restyle is drawn can be read.
    const release = api.deps.tasks.hold(BOOK_QUEUES.drawReferenceSheet.name);
    const asked = await post(api.app, user, 'restyleStory', { bookId, artStyle: 'crayon' });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({
      status: 'drawing',
      artStyle: 'classic',
      from: 'classic',
      to: 'crayon',
      drawn: 0,
      failed: 0,
      total: 10,
      imageIds: pageIds(bookId, '_1'),
    } satisfies RestyleStatusResponse);
    expect(await balance(api.app, user)).toBe(0);
    // The same request again (a retry after a lost answer) spends nothing and draws nothing more.
    const again = await post(api.app, user, 'restyleStory', { bookId, artStyle: 'crayon' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(asked.body);
    expect(await balance(api.app, user)).toBe(0);
    expect((await post(api.app, user, 'imageOutput', { bookId: `${bookId}_1_1` })).status).toBe(404);
    release();
    await api.deps.tasks.idle();

    const ready = (await post(api.app, user, 'restyleStatus', { bookId })).body as RestyleStatusResponse;
    expect(ready).toMatchObject({ status: 'ready', drawn: 10, failed: 0, artStyle: 'classic' });
    const restyled = await Promise.all(ready.imageIds.map((id) => picture(api.app, user, id)));
    restyled.forEach((png, i) => expect(png.equals(old[i]!)).toBe(false));
    const ledger = await creditsService(api.deps).ledger(user.uid);
    expect(ledger.filter((e) => e.reason === 'book-restyled')).toEqual([
      expect.objectContaining({ amount: -1, balanceAfter: 0, reference: bookId }),
    ]);
    // Nothing switched on its own: the book still shows its old pictures, redos untouched.
    expect(await selection(api.app, user, bookId)).toEqual(pageIds(bookId));
    expect((await post(api.app, user, 'getCounter', { bookId })).body).toBe(0);

    // Each page chooses as it does today, between the old picture and the new one.
    expect(
      (await post(api.app, user, 'saveSelectedImageNumber', { bookId, imageId: `${bookId}_3_1` })).status,
    ).toBe(200);
    expect((await selection(api.app, user, bookId))[2]).toBe(`${bookId}_3_1`);

    const used = await post(api.app, user, 'chooseRestyle', { bookId, use: 'new' });
    expect(used.body).toMatchObject({ status: 'used', artStyle: 'crayon' });
    expect(await selection(api.app, user, bookId)).toEqual(pageIds(bookId, '_1'));
    const book = await stored(api.deps, bookId);
    expect(book.inputs.artStyle).toBe('crayon');
    expect(book.artStyleHistory?.map((h) => h.artStyle)).toEqual(['classic', 'crayon']);
    // The old pictures keep their style (print redraws them as they were) and stay selectable.
    expect(book.pages.every((p) => p.artStyle === 'classic')).toBe(true);
    expect((await picture(api.app, user, `${bookId}_5`)).equals(old[4]!)).toBe(true);
    // What print asks the illustrator for: each picture as it was drawn, in its own style and scene.
    const printOld = await illustrationRequestFor(api.deps.blobs, bookId, book, 5, 0);
    const printNew = await illustrationRequestFor(api.deps.blobs, bookId, book, 5, 1);
    expect([printOld.artStyle, printOld.variant]).toEqual(['classic', 0]);
    expect([printNew.artStyle, printNew.variant]).toEqual(['crayon', 0]);

    const kept = await post(api.app, user, 'chooseRestyle', { bookId, use: 'old' });
    expect(kept.body).toMatchObject({ status: 'kept', artStyle: 'classic' });
    expect(await selection(api.app, user, bookId)).toEqual(pageIds(bookId));
    expect(await balance(api.app, user)).toBe(0);
  }, 60_000);

  it('answers 400 for a bad style, the same style, a book not finished or still drawing, and changes nothing', async () => {
    const user = await parent(api.deps, 3);
    const { bookId } = await savedBook(api.app, api.deps, user);
    const before = await api.deps.store.get(bookPath(bookId));
    const refused = async (body: object, message: string) => {
      const res = await post(api.app, user, 'restyleStory', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(message);
    };
    await refused({ bookId, artStyle: 'oil paint' }, 'artStyle must be one of classic, watercolor, crayon');
    await refused({ bookId }, 'artStyle');
    await refused({ bookId, artStyle: 'classic' }, RESTYLE_MESSAGES.sameStyle);
    expect((await post(api.app, user, 'chooseRestyle', { bookId, use: 'new' })).body.error).toBe(
      RESTYLE_MESSAGES.notRestyled,
    );
    expect(await api.deps.store.get(bookPath(bookId))).toEqual(before);

    // Written but not saved.
    const draft = (await post(api.app, user, 'create', avatarBody)).body as { bookId: string };
    await api.deps.tasks.idle();
    await refused({ bookId: draft.bookId, artStyle: 'crayon' }, RESTYLE_MESSAGES.notFinished);

    // Saved, its pages still being drawn.
    const drawing = (await post(api.app, user, 'create', avatarBody)).body as { bookId: string };
    await api.deps.tasks.idle();
    const story = (await post(api.app, user, 'enhancedTextOutput', drawing)).body as { story: string };
    const release = api.deps.tasks.hold(BOOK_QUEUES.illustratePage.name);
    await post(api.app, user, 'saveStory', {
      ...drawing,
      storyTitle: 'Still Drawing',
      paragraphs: paragraphsOf(story.story),
    });
    await refused({ bookId: drawing.bookId, artStyle: 'crayon' }, RESTYLE_MESSAGES.stillDrawing);
    release();
    await api.deps.tasks.idle();
    expect(await balance(api.app, user)).toBe(1);

    // While a restyle is drawn, and once drawn until the parent chooses.
    const hold = api.deps.tasks.hold(BOOK_QUEUES.redrawPage.name);
    expect((await post(api.app, user, 'restyleStory', { bookId, artStyle: 'collage' })).status).toBe(200);
    await refused({ bookId, artStyle: 'watercolor' }, RESTYLE_MESSAGES.stillDrawing);
    expect((await post(api.app, user, 'chooseRestyle', { bookId, use: 'new' })).body.error).toBe(
      RESTYLE_MESSAGES.notDrawn,
    );
    hold();
    await api.deps.tasks.idle();
    await refused({ bookId, artStyle: 'watercolor' }, RESTYLE_MESSAGES.undecided);
    expect(await balance(api.app, user)).toBe(0);
    expect((await post(api.app, user, 'chooseRestyle', { bookId, use: 'maybe' })).status).toBe(400);
  }, 60_000);

  it('answers 404 for another parent’s book or an unknown one, and 403 without a credit', async () => {
    const owner = await parent(api.deps, 1);
    const { bookId } = await savedBook(api.app, api.deps, owner);
    const other = await parent(api.deps, 4);
    for (const path of ['restyleStory', 'restyleStatus', 'chooseRestyle']) {
      const res = await post(api.app, other, path, { bookId, artStyle: 'crayon', use: 'new' });
      expect(res.status).toBe(404);
    }
    expect(
      (await post(api.app, other, 'restyleStory', { bookId: '1700000000000', artStyle: 'crayon' })).status,
    ).toBe(404);
    expect(await balance(api.app, other)).toBe(4);

    const before = await api.deps.store.get(bookPath(bookId));
    const broke = await post(api.app, owner, 'restyleStory', { bookId, artStyle: 'crayon' });
    expect(broke.status).toBe(403);
    expect(broke.body.error).toBe(RESTYLE_MESSAGES.noCredit);
    expect(await api.deps.store.get(bookPath(bookId))).toEqual(before);
  }, 60_000);
});

describe('the restyle’s drawings', () => {
  it('draws a new sheet from the approved one and every page to it once, retrying a failed page', async () => {
    let failNext = true;
    const { illustrator, pages, sheets } = recordingIllustrator({
      draw: (request, real) => {
        // The first restyled page fails once, as a provider hiccup would: its task tries again.
        if (request.artStyle === 'watercolor' && failNext) {
          failNext = false;
          return Promise.reject(new EngineError('provider hiccup', true, 'unavailable'));
        }
        return real.draw(request);
      },
    });
    await withOwnApp({ override: { illustrator } }, async (own, ownApp) => {
      const user = await parent(own, 2);
      const { bookId } = await savedBook(ownApp, own, user);
      const approved = (await own.blobs.get((await stored(own, bookId)).referenceSheet!))!;
      pages.length = 0;
      sheets.length = 0;

      expect((await post(ownApp, user, 'restyleStory', { bookId, artStyle: 'watercolor' })).status).toBe(200);
      await own.tasks.idle();
      expect(sheets).toHaveLength(1);
      expect(sheets[0]).toMatchObject({ artStyle: 'watercolor' });
      expect(sheets[0]!.earlier?.[0]?.image.bytes.equals(approved.bytes)).toBe(true);
      const book = await stored(own, bookId);
      const newSheet = (await own.blobs.get(book.restyle!.sheet!))!;
      // Ten pages drawn once each, one of them twice after its failure, all in the new style,
      // each with the restyle's sheet and the page's description.
      expect(pages).toHaveLength(11);
      expect(new Set(pages.map((p) => p.artStyle))).toEqual(new Set(['watercolor']));
      expect(pages.every((p) => p.reference?.bytes.equals(newSheet.bytes))).toBe(true);
      expect(new Set(pages.map((p) => p.page)).size).toBe(10);
      expect(pages.find((p) => p.page === 2)?.legend).toBe(book.story!.legends[1]);
      // The same scene as the picture it restyles (an original), not a redo's new composition.
      expect(pages.every((p) => p.variant === 0)).toBe(true);
      expect((await post(ownApp, user, 'restyleStatus', { bookId })).body).toMatchObject({
        status: 'ready',
        drawn: 10,
      });

      // Tasks are delivered at least once: delivering the sheet and every page again draws nothing.
      await own.tasks.enqueue(
        BOOK_QUEUES.drawReferenceSheet.name,
        { bookId, restyle: 1 },
        { id: 'again-sheet' },
      );
      for (let page = 1; page <= 10; page++)
        await own.tasks.enqueue(
          BOOK_QUEUES.redrawPage.name,
          { bookId, page, variant: 1 },
          { id: `again-${page}` },
        );
      await own.tasks.idle();
      expect(sheets).toHaveLength(1);
      expect(pages).toHaveLength(11);
      expect((await stored(own, bookId)).redos).toEqual(book.redos);
      expect(await balance(ownApp, user)).toBe(0);
    });
  }, 60_000);
});
