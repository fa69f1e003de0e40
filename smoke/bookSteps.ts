/**
 * Steps 3-5: an Avatar story written and saved, its 10 pictures drawn, its PDF built and
 * downloaded, with the calls the web client makes (spec part 2 §7).
 */
import { parseStoryText } from '../functions/src/contract/storyText.js';
import { need, type StepRunner } from './context.js';
import { imageKind, pdfPageCount, warmPdfReader } from './files.js';
import { describe, expectStatus, json, pollUntil, StepFailure, type Answer, type Poll } from './http.js';

const PAGES = 10;

/** The Avatar form's inputs for the throw-away book. */
const AVATAR_BOOK = {
  storyType: 'Enhanced',
  gender: 'girl',
  mainChrName: 'Mia',
  description: 'flies a red kite at the park on a windy day',
  moralValue: 'courage',
  appearanceValue: 'medium_brown',
  readerAgeGroup: '5-7years',
};

/** The editor's 10 fields from the parsed text: extra paragraphs join the last, as the web client does. */
function editorParagraphs(paragraphs: string[]): string[] {
  const fields = paragraphs.slice(0, PAGES);
  const extra = paragraphs.slice(PAGES);
  if (extra.length > 0) fields[PAGES - 1] = [fields[PAGES - 1], ...extra].join(' ');
  return fields;
}

/** Sub-steps' times for the detail column: ms below a second, else seconds. */
const took = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

/**
 * A polled call: 404 means 'not ready yet' (409 for a build while pictures are drawn); 200 is
 * read by `ok`; any other answer ends the step at once with its status and body.
 */
function notReadyOr<T>(answer: Answer, ok: (a: Answer) => Poll<T>, waitStatus = 404): Poll<T> {
  if (answer.status === waitStatus) return { done: false, last: describe(answer) };
  if (answer.status !== 200) throw new StepFailure(describe(answer));
  return ok(answer);
}

export const storyStep: StepRunner = async (ctx, deadline) => {
  const parent = need(ctx.parent, 'the parent');
  const started = Date.now();
  const created = expectStatus(await parent.call('create', AVATAR_BOOK, deadline), 200);
  const { bookId } = json<{ bookId?: unknown }>(created);
  if (typeof bookId !== 'string' || !/^\d+$/.test(bookId))
    throw new StepFailure(`${describe(created)} (expected a bookId)`);
  ctx.bookId = bookId;
  ctx.log(`story: book ${bookId} created, waiting for its text`);
  const createdAt = Date.now();

  // POST /user/enhancedTextOutput: 404 until written; ready only if the answer names this book.
  const story = await pollUntil('the story text', deadline, async () =>
    notReadyOr(await parent.call('enhancedTextOutput', { bookId }, deadline), (a) => {
      const body = json<{ bookId?: unknown; story?: unknown }>(a);
      return body.bookId === bookId && typeof body.story === 'string' && body.story.trim()
        ? { done: true, value: body.story }
        : { done: false, last: `${describe(a)} (not this book's text yet)` };
    }),
  );
  const written = Date.now();
  const parsed = parseStoryText(story);
  const paragraphs = editorParagraphs(parsed.paragraphs);

  const saved = expectStatus(
    await parent.call('saveStory', { bookId, paragraphs, storyTitle: parsed.title }, deadline),
    200,
  );
  const answer = json<{ bookId?: unknown; storyTitle?: unknown }>(saved);
  if (answer.bookId !== bookId) throw new StepFailure(`${describe(saved)} (expected bookId ${bookId})`);
  return (
    `book ${bookId} '${String(answer.storyTitle)}': created ${took(createdAt - started)}, ` +
    `text ${took(written - createdAt)}, saved ${took(Date.now() - written)}`
  );
};

/** getlegends [7]: the book's 10 current image ids; [4][0] its redos (spec part 2 §3). */
function readLegends(a: Answer): Poll<{ imageIds: string[]; redosUsed: number }> {
  const legends = json<unknown[]>(a);
  const ids = Array.isArray(legends) ? legends[7] : undefined;
  if (!Array.isArray(ids) || ids.length !== PAGES || !ids.every((id) => typeof id === 'string' && id))
    throw new StepFailure(`${describe(a)} (expected 10 image ids at [7])`);
  const redos = Array.isArray(legends[4]) ? Number(legends[4][0]) : 0;
  return { done: true, value: { imageIds: ids as string[], redosUsed: Number.isFinite(redos) ? redos : 0 } };
}

/**
 * The pictures as the book viewer loads them: the ids from getlegends, then imageOutput for
 * each (404 = not drawn yet). Every picture must be a real PNG, JPEG or WebP by its bytes.
 */
export const picturesStep: StepRunner = async (ctx, deadline) => {
  const parent = need(ctx.parent, 'the parent');
  const bookId = need(ctx.bookId, 'the book');
  // The PDF reader loads while the pictures are drawn (see files.ts warmPdfReader).
  void warmPdfReader();
  const { imageIds, redosUsed } = await pollUntil('the book legends', deadline, async () =>
    notReadyOr(await parent.call('getlegends', { bookId }, deadline), readLegends),
  );
  ctx.imageIds = imageIds;
  ctx.redosUsed = redosUsed;

  const drawn = new Map<string, { kind: string; bytes: number }>();
  await pollUntil(
    'all 10 pictures',
    deadline,
    async () => {
      // One at a time, like the viewer; pictures already fetched are not asked for again.
      for (const id of imageIds.filter((i) => !drawn.has(i))) {
        const answer = await parent.call('imageOutput', { bookId: id }, deadline);
        if (answer.status === 404) continue;
        if (answer.status !== 200) throw new StepFailure(describe(answer));
        const kind = imageKind(answer.bytes);
        if (!kind)
          throw new StepFailure(
            `${describe(answer)} (picture ${id} is not a PNG, JPEG or WebP by its bytes)`,
          );
        drawn.set(id, { kind, bytes: answer.bytes.length });
      }
      return drawn.size === PAGES
        ? { done: true, value: true }
        : { done: false, last: `${drawn.size}/10 drawn` };
    },
    (last) => ctx.log(`pictures: ${last}`),
  );
  const kinds = [...new Set([...drawn.values()].map((d) => d.kind))].join('/');
  const total = [...drawn.values()].reduce((sum, d) => sum + d.bytes, 0);
  return `10/10 drawn (${kinds}, ${(total / 1e6).toFixed(1)} MB in all)`;
};

/**
 * Build as the editor's Build button does (createEnhancedPdf with the current selection; 409
 * while pictures are still being drawn), download as the library's Download PDF does (getPdf),
 * check the file, and that the library now lists the book as finished (generatedPdf 1).
 */
export const pdfStep: StepRunner = async (ctx, deadline) => {
  const parent = need(ctx.parent, 'the parent');
  const bookId = need(ctx.bookId, 'the book');
  const imageIds = need(ctx.imageIds, 'the image ids');
  const started = Date.now();
  const reader = warmPdfReader();
  const build = {
    bookId,
    userQuerySelectedImagesArray: imageIds.map((link) => ({ link, bookId })),
    counter: ctx.redosUsed ?? 0,
    imageNumArray: imageIds,
  };
  const built = await pollUntil('the PDF build', deadline, async () =>
    notReadyOr(
      await parent.call('createEnhancedPdf', build, deadline),
      (a) => ({ done: true, value: json<{ pages?: unknown }>(a) }),
      409,
    ),
  );
  const buildMs = Date.now() - started;

  const pdf = expectStatus(await parent.call('getPdf', { bookId }, deadline), 200);
  const downloadMs = Date.now() - started - buildMs;
  await reader;
  let pages: number;
  const checking = Date.now();
  try {
    pages = await pdfPageCount(pdf.bytes);
  } catch (error) {
    throw new StepFailure(`POST /user/getPdf answered a file that is ${(error as Error).message}`);
  }
  const checkMs = Date.now() - checking;
  if (pages < 1 || (typeof built.pages === 'number' && built.pages !== pages))
    throw new StepFailure(`the PDF has ${pages} pages; createEnhancedPdf said ${String(built.pages)}`);

  const library = json<unknown[]>(expectStatus(await parent.call('createLibrary', {}, deadline), 200));
  const row = Array.isArray(library) ? library.find((r) => Array.isArray(r) && r[0] === bookId) : undefined;
  if (!Array.isArray(row) || Number(row[2]) !== 1)
    throw new StepFailure(
      `createLibrary does not list book ${bookId} as finished: ${JSON.stringify(row ?? null)}`,
    );
  const name =
    /filename="?([^";]+)/.exec(pdf.headers.get('content-disposition') ?? '')?.[1] ?? 'no file name';
  return `${name}: ${pages} pages, ${(pdf.bytes.length / 1e6).toFixed(1)} MB; built ${took(buildMs)}, downloaded ${took(downloadMs)}, parsed here ${took(checkMs)}`;
};
