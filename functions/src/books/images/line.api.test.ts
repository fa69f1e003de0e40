import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.js';
import { OfflineIllustrator } from '../../adapters/offlineIllustrator/illustrator.js';
import type { Illustrator } from '../../ports/illustrator.js';
import { createTestUser, type TestUser } from '../../testing/authEmulator.js';
import { avatarBody, paragraphsOf, parent, post } from '../../testing/books.js';
import { createOrganization } from '../../testing/organizations.js';
import { payCheckout } from '../../testing/payments.js';
import { until } from '../../testing/poll.js';
import { createTestDeps, type TestDeps } from '../../testing/testDeps.js';
import {
  BOOK_BLOBS,
  BOOK_QUEUES,
  bookPath,
  DRAW_LINE_COLLECTION,
  DRAW_PLACES_COLLECTION,
  drawLinePath,
  fromDoc,
} from '../book.js';
import { DRAWING_FOR_SECONDS, enterModel, joinLine, leaveLine, lineKey, type Drawing } from './line.js';
import { imageTasks } from './tasks.js';

/**
 * Issue 46, items 1 and 4: the drawing line on the real store, with each drawing queue held to
 * 2 at a time as Cloud Tasks holds it (maxConcurrentDispatches), and an illustrator that takes
 * a little time per picture and says when it drew what.
 */
const QUEUES = [
  BOOK_QUEUES.drawReferenceSheet.name,
  BOOK_QUEUES.illustratePage.name,
  BOOK_QUEUES.redrawPage.name,
  BOOK_QUEUES.drawBatch.name,
];
const twoAtATime = Object.fromEntries(QUEUES.map((q) => [q, 2]));

interface Drawn {
  bookId: string;
  at: number;
}

/** The offline illustrator, `ms` slower per picture, recording each finished drawing. */
function timedIllustrator(ms: number) {
  const real = new OfflineIllustrator();
  const drawn: Drawn[] = [];
  const slow = <T>(bookId: string, work: () => Promise<T>) =>
    new Promise((resolve) => setTimeout(resolve, ms))
      .then(work)
      .then((result) => (drawn.push({ bookId, at: Date.now() }), result));
  const illustrator: Illustrator = {
    description: 'timed offline illustrator',
    draw: (request) => slow(request.bookId, () => real.draw(request)),
    drawReferenceSheet: (request) => slow(request.bookId, () => real.drawReferenceSheet(request)),
    redrawAtSize: (request, size) => real.redrawAtSize(request, size),
  };
  return { illustrator, drawn };
}

async function withDeps(
  env: Record<string, string>,
  illustrator: Illustrator | undefined,
  run: (deps: TestDeps, app: ReturnType<typeof createApp>) => Promise<void>,
) {
  const deps = await createTestDeps(env, {
    queueConcurrency: twoAtATime,
    ...(illustrator ? { override: { illustrator } } : {}),
  });
  try {
    await run(deps, createApp(deps));
  } finally {
    await deps.cleanup();
  }
}

/** A draft whose text is written, ready to save. */
async function draft(deps: TestDeps, app: ReturnType<typeof createApp>, user: TestUser) {
  const created = await post(app, user, 'create', avatarBody);
  expect(created.status).toBe(200);
  const { bookId } = created.body as { bookId: string };
  const text = await until('the story text', async () => {
    const answer = await post(app, user, 'enhancedTextOutput', { bookId });
    return answer.status === 200 ? (answer.body as { story: string }) : null;
  });
  return { bookId, paragraphs: paragraphsOf(text.story) };
}

/** Three parents with a credit each, and a draft of each written. */
async function threeDrafts(deps: TestDeps, app: ReturnType<typeof createApp>) {
  const parents = await Promise.all([1, 2, 3].map(() => parent(deps, 1)));
  const books: Awaited<ReturnType<typeof draft>>[] = [];
  for (const p of parents) books.push(await draft(deps, app, p));
  return { parents, books };
}

const save = (
  app: ReturnType<typeof createApp>,
  user: TestUser,
  book: { bookId: string; paragraphs: string[] },
) =>
  post(app, user, 'saveStory', {
    bookId: book.bookId,
    storyTitle: 'Mia and the Red Kite',
    paragraphs: book.paragraphs,
  });

const imagesReady = async (deps: TestDeps, bookId: string) =>
  fromDoc((await deps.store.get(bookPath(bookId)))!, bookId).imagesReady;

const lineOf = async (deps: TestDeps, lane: string) =>
  (await deps.store.query(DRAW_LINE_COLLECTION, { where: [['lane', '==', lane]] })).length;

/** An organization whose admin bought a Classroom Pack (30 credits) and a member who teaches. */
async function classroom(deps: TestDeps, app: ReturnType<typeof createApp>) {
  const admin = await createTestUser({ emailVerified: true, displayName: 'Ada Admin' });
  const created = await createOrganization(app, admin, 'Maple Room');
  expect(created.status).toBe(200);
  const checkout = await post(app, admin, 'orgCheckoutSession', { packs: 1 });
  await payCheckout(deps, checkout.body as string);
  return admin;
}

const kids = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `Kid${i + 1}`, look: { preset: 'dark_black' } }));
const lesson = { moral: 'kindness', ageGroup: '5-7years', idea: 'sharing crayons at the art table' };

describe('the drawing line (issue 46)', () => {
  it("draws a parent's book saved after a class of 25 before the class's remaining pictures", async () => {
    const { illustrator, drawn } = timedIllustrator(60);
    await withDeps({}, illustrator, async (deps, app) => {
      const teacher = await classroom(deps, app);
      const mum = await parent(deps, 1);
      const book = await draft(deps, app, mum);

      // The class's 25 books are made and their 275 drawings queued before the parent saves.
      const release = deps.tasks.hold(BOOK_QUEUES.drawBatch.name);
      const made = await post(app, teacher, 'createClass', { lesson, children: kids(25) });
      expect(made.status).toBe(200);
      await until('25 class books in the line', async () => (await lineOf(deps, 'batch')) === 25, 60_000);
      release();
      const classDrawn = () => drawn.filter((d) => d.bookId !== book.bookId).length;
      await until('the class under way', async () => classDrawn() >= 5, 60_000);

      const saved = await save(app, mum, book);
      expect(saved.status).toBe(200);
      await until(
        'the parent’s 10 pictures',
        async () => (await imagesReady(deps, book.bookId)) === 10,
        60_000,
      );
      const classTotal = 25 * 11;
      const remaining = classTotal - classDrawn();
      // Alone in the queue the class would have gone first: 275 drawings, 2 at a time.
      expect(remaining).toBeGreaterThan(200);

      // Nothing of the class is lost: it finishes once the parent's book is drawn.
      await until('the class drawn', async () => classDrawn() === classTotal, 120_000);
      await until('the line empty', async () => (await lineOf(deps, 'batch')) === 0, 30_000);
      expect(await lineOf(deps, 'interactive')).toBe(0);
    });
  }, 240_000);

  it("keeps one account's five books from holding back another parent's one", async () => {
    const { illustrator, drawn } = timedIllustrator(300);
    // 66 drawings saved at once: a line long enough for them (its limit is the next tests').
    const env = { STORYSPROUT_DRAW_PER_ACCOUNT: '1', STORYSPROUT_DRAW_LINE_LIMIT: '100' };
    await withDeps(env, illustrator, async (deps, app) => {
      const busy = await parent(deps, 5);
      const other = await parent(deps, 1);
      const five = [];
      for (let i = 0; i < 5; i++) five.push(await draft(deps, app, busy));
      const one = await draft(deps, app, other);

      // Saved one after the other: the busy parent's five first, then the other parent's one.
      const releases = [BOOK_QUEUES.drawReferenceSheet.name, BOOK_QUEUES.illustratePage.name].map((q) =>
        deps.tasks.hold(q),
      );
      for (const book of five) expect((await save(app, busy, book)).status).toBe(200);
      expect((await save(app, other, one)).status).toBe(200);
      for (const release of releases) release();

      await until(
        'the other parent’s 10 pictures',
        async () => (await imagesReady(deps, one.bookId)) === 10,
        60_000,
      );
      const busyIds = new Set(five.map((b) => b.bookId));
      const busyDrawn = drawn.filter((d) => busyIds.has(d.bookId)).length;
      // In one line the other parent's pages would come after the busy parent's 50 (at most 5
      // left); with a share each, more than a whole book of the busy parent's is still to draw.
      expect(55 - busyDrawn).toBeGreaterThan(11);

      await deps.tasks.idle();
      for (const book of five) expect(await imagesReady(deps, book.bookId)).toBe(10);
      expect(await lineOf(deps, 'interactive')).toBe(0);
      expect(await deps.store.query(DRAW_PLACES_COLLECTION)).toEqual([]);
    });
  }, 240_000);

  it('refuses a new book while the line is over its limit, before any credit is spent, and says how long', async () => {
    await withDeps({ STORYSPROUT_DRAW_LINE_LIMIT: '12' }, undefined, async (deps, app) => {
      const [first, second, third] = [await parent(deps, 1), await parent(deps, 1), await parent(deps, 1)];
      const books = [
        await draft(deps, app, first),
        await draft(deps, app, second),
        await draft(deps, app, third),
      ];
      const release = deps.tasks.hold(BOOK_QUEUES.drawReferenceSheet.name);

      const one = await save(app, first, books[0]!);
      expect(one.status).toBe(200);
      expect(one.body.pictureWait).toMatchObject({
        ahead: 0,
        mine: 11,
        seconds: 48,
        label: 'about 1 minute',
      });
      // Each instance looks at the line's length at most every few seconds.
      deps.clock.advance(6_000);
      const two = await save(app, second, books[1]!);
      expect(two.status).toBe(200);
      // The first book's sheet waits, and counts with the ten pages it will queue.
      expect(two.body.pictureWait).toMatchObject({ ahead: 11, mine: 11 });
      expect(two.body.pictureWait.seconds).toBeGreaterThan(0);

      deps.clock.advance(6_000);
      const refused = await save(app, third, books[2]!);
      expect(refused.status).toBe(503);
      expect(refused.body.error).toMatch(
        /^Our illustrators are very busy right now \(22 pictures are waiting\)\. Your story is kept and no credit was spent: please save it again in about \d+ minutes?\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(60);
      expect((await post(app, third, 'getNumCredits')).body).toBe(1);
      const kept = fromDoc((await deps.store.get(bookPath(books[2]!.bookId)))!, books[2]!.bookId);
      expect(kept.creditSpent).toBe(false);
      expect(kept.status).not.toBe('saved');

      // A book waiting in the line is told where it is by the answer the editor polls.
      const waiting = await post(app, first, 'imageOutput', { bookId: `${books[0]!.bookId}_1` });
      expect(waiting.status).toBe(404);
      expect(waiting.body).toMatchObject({ error: 'not ready', wait: { ahead: 0, mine: 10 } });
      expect(waiting.body.wait.label).toMatch(/minute/);

      // Once the line is shorter, the same book is saved and its credit spent, once.
      release();
      await deps.tasks.idle();
      deps.clock.advance(6_000);
      const later = await save(app, third, books[2]!);
      expect(later.status).toBe(200);
      await deps.tasks.idle();
      expect((await post(app, third, 'getNumCredits')).body).toBe(0);
      expect(await imagesReady(deps, books[2]!.bookId)).toBe(10);
    });
  }, 120_000);

  it('takes books saved in the same instant in order, never past its limit', async () => {
    await withDeps({ STORYSPROUT_DRAW_LINE_LIMIT: '12' }, undefined, async (deps, app) => {
      const { parents, books } = await threeDrafts(deps, app);
      const release = deps.tasks.hold(BOOK_QUEUES.drawReferenceSheet.name);

      // All three ask before any has finished saving: each sees the others that came first.
      const answers = await Promise.all(parents.map((p, i) => save(app, p, books[i]!)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 503]);
      const refusedAt = answers.findIndex((a) => a.status === 503);
      expect(answers[refusedAt]!.body.error).toMatch(/\(22 pictures are waiting\)/);
      expect(
        answers
          .filter((a) => a.status === 200)
          .map((a) => a.body.pictureWait.ahead)
          .sort(),
      ).toEqual([0, 11]);
      // The refused parent kept their credit and their place was given back.
      expect((await post(app, parents[refusedAt]!, 'getNumCredits')).body).toBe(1);
      expect(await deps.store.get(drawLinePath(lineKey({ bookId: books[refusedAt]!.bookId })))).toBeNull();

      release();
      await deps.tasks.idle();
      for (const [i, answer] of answers.entries())
        if (answer.status === 200) expect(await imagesReady(deps, books[i]!.bookId)).toBe(10);
      expect(await lineOf(deps, 'interactive')).toBe(0);
    });
  }, 120_000);

  it('counts books in the order they were saved, not by their ids, when the clock says the same instant', async () => {
    await withDeps({ STORYSPROUT_DRAW_LINE_LIMIT: '12' }, undefined, async (deps, app) => {
      const { parents, books } = await threeDrafts(deps, app);
      const release = deps.tasks.hold(BOOK_QUEUES.drawReferenceSheet.name);

      // Saved one after another, last id first, with the clock standing still.
      const answers = [];
      for (const i of [2, 1, 0]) answers.push(await save(app, parents[i]!, books[i]!));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 503]);
      expect(answers.slice(0, 2).map((a) => a.body.pictureWait.ahead)).toEqual([0, 11]);
      expect(answers[2]!.body.error).toMatch(/\(22 pictures are waiting\)/);
      expect((await post(app, parents[0]!, 'getNumCredits')).body).toBe(1);
      release();
    });
  }, 60_000);

  it('leaves nothing in the line when a drawn book is saved again', async () => {
    await withDeps({}, undefined, async (deps, app) => {
      const mum = await parent(deps, 1);
      const book = await draft(deps, app, mum);
      expect((await save(app, mum, book)).status).toBe(200);
      await deps.tasks.idle();
      expect(await imagesReady(deps, book.bookId)).toBe(10);

      // The same save again (a retried request): answered as before, nothing queued twice.
      const again = await save(app, mum, book);
      expect(again.status).toBe(200);
      expect(again.body.pictureWait).toBeUndefined();
      await deps.tasks.idle();
      expect(await lineOf(deps, 'interactive')).toBe(0);
      expect((await post(app, mum, 'getNumCredits')).body).toBe(0);
    });
  }, 60_000);

  it("holds an account to its places while another waits: two drawings at once take its last place once, a lost task's place is taken over", async () => {
    await withDeps({ STORYSPROUT_DRAW_PER_ACCOUNT: '1' }, undefined, async (deps) => {
      // The drawings' own tasks wait, so only the calls below move the line.
      const release = deps.tasks.hold(BOOK_QUEUES.illustratePage.name);
      const mine = (page: number): Drawing => ({ bookId: '1700000000001', uid: 'me', page, variant: 0 });
      await joinLine(deps, 'interactive', { bookId: '1700000000002', uid: 'them', page: 1, variant: 0 }, {});
      for (const page of [1, 2]) await joinLine(deps, 'interactive', mine(page), {});
      const holders = async () =>
        (await deps.store.query(DRAW_PLACES_COLLECTION)).map((place) => place.data.key);

      const went = await Promise.all(
        [1, 2].map((page) => enterModel(deps, 'interactive', mine(page), undefined)),
      );
      expect(went.filter(Boolean)).toHaveLength(1);
      const [first, second] = went[0] ? [1, 2] : [2, 1];
      expect(await holders()).toEqual([lineKey(mine(first!))]);
      // Delivered again, the drawing in the model keeps its place; the other still steps back.
      expect(await enterModel(deps, 'interactive', mine(first!), undefined)).toBe(true);
      expect(await enterModel(deps, 'interactive', mine(second!), 1)).toBe(false);
      expect(await holders()).toEqual([lineKey(mine(first!))]);

      // Its task lost, the place is taken over once its lease has passed.
      deps.clock.advance((DRAWING_FOR_SECONDS + 1) * 1000);
      expect(await enterModel(deps, 'interactive', mine(second!), 2)).toBe(true);
      expect(await holders()).toEqual([lineKey(mine(second!))]);
      // The lost task leaving late frees nothing that is no longer its own.
      await leaveLine(deps, mine(first!));
      expect(await holders()).toEqual([lineKey(mine(second!))]);
      await leaveLine(deps, mine(second!));
      expect(await holders()).toEqual([]);
      release();
    });
  }, 60_000);

  it('a drawing task delivered twice changes nothing: the same next step, one picture, the line left empty', async () => {
    await withDeps({ STORYSPROUT_BATCH_DRAW_RESERVE: '0' }, undefined, async (deps, app) => {
      const mum = await parent(deps, 1);
      const book = await draft(deps, app, mum);
      const releases = [BOOK_QUEUES.drawReferenceSheet.name, BOOK_QUEUES.drawBatch.name].map((q) =>
        deps.tasks.hold(q),
      );
      expect((await save(app, mum, book)).status).toBe(200);
      const tasks = imageTasks(deps);
      const context = { attempt: 1, isLastAttempt: false };

      // Batch work meeting a parent's drawing in the line steps back: twice delivered, it names
      // the same next task (which the queue accepts once) and keeps its place.
      const enqueue = vi.spyOn(deps.tasks, 'enqueue');
      await tasks.drawBatch({ bookId: book.bookId, page: 1, variant: 0 }, context);
      const entry = await deps.store.get(drawLinePath(lineKey({ bookId: book.bookId, page: 1, variant: 0 })));
      await tasks.drawBatch({ bookId: book.bookId, page: 1, variant: 0 }, context);
      expect(enqueue.mock.calls).toHaveLength(2);
      expect(enqueue.mock.calls[0]).toEqual(enqueue.mock.calls[1]);
      expect(enqueue.mock.calls[0]![0]).toBe(BOOK_QUEUES.drawBatch.name);
      expect(
        await deps.store.get(drawLinePath(lineKey({ bookId: book.bookId, page: 1, variant: 0 }))),
      ).toEqual(entry);
      expect(entry).toMatchObject({ lane: 'batch', state: 'waiting', uid: mum.uid });
      enqueue.mockRestore();

      // A page's task delivered twice at once: one picture kept, its entry gone.
      await Promise.all([
        tasks.draw({ bookId: book.bookId, page: 2 }, context),
        tasks.draw({ bookId: book.bookId, page: 2 }, context),
      ]);
      expect(
        await deps.store.get(drawLinePath(lineKey({ bookId: book.bookId, page: 2, variant: 0 }))),
      ).toBeNull();
      const image = BOOK_BLOBS.image(book.bookId, 2, 0, '');
      const folder = image.slice(0, image.lastIndexOf('/') + 1);
      const stem = image.slice(folder.length, -'.png'.length);
      const drawings = (await deps.blobs.list(folder)).filter((p) => p.slice(folder.length).startsWith(stem));
      expect(drawings).toHaveLength(1);

      for (const release of releases) release();
      await deps.tasks.idle();
      expect(await imagesReady(deps, book.bookId)).toBe(10);
      expect((await post(app, mum, 'getNumCredits')).body).toBe(0);
      expect(await lineOf(deps, 'interactive')).toBe(0);
      expect(await lineOf(deps, 'batch')).toBe(0);
    });
  }, 120_000);
});
