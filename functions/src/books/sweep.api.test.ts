import { describe, expect, it } from 'vitest';
import { useApiApp } from '../testing/apiApp.js';
import { parent, savedBook } from '../testing/books.js';
import { asJson, fromDoc } from './book.js';
import { MAX_SWEEPS, STUCK_AFTER_MS, sweepService } from './sweep.js';

const api = useApiApp();

const bookOf = async (bookId: string) => fromDoc((await api.deps.store.get(`books/${bookId}`))!, bookId);

describe('the stuck books sweep', () => {
  it('queues a page whose task was lost again, and it gets drawn', async () => {
    const owner = await parent(api.deps, 1);
    const { bookId } = await savedBook(api.app, api.deps, owner);
    // As if page 3's task had vanished with a stopped stack.
    const book = await bookOf(bookId);
    const pages = book.pages.map((p, i) => (i === 2 ? { status: 'pending', blob: null } : p));
    await api.deps.store.update(`books/${bookId}`, { pages: asJson(pages), imagesReady: 9 });

    expect(await sweepService(api.deps).sweep()).toEqual({ stories: 0, pages: 0, failed: 0 });
    api.deps.clock.advance(STUCK_AFTER_MS + 60_000);
    expect(await sweepService(api.deps).sweep()).toEqual({ stories: 0, pages: 1, failed: 0 });
    await api.deps.tasks.idle();
    const after = await bookOf(bookId);
    expect(after.pages[2]?.status).toBe('ready');
    expect(after.imagesReady).toBe(10);
  });

  it('marks a page failed (redo it) once sweeping it again has not helped', async () => {
    const owner = await parent(api.deps, 1);
    const { bookId } = await savedBook(api.app, api.deps, owner);
    const book = await bookOf(bookId);
    const pages = book.pages.map((p, i) =>
      i === 4 ? { status: 'pending', blob: null, sweeps: MAX_SWEEPS } : p,
    );
    await api.deps.store.update(`books/${bookId}`, { pages: asJson(pages), imagesReady: 9 });
    api.deps.clock.advance(STUCK_AFTER_MS + 60_000);
    expect(await sweepService(api.deps).sweep()).toMatchObject({ pages: 0, failed: 1 });
    expect((await bookOf(bookId)).pages[4]?.status).toBe('failed');
  });

  it('writes again a story whose task was lost', async () => {
    const owner = await parent(api.deps, 1);
    const { bookId } = await savedBook(api.app, api.deps, owner);
    await api.deps.store.update(`books/${bookId}`, { status: 'writing', story: null });
    api.deps.clock.advance(STUCK_AFTER_MS + 60_000);
    expect((await sweepService(api.deps).sweep()).stories).toBe(1);
    await api.deps.tasks.idle();
    expect((await bookOf(bookId)).status).toBe('written');
  });
});
