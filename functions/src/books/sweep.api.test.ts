import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { useApiApp } from '../testing/apiApp.js';
import { parent, savedBook } from '../testing/books.js';
import type { TestDeps } from '../testing/testDeps.js';
import { asJson, fromDoc } from './book.js';
import { MAX_SWEEPS, STUCK_AFTER_MS, sweepService } from './sweep.js';

let deps: TestDeps;
let app: Express;
useApiApp((d, a) => {
  deps = d;
  app = a;
});

const bookOf = async (bookId: string) => fromDoc((await deps.store.get(`books/${bookId}`))!, bookId);

describe('the stuck books sweep', () => {
  it('queues a page whose task was lost again, and it gets drawn', async () => {
    const owner = await parent(deps, 1);
    const { bookId } = await savedBook(app, deps, owner);
    // As if page 3's task had vanished with a stopped stack.
    const book = await bookOf(bookId);
    const pages = book.pages.map((p, i) => (i === 2 ? { status: 'pending', blob: null } : p));
    await deps.store.update(`books/${bookId}`, { pages: asJson(pages), imagesReady: 9 });

    expect(await sweepService(deps).sweep()).toEqual({ stories: 0, pages: 0, failed: 0 });
    deps.clock.advance(STUCK_AFTER_MS + 60_000);
    expect(await sweepService(deps).sweep()).toEqual({ stories: 0, pages: 1, failed: 0 });
    await deps.tasks.idle();
    const after = await bookOf(bookId);
    expect(after.pages[2]?.status).toBe('ready');
    expect(after.imagesReady).toBe(10);
  });

  it('marks a page failed (redo it) once sweeping it again has not helped', async () => {
    const owner = await parent(deps, 1);
    const { bookId } = await savedBook(app, deps, owner);
    const book = await bookOf(bookId);
    const pages = book.pages.map((p, i) =>
      i === 4 ? { status: 'pending', blob: null, sweeps: MAX_SWEEPS } : p,
    );
    await deps.store.update(`books/${bookId}`, { pages: asJson(pages), imagesReady: 9 });
    deps.clock.advance(STUCK_AFTER_MS + 60_000);
    expect(await sweepService(deps).sweep()).toMatchObject({ pages: 0, failed: 1 });
    expect((await bookOf(bookId)).pages[4]?.status).toBe('failed');
  });

  it('writes again a story whose task was lost', async () => {
    const owner = await parent(deps, 1);
    const { bookId } = await savedBook(app, deps, owner);
    await deps.store.update(`books/${bookId}`, { status: 'writing', story: null });
    deps.clock.advance(STUCK_AFTER_MS + 60_000);
    expect((await sweepService(deps).sweep()).stories).toBe(1);
    await deps.tasks.idle();
    expect((await bookOf(bookId)).status).toBe('written');
  });
});
