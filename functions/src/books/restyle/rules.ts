import type { ArtStyle } from '../../contract/artStyle.js';
import { RESTYLE_MESSAGES, type RestyleStatusResponse } from '../../contract/restyle.js';
import { PAGES_PER_BOOK } from '../../contract/story.js';
import { originalImageId } from '../bookId.js';
import { imageStateOf, type BookRecord, type PageState, type RedoState } from '../book.js';
import { imageId } from '../../contract/books.js';

/** The new pictures of a restyle not yet settled (drawn or failed for good). */
function unsettled(book: BookRecord): number {
  const restyle = book.restyle;
  if (!restyle) return 0;
  return restyle.variants.filter((variant, i) => imageStateOf(book, i + 1, variant)?.status === 'pending')
    .length;
}

/** Any picture of the book still on its way: an original page, a redo, or a cast sheet. */
function stillDrawing(book: BookRecord): boolean {
  if (book.castReview && book.castReview.status !== 'approved') return true;
  if (book.pages.some((p) => p.status === 'pending')) return true;
  if (book.restyle?.status === 'sheet') return true;
  return Object.values(book.redos).some((redos) => redos.some((r) => r.status === 'pending'));
}

/**
 * Why this book cannot be restyled to `to` now, in the parent's words; null when it can.
 * Checked in the transaction that spends the credit, so a refusal changes nothing.
 */
export function restyleRefusal(book: BookRecord, to: ArtStyle): string | null {
  if (book.status !== 'saved' || !book.creditSpent || !book.story) return RESTYLE_MESSAGES.notFinished;
  if (stillDrawing(book)) return RESTYLE_MESSAGES.stillDrawing;
  if (restyleStatusOf(book) === 'ready') return RESTYLE_MESSAGES.undecided;
  if (book.inputs.artStyle === to) return RESTYLE_MESSAGES.sameStyle;
  return null;
}

/**
 * The same request delivered again (a retry after a lost answer): the latest restyle is to the
 * same style and the parent has not chosen yet. It is answered as it stands, never paid twice.
 */
export function isRepeat(book: BookRecord, to: ArtStyle): boolean {
  const restyle = book.restyle;
  return !!restyle && restyle.to === to && (restyle.status === 'sheet' || restyle.status === 'drawing');
}

/** The picture of a page the book uses: its variant, and its state when it is a redo. */
function chosenOf(bookId: string, book: BookRecord, page: number) {
  const chosen = imageId.safeParse(book.selected[page - 1] ?? originalImageId(bookId, page));
  const variant = chosen.success && chosen.data.bookId === bookId ? chosen.data.variant : 0;
  const redo = variant > 0 ? (imageStateOf(book, page, variant) as RedoState | null) : null;
  return redo ? { variant, redo } : { variant: 0, redo: null };
}

/**
 * The picture description a page is restyled from: the one of the picture the book uses (a
 * redo's own, rewritten description), else the page's.
 */
export function restyleLegendOf(bookId: string, book: BookRecord, page: number): string {
  const { redo } = chosenOf(bookId, book, page);
  const story = book.story;
  return redo?.legend || story?.legends[page - 1] || story?.paragraphs[page - 1] || '';
}

/** The composition a page is restyled in: the one of the picture the book uses. */
export function restyleCompositionOf(bookId: string, book: BookRecord, page: number): number {
  const { variant, redo } = chosenOf(bookId, book, page);
  return redo?.composition ?? variant;
}

/** Where the latest restyle stands, as the editor reads it. */
export function restyleStatusOf(book: BookRecord): RestyleStatusResponse['status'] {
  const restyle = book.restyle;
  if (!restyle) return 'none';
  if (restyle.status === 'used' || restyle.status === 'kept') return restyle.status;
  return restyle.status === 'drawing' && unsettled(book) === 0 ? 'ready' : 'drawing';
}

/** The restyle's progress and choice for the editor. */
export function restyleView(bookId: string, book: BookRecord): RestyleStatusResponse {
  const restyle = book.restyle;
  const states = (restyle?.variants ?? []).map((variant, i) => imageStateOf(book, i + 1, variant));
  return {
    status: restyleStatusOf(book),
    artStyle: book.inputs.artStyle,
    from: restyle?.from ?? null,
    to: restyle?.to ?? null,
    drawn: states.filter((s) => s?.status === 'ready').length,
    failed: states.filter((s) => s?.status === 'failed').length,
    total: PAGES_PER_BOOK,
    imageIds: (restyle?.variants ?? []).map((variant, i) => `${originalImageId(bookId, i + 1)}_${variant}`),
  };
}

/**
 * The new redo of every page a restyle adds: in the new style, from the page's description.
 * Never counted against the parent's redos (the restyle's credit pays for them).
 */
export function restyleRedos(
  bookId: string,
  book: BookRecord,
  to: ArtStyle,
  number: number,
): { redos: BookRecord['redos']; variants: number[] } {
  const redos = { ...book.redos };
  const variants: number[] = [];
  for (let page = 1; page <= PAGES_PER_BOOK; page += 1) {
    const existing = redos[String(page)] ?? [];
    const variant = existing.length + 1;
    variants.push(variant);
    redos[String(page)] = [
      ...existing,
      {
        variant,
        status: 'pending',
        blob: null,
        legend: restyleLegendOf(bookId, book, page),
        artStyle: to,
        restyle: number,
        composition: restyleCompositionOf(bookId, book, page),
      },
    ];
  }
  return { redos, variants };
}

/**
 * Before the book's style changes, every picture without a style of its own is marked with the
 * one it was drawn in, so a print redraw of an old picture stays in its old style.
 */
export function withStylesKept(
  book: BookRecord,
  style: ArtStyle,
): { pages: PageState[]; redos: BookRecord['redos'] } {
  return {
    pages: book.pages.map((p) => (p.artStyle ? p : { ...p, artStyle: style })),
    redos: Object.fromEntries(
      Object.entries(book.redos).map(([page, list]) => [
        page,
        list.map((r) => (r.artStyle ? r : { ...r, artStyle: style })),
      ]),
    ),
  };
}

/**
 * The selection after the parent's choice: 'new' puts each page's new picture in the book where
 * it was drawn (a page that failed keeps its picture); 'old' puts back the selection from when
 * the restyle was asked for.
 */
export function selectionAfter(bookId: string, book: BookRecord, use: 'new' | 'old'): string[] {
  const restyle = book.restyle;
  if (!restyle) return book.selected;
  if (use === 'old') return restyle.previous.length === PAGES_PER_BOOK ? restyle.previous : book.selected;
  return book.selected.map((current, i) => {
    const variant = restyle.variants[i];
    if (variant === undefined) return current;
    return imageStateOf(book, i + 1, variant)?.status === 'ready'
      ? `${originalImageId(bookId, i + 1)}_${variant}`
      : current;
  });
}
