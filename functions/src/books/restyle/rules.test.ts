import { describe, expect, it } from 'vitest';
import { RESTYLE_MESSAGES } from '../../contract/restyle.js';
import {
  emptyPages,
  fromDoc,
  originalSelection,
  toDoc,
  type BookRecord,
  type RestyleRecord,
} from '../book.js';
import {
  isRepeat,
  restyleLegendOf,
  restyleRedos,
  restyleRefusal,
  restyleView,
  selectionAfter,
  withStylesKept,
} from './rules.js';

const bookId = '1767225600000';
const legends = Array.from({ length: 10 }, (_, i) => `legend ${i + 1}`);

/** A saved book with its 10 pages drawn in classic, as the store reads it. */
function drawnBook(change: Partial<BookRecord> = {}): BookRecord {
  return {
    ownerUid: 'u1',
    storyType: 'Enhanced',
    createdAt: '2026-01-01T00:00:00.000Z',
    creatorName: null,
    status: 'saved',
    inputs: { artStyle: 'classic' } as BookRecord['inputs'],
    seed: 1,
    photos: [],
    story: { title: 'T', paragraphs: legends.map((l) => `text of ${l}`), legends } as BookRecord['story'],
    failure: null,
    creditSpent: true,
    savedAt: '2026-01-01T00:01:00.000Z',
    pages: emptyPages().map((_, i) => ({ status: 'ready', blob: `p${i + 1}.png` })),
    imagesReady: 10,
    redosUsed: 0,
    redos: {},
    selected: originalSelection(bookId),
    generatedPdf: 0,
    pdf: null,
    ...change,
  };
}

/** The book after a restyle to crayon, its new pictures settled as given (ready by default). */
function restyled(status: 'pending' | 'ready' | 'failed' = 'ready', failedPage?: number): BookRecord {
  const book = drawnBook();
  const { redos, variants } = restyleRedos(bookId, book, 'crayon', 1);
  for (const [page, list] of Object.entries(redos))
    redos[page] = list.map((r) => ({
      ...r,
      status: Number(page) === failedPage ? 'failed' : status,
      blob: status === 'ready' ? `r${page}.png` : null,
    }));
  const restyle: RestyleRecord = {
    number: 1,
    from: 'classic',
    to: 'crayon',
    status: 'drawing',
    variants,
    previous: book.selected,
    sheet: null,
    previousSheet: null,
    requestedAt: '2026-01-02T00:00:00.000Z',
  };
  return { ...book, redos, restyle };
}

describe('when a book may be restyled', () => {
  it('refuses a book not saved, one still drawing, one waiting for a choice, and its own style', () => {
    expect(restyleRefusal(drawnBook({ status: 'written', creditSpent: false }), 'crayon')).toBe(
      RESTYLE_MESSAGES.notFinished,
    );
    const drawing = drawnBook();
    drawing.pages[4] = { status: 'pending', blob: null };
    expect(restyleRefusal(drawing, 'crayon')).toBe(RESTYLE_MESSAGES.stillDrawing);
    expect(restyleRefusal(drawnBook({ castReview: { status: 'waiting', sheets: 1 } }), 'crayon')).toBe(
      RESTYLE_MESSAGES.stillDrawing,
    );
    expect(restyleRefusal(restyled('pending'), 'watercolor')).toBe(RESTYLE_MESSAGES.stillDrawing);
    expect(restyleRefusal(restyled('ready'), 'watercolor')).toBe(RESTYLE_MESSAGES.undecided);
    expect(restyleRefusal(drawnBook(), 'classic')).toBe(RESTYLE_MESSAGES.sameStyle);
    // A book made before styles is read as classic.
    const older = fromDoc(toDoc(drawnBook({ inputs: {} as BookRecord['inputs'] })), bookId);
    expect(restyleRefusal(older, 'classic')).toBe(RESTYLE_MESSAGES.sameStyle);
    expect(restyleRefusal(drawnBook(), 'crayon')).toBeNull();
    expect(
      restyleRefusal({ ...restyled(), restyle: { ...restyled().restyle!, status: 'kept' } }, 'crayon'),
    ).toBeNull();
  });

  it('treats the same restyle asked again while it is drawn as a repeat, not a new one', () => {
    expect(isRepeat(restyled('pending'), 'crayon')).toBe(true);
    expect(isRepeat(restyled('pending'), 'collage')).toBe(false);
    expect(isRepeat({ ...restyled(), restyle: { ...restyled().restyle!, status: 'kept' } }, 'crayon')).toBe(
      false,
    );
    expect(isRepeat(drawnBook(), 'crayon')).toBe(false);
  });
});

describe('the new pictures of a restyle', () => {
  it('adds one redo a page after the redos it has, from the description of the chosen picture', () => {
    const book = drawnBook({
      redos: { '3': [{ variant: 1, status: 'ready', blob: 'x.png', legend: 'a rewritten legend' }] },
    });
    book.selected[2] = `${bookId}_3_1`;
    expect(restyleLegendOf(bookId, book, 3)).toBe('a rewritten legend');
    expect(restyleLegendOf(bookId, book, 4)).toBe('legend 4');
    const { redos, variants } = restyleRedos(bookId, book, 'watercolor', 2);
    expect(variants).toEqual([1, 1, 2, 1, 1, 1, 1, 1, 1, 1]);
    expect(redos['3']?.[1]).toEqual({
      variant: 2,
      status: 'pending',
      blob: null,
      legend: 'a rewritten legend',
      artStyle: 'watercolor',
      restyle: 2,
      composition: 1,
    });
    expect(redos['4']?.[0]?.composition).toBe(0);
    expect(book.redos['3']).toHaveLength(1);
  });

  it('counts pages drawn and failed, and is ready once none is pending', () => {
    expect(restyleView(bookId, restyled('pending'))).toMatchObject({
      status: 'drawing',
      drawn: 0,
      total: 10,
    });
    const done = restyleView(bookId, restyled('ready', 6));
    expect(done).toMatchObject({ status: 'ready', drawn: 9, failed: 1, from: 'classic', to: 'crayon' });
    expect(done.imageIds[0]).toBe(`${bookId}_1_1`);
    expect(restyleView(bookId, drawnBook())).toMatchObject({
      status: 'none',
      artStyle: 'classic',
      imageIds: [],
    });
  });

  it('uses every drawn new picture, keeps a failed page’s picture, and puts the old ones back', () => {
    const book = restyled('ready', 6);
    const used = selectionAfter(bookId, book, 'new');
    expect(used[0]).toBe(`${bookId}_1_1`);
    expect(used[5]).toBe(`${bookId}_6`);
    expect(selectionAfter(bookId, { ...book, selected: used }, 'old')).toEqual(originalSelection(bookId));
  });

  it('marks the pictures without a style with the one they were drawn in', () => {
    const kept = withStylesKept(restyled(), 'classic');
    expect(kept.pages.every((p) => p.artStyle === 'classic')).toBe(true);
    expect(kept.redos['1']?.[0]?.artStyle).toBe('crayon');
  });
});
