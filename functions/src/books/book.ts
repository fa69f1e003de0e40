import { z } from 'zod';
import { DEFAULT_LANGUAGE, PAGES_PER_BOOK, type Language, type StoryType } from '../contract/story.js';
import { PDF_FILE_NAME } from '../contract/library.js';
import type { BilingualText, LegendsResponse, UnsurePicture } from '../contract/books.js';
import type { CastStatus } from '../contract/cast.js';
import { DEFAULT_ART_STYLE, type ArtStyle } from '../contract/artStyle.js';
import { hashString } from '../shared/hash.js';
import { asJson } from '../shared/json.js';
import type { DocData, DocumentStore, JsonValue, Transaction } from '../ports/documentStore.js';
import type { GeneratedStory, StoryRequest } from '../ports/storyteller.js';
import { formatParagraphs } from '../contract/storyText.js';
import type { QueueSpec } from '../tasks/queueSpec.js';
import { originalImageId } from './bookId.js';

/**
 * The book: the one model every books sub-feature shares. Only this file knows where a book's
 * document and files live, the words of its failures and the payloads of its queues.
 */
export const BOOKS_COLLECTION = 'books';
export const bookPath = (bookId: string) => `${BOOKS_COLLECTION}/${bookId}`;
/**
 * rateLimits/{uid}: how many stories a person started, and in which window (create's limit), and
 * the hour's PDF builds (shared/callLimits.ts).
 */
export const RATE_LIMITS_COLLECTION = 'rateLimits';
export const rateLimitPath = (uid: string) => `${RATE_LIMITS_COLLECTION}/${uid}`;
/**
 * shareLinks/{token}: the open links to books (issue 29), each naming its book. Stopping a share
 * deletes it, so the old link is gone for good; the book records its current token.
 */
export const SHARE_LINKS_COLLECTION = 'shareLinks';
export const shareLinkPath = (token: string) => `${SHARE_LINKS_COLLECTION}/${token}`;
/**
 * drawLine/{key}: one entry per drawing on its way to the image model (issue 46,
 * books/images/line.ts): its lane, account, book, when it joined and whether it is in the model
 * now. Written when the drawing is queued, when it starts and when it steps back; deleted when
 * it settles. One small document per drawing, so no document is written by every drawing.
 */
export const DRAW_LINE_COLLECTION = 'drawLine';
export const drawLinePath = (key: string) => `${DRAW_LINE_COLLECTION}/${key}`;
/**
 * drawPlaces/{group}_{n} (issue 46): the n-th place of a limit (an account's fair share, batch
 * work's reserve while parents wait), held by one drawing in the model (books/images/line.ts).
 */
export const DRAW_PLACES_COLLECTION = 'drawPlaces';
export const drawPlacePath = (group: string, n: number) => `${DRAW_PLACES_COLLECTION}/${group}_${n}`;
/**
 * narrations/{bookId}_{voice}_{page} (issue 44): one page's narration in one voice, a document of
 * its own so the ten page tasks never write the book's document (books/narration/model.ts).
 */
export const NARRATIONS_COLLECTION = 'narrations';
export const narrationPath = (bookId: string, voice: string, page: number) =>
  `${NARRATIONS_COLLECTION}/${bookId}_${voice}_${page}`;
/** The books' sub-features write records with it; it lives in shared/ because print does too. */
export { asJson };

/** Where a book's files live in the blob store. */
export const BOOK_BLOBS = {
  photo: (bookId: string, characterIndex: number, extension: string) =>
    `books/${bookId}/photos/${characterIndex}.${extension}`,
  /** A fresh name for every drawing, so a late duplicate delivery never overwrites the kept one. */
  image: (bookId: string, page: number, variant: number, unique: string) =>
    `books/${bookId}/images/${bookId}_${page}${variant ? `_${variant}` : ''}.${unique}.png`,
  /**
   * The screen-sized copy of a drawing the model made larger (for print): made on the first read
   * and named after the drawing, so a redraw never meets an old copy and erasing the book erases it.
   */
  webImage: (imageBlob: string) => imageBlob.replace('/images/', '/web/'),
  pdf: (bookId: string) => `books/${bookId}/${PDF_FILE_NAME(bookId)}`,
  /** The reading-mode edition of the digital book (issue 44). */
  readingPdf: (bookId: string) => `books/${bookId}/reading-mode.pdf`,
  /** The colouring pages on one paper size ('Print pages to colour'). */
  coloringPdf: (bookId: string, paper: string) => `books/${bookId}/coloring-${paper}.pdf`,
  /**
   * The book's EPUB (issue 44), under the fingerprint of what it shows (words, dedication, chosen
   * pictures, voice) and named after its title, so a signed address downloads under that name.
   */
  epub: (bookId: string, fingerprint: string, fileName: string) =>
    `books/${bookId}/epub/${fingerprint}/${fileName}`,
  /** Every EPUB of the book, current and stale. */
  epubs: (bookId: string) => `books/${bookId}/epub/`,
  /** The book's audiobook (issue 44), kept like its EPUB: under the fingerprint of what it plays. */
  audiobook: (bookId: string, fingerprint: string, fileName: string) =>
    `books/${bookId}/audiobook/${fingerprint}/${fileName}`,
  audiobooks: (bookId: string) => `books/${bookId}/audiobook/`,
  referenceSheet: (bookId: string) => `books/${bookId}/reference-sheet.png`,
  /** The cast sheet of the book's n-th restyle, drawn in its new style. */
  restyleSheet: (bookId: string, restyle: number) => `books/${bookId}/reference-sheet.restyle-${restyle}.png`,
  /**
   * One page's narration in one voice for one text (its hash in the name): an edit or a
   * duplicate task never overwrites the recording a reader may be playing.
   */
  narration: (bookId: string, voice: string, page: number, textHash: string) =>
    `books/${bookId}/narration/${voice}/page-${page}.${textHash}.mp3`,
  /** Every file of the book (photos, drawings, redos, sheet, PDF, narration). */
  all: (bookId: string) => `books/${bookId}/`,
} as const;

/** What the person reads when a book cannot go on. */
export const BOOK_MESSAGES = {
  notReady: 'not ready',
  storyFailed: "We couldn't write this story this time. Please try again.",
  imageFailed: 'This illustration could not be drawn. Please redo it.',
  notSaved: 'Required data not found. Please try again.',
  notFound: 'Book not found',
} as const;

const payloadBookId = z.string().regex(/^\d{10,16}$/);
const payloadPage = z.number().int().min(1).max(PAGES_PER_BOOK);
/** How often the drawing stepped back in the line before this task (its re-queued task's id). */
const payloadStep = z.number().int().min(1).optional();

/** The queues of books, each with the one payload schema its producers and its handler share. */
export const BOOK_QUEUES = {
  /** Writes a drafted story's text. */
  writeStory: {
    name: 'writeStory',
    rules: { maxAttempts: 5, minBackoffSeconds: 5, maxBackoffSeconds: 60 },
    payload: z.object({ bookId: payloadBookId }),
  },
  /**
   * Draws a saved book's character reference sheet, then queues its pages (or waits for the
   * parent's approval). Every saved book draws one, so it retries as soon as a page does.
   */
  drawReferenceSheet: {
    name: 'drawReferenceSheet',
    rules: { maxAttempts: 3, minBackoffSeconds: 5, maxBackoffSeconds: 120 },
    // restyle: the sheet of the book's n-th restyle (issue 28), then that restyle's pages.
    payload: z.object({
      bookId: payloadBookId,
      restyle: z.number().int().min(1).optional(),
      step: payloadStep,
    }),
  },
  /** Draws one original page of a saved book. */
  illustratePage: {
    name: 'illustratePage',
    rules: { maxAttempts: 6, minBackoffSeconds: 5, maxBackoffSeconds: 120 },
    payload: z.object({ bookId: payloadBookId, page: payloadPage, step: payloadStep }),
  },
  /** Draws a redo of a page from its (possibly rewritten) description. */
  redrawPage: {
    name: 'redrawPage',
    rules: { maxAttempts: 6, minBackoffSeconds: 5, maxBackoffSeconds: 120 },
    payload: z.object({
      bookId: payloadBookId,
      page: payloadPage,
      variant: z.number().int().min(1),
      step: payloadStep,
    }),
  },
  /**
   * Issue 46: every drawing nobody is watching yet (a class's books, a restyle, a page the sweep
   * queues again): a cast sheet (no page) or an image (page, variant 0 for the original). Its own
   * Cloud Tasks queue, so it never stands in front of a parent's book; its tasks step back while
   * parents' drawings wait (books/images/admission.ts).
   */
  drawBatch: {
    name: 'drawBatch',
    rules: { maxAttempts: 6, minBackoffSeconds: 5, maxBackoffSeconds: 120 },
    payload: z.object({
      bookId: payloadBookId,
      page: payloadPage.optional(),
      variant: z.number().int().min(0).optional(),
      restyle: z.number().int().min(1).optional(),
      step: payloadStep,
    }),
  },
  /**
   * Reads one page of a saved book aloud in one voice (issue 44), for the words it has when the
   * task runs; queued after save, after an edit of the words and by POST /user/narration.
   */
  narratePage: {
    name: 'narratePage',
    rules: { maxAttempts: 4, minBackoffSeconds: 5, maxBackoffSeconds: 120 },
    payload: z.object({ bookId: payloadBookId, page: payloadPage, voice: z.string().min(1).max(64) }),
  },
} as const satisfies Record<string, QueueSpec<z.ZodType<{ [key: string]: JsonValue }>>>;

/**
 * What the story is written from, and how its pictures are drawn (not the storyteller's
 * concern). The contract fills what a parent leaves out; fromDoc what an older book lacks.
 */
export type StoryInputs = Omit<StoryRequest, 'seed'> & {
  artStyle: ArtStyle;
  /**
   * The dedication line typed at create (issue 29): moderated with the rest, then kept on the
   * book's own `dedication` field (never in the stored inputs, so the storyteller never sees it).
   */
  dedication?: string;
};

export type BookStatus = 'writing' | 'written' | 'failed' | 'saved';
/** drawing (a sheet is on its way) -> waiting (for the parent) -> approved (pages drawn). */
export interface CastReview {
  status: Exclude<CastStatus, 'none'>;
  sheets: number;
}
export type PageStatus = 'pending' | 'ready' | 'failed';
/**
 * What the page check (issue 32) said of the kept drawing: passed, or 'unsure' when the drawing
 * and its automatic redraw both failed (the better one is kept, the editors show the reasons).
 * Absent where no checker runs (the offline engines) and on images drawn before checks.
 */
export interface PageCheck {
  status: 'passed' | 'unsure';
  score: number;
  reasons: string[];
  /** Drawings made for this image (1, or 2 after an automatic redraw); never a parent's redo. */
  drawings: number;
}
export interface PageState {
  status: PageStatus;
  /** Blob path of the page's original illustration once ready. */
  blob: string | null;
  /** Which illustrator drew it (print redraws vector pictures only from the same engine). */
  engine?: string;
  /** Times the drawing was put off because the engine was rate limited (not failures). */
  deferrals?: number;
  /** Times the sweeper queued it again because its task was lost. */
  sweeps?: number;
  check?: PageCheck;
  /** The style it was drawn in, once the book's style moved on (a restyle used); else the book's. */
  artStyle?: ArtStyle;
}

/** One redo of a page: drawn in the background from its own description. */
export interface RedoState {
  variant: number;
  status: PageStatus;
  blob: string | null;
  legend: string;
  engine?: string;
  deferrals?: number;
  check?: PageCheck;
  /** The style it is drawn in (absent on redos made before restyles: the book's style then). */
  artStyle?: ArtStyle;
  /** The number of the restyle that asked for it; absent on the parent's own redos. */
  restyle?: number;
  /**
   * A restyle's picture is the same scene in another style: the variant whose composition it
   * keeps (the picture it restyles), asked of the illustrator instead of its own.
   */
  composition?: number;
}

/**
 * A whole book drawn again in another style (issue 28, item 3): one new redo of each page,
 * drawn after the restyle's own cast sheet. The parent then uses the new pictures (the book's
 * style becomes `to`) or keeps the old ones (`previous`, the selection when it was asked for).
 */
export interface RestyleRecord {
  /** 1 for a book's first restyle: names its tasks and its sheet. */
  number: number;
  from: ArtStyle;
  to: ArtStyle;
  /** sheet: its cast sheet is drawn first; drawing: its pages are queued; then the parent's choice. */
  status: 'sheet' | 'drawing' | 'used' | 'kept';
  /** The variant of each page's new picture, by page index. */
  variants: number[];
  /** The selection when the restyle was asked for: what 'keep the old pictures' puts back. */
  previous: string[];
  /** Blob of the cast sheet drawn in the new style, once drawn (null without one). */
  sheet: string | null;
  /** The book's sheet when it was asked for: later redos use it again if the old pictures stay. */
  previousSheet: string | null;
  sheetDeferrals?: number;
  requestedAt: string;
}

/** books/{bookId}: one story from its draft to its illustrations. */
export interface BookRecord {
  ownerUid: string;
  storyType: StoryType;
  createdAt: string;
  creatorName: string | null;
  status: BookStatus;
  inputs: StoryInputs;
  seed: number;
  /** Blob path of each character's photo (Photo Stories), by cast position. */
  photos: (string | null)[];
  story: GeneratedStory | null;
  failure: string | null;
  creditSpent: boolean;
  savedAt: string | null;
  pages: PageState[];
  imagesReady: number;
  redosUsed: number;
  /** Redos by page number ('1'..'10'); Firestore allows no arrays inside arrays. */
  redos: Record<string, RedoState[]>;
  /** The chosen image id of each page ('{bookId}_{n}' or '{bookId}_{n}_{variant}'). */
  selected: string[];
  generatedPdf: 0 | 1;
  /** The digital book, with the fingerprint of what it was built from (books/pdfInputs.ts). */
  pdf: { blob: string; pages: number; builtAt: string; inputs?: string } | null;
  /** The reading-mode edition (issue 44), once asked for, with what it was built from. */
  readingPdf?: { blob: string; pages: number; builtAt: string; inputs: string };
  /** The colouring pages by paper size, each with what it was built from (reused while unchanged). */
  coloringPdfs?: Record<string, { blob: string; builtAt: string; inputs: string }>;
  /** Blob of the character reference sheet (engines that draw one), once drawn. */
  referenceSheet?: string | null;
  /** The parent approves the cast sheet before the pages are drawn (saved with reviewCast). */
  castReview?: CastReview | null;
  /** When the person last opened, edited or ordered it (the 18-month retention rule). */
  lastUsedAt?: string;
  /** The latest restyle (issue 28, item 3), whatever the parent chose. */
  restyle?: RestyleRecord | null;
  /** Every style the book was in, oldest first, with when it took it (written by restyles). */
  artStyleHistory?: { artStyle: ArtStyle; since: string }[];
  /** The dedication line (issue 29), on its own page after the title page; null for none. */
  dedication?: string | null;
  /** The open share link (issue 29): its token, and whether it shows the dedication. */
  share?: BookShare | null;
  /**
   * A class's book (issue 31): nobody opens an editor to finish it, so its PDF is built when its
   * last page is drawn (issue 47), and it is finished (generatedPdf 1) like a parent's saved book.
   */
  classBook?: boolean;
  /** The voice the parent chose for the narration (issue 44); absent: the language's default. */
  narrationVoice?: string;
}

export interface BookShare {
  token: string;
  showDedication: boolean;
  sharedAt: string;
}

/** The state of an image of this book: an original page (variant 0) or a redo. */
export function imageStateOf(book: BookRecord, page: number, variant: number): PageState | RedoState | null {
  if (variant === 0) return book.pages[page - 1] ?? null;
  return book.redos[String(page)]?.find((r) => r.variant === variant) ?? null;
}

export const emptyPages = (): PageState[] =>
  Array.from({ length: PAGES_PER_BOOK }, () => ({ status: 'pending', blob: null }));

export function toDoc(record: BookRecord): DocData {
  return asJson(record) as DocData;
}
export const originalSelection = (bookId: string) =>
  Array.from({ length: PAGES_PER_BOOK }, (_, i) => originalImageId(bookId, i + 1));

/** The pictures and PDF of a new book: none drawn, no redo, each page's original selected. */
export const undrawn = (
  bookId: string,
): Pick<
  BookRecord,
  'pages' | 'imagesReady' | 'redosUsed' | 'redos' | 'selected' | 'generatedPdf' | 'pdf'
> => ({
  pages: emptyPages(),
  imagesReady: 0,
  redosUsed: 0,
  redos: {},
  selected: originalSelection(bookId),
  generatedPdf: 0,
  pdf: null,
});

/**
 * Reads a stored book, filling fields that books written by older code may lack: the one place
 * an older book is brought up to date, so past it every field is there.
 */
export function fromDoc(data: DocData, bookId: string): BookRecord {
  const book = data as unknown as Partial<BookRecord>;
  const inputs = book.inputs as Partial<StoryInputs> | undefined;
  return {
    ...(book as BookRecord),
    // Books written before issue 28 have no language and no style: English, drawn classic.
    ...(inputs
      ? {
          inputs: {
            ...(inputs as StoryInputs),
            language: inputs.language ?? DEFAULT_LANGUAGE,
            artStyle: inputs.artStyle ?? DEFAULT_ART_STYLE,
          },
        }
      : {}),
    redosUsed: typeof book.redosUsed === 'number' ? book.redosUsed : 0,
    redos: book.redos ?? {},
    selected:
      Array.isArray(book.selected) && book.selected.length === PAGES_PER_BOOK
        ? book.selected
        : bookId
          ? originalSelection(bookId)
          : [],
    generatedPdf: book.generatedPdf === 1 ? 1 : 0,
    pdf: book.pdf ?? null,
  };
}

/** A book whoever owns it (a task building from it), or null once it is gone. */
export async function readBook(
  reader: Pick<DocumentStore | Transaction, 'get'>,
  bookId: string,
): Promise<BookRecord | null> {
  const data = await reader.get(bookPath(bookId));
  return data ? fromDoc(data, bookId) : null;
}

/** CONTRACT.md getlegends layout (both readings of spec part 2 §3). */
export function legendsOf(bookId: string, book: BookRecord & { story: GeneratedStory }): LegendsResponse {
  const unsure = unsurePictures(bookId, book);
  const layout = [
    bookId,
    book.story.title,
    book.storyType,
    book.story.legends,
    [book.redosUsed],
    book.story.characterNames,
    formatParagraphs(book.story.paragraphs),
    book.selected.length === PAGES_PER_BOOK ? book.selected : originalSelection(bookId),
  ] satisfies LegendsResponse;
  // [8] only when there is something to show: the spec's eight positions stay as they were.
  const second = bilingualTextOf(book);
  if (second) return [...layout, unsure, second];
  return unsure.length > 0 ? [...layout, unsure] : layout;
}

/** A bilingual book's second text (issue 45), or null for a book in one language. */
export function bilingualTextOf(book: BookRecord): BilingualText | null {
  const secondLanguage = book.inputs.secondLanguage;
  const { secondTitle, secondParagraphs } = book.story ?? {};
  if (!secondLanguage || secondTitle === undefined || secondParagraphs?.length !== PAGES_PER_BOOK)
    return null;
  return { secondLanguage, secondTitle, secondParagraphs };
}

/** The drawings of this book the page check was unsure of (issue 32), originals and redos. */
export function unsurePictures(bookId: string, book: BookRecord): UnsurePicture[] {
  const marked: UnsurePicture[] = [];
  book.pages.forEach((p, i) => {
    if (p.status === 'ready' && p.check?.status === 'unsure')
      marked.push({ imageId: originalImageId(bookId, i + 1), reasons: p.check.reasons });
  });
  for (const [page, redos] of Object.entries(book.redos))
    for (const r of redos)
      if (r.status === 'ready' && r.check?.status === 'unsure')
        marked.push({
          imageId: `${originalImageId(bookId, Number(page))}_${r.variant}`,
          reasons: r.check.reasons,
        });
  return marked;
}

/**
 * A book's seed: the user's own starting point plus the number of stories they have started, so
 * their next books get the next seeds, which the offline storyteller turns into another place
 * and another storyline (books of one child read as different stories).
 */
export const seedFor = (uid: string, started: number) => (hashString(uid) + started) % 2147483647;

/** What the PDF and the printed interior show of a bilingual book's second text (issue 45). */
export function secondTextOf(book: BookRecord): { secondParagraphs?: string[]; secondLanguage?: Language } {
  const second = bilingualTextOf(book);
  return second ? { secondParagraphs: second.secondParagraphs, secondLanguage: second.secondLanguage } : {};
}
