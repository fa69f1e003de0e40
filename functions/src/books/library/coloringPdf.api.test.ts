import { beforeAll, describe, expect, it } from 'vitest';
import { pdfShape } from '../../../../emulators/src/printLab/fileCheck.js';
import { colourReport } from '../../pdf/testing/greyscale.js';
import { normalise, parsePdf } from '../../pdf/testing/fixtures.js';
import { useApiApp } from '../../testing/apiApp.js';
import type { TestUser } from '../../testing/authEmulator.js';
import { avatarBody, parent, post, savedBook } from '../../testing/books.js';

const api = useApiApp();

let owner: TestUser;
let classic: { bookId: string; paragraphs: string[] };
let coloring: { bookId: string; paragraphs: string[] };

const pdfBuildsOf = async (user: TestUser) =>
  ((await api.deps.store.get(`rateLimits/${user.uid}`))?.pdfBuilds as { count?: number } | undefined)
    ?.count ?? 0;

beforeAll(async () => {
  owner = await parent(api.deps, 2);
  classic = await savedBook(api.app, api.deps, owner, 'Mia and the Red Kite');
  const created = await post(api.app, owner, 'create', { ...avatarBody, artStyle: 'coloring' });
  expect(created.status).toBe(200);
  const bookId = (created.body as { bookId: string }).bookId;
  await api.deps.tasks.idle();
  // The offline storyteller writes English only: the parent's Spanish words stand in for a
  // Gemini story, and the book is marked Spanish as such a book is.
  const paragraphs = Array.from(
    { length: 10 },
    (_, i) => `Página ${i + 1}: ¡Mía y la cigüeña pintan el mar! Ça va, Jürgen? Sí, señor.`,
  );
  const book = await api.deps.store.get(`books/${bookId}`);
  await api.deps.store.update(`books/${bookId}`, {
    inputs: { ...(book?.inputs as Record<string, string>), language: 'es' },
  });
  expect(
    (await post(api.app, owner, 'saveStory', { bookId, storyTitle: 'Mía pinta el mar', paragraphs })).status,
  ).toBe(200);
  await api.deps.tasks.idle();
  coloring = { bookId, paragraphs };
});

describe('POST /user/createColoringPdf', () => {
  it.each([
    ['letter', 612, 792],
    ['a4', 595, 842],
  ] as const)('answers ten %s sheets of line art with the story beneath', async (paper, w, h) => {
    const res = await post(api.app, owner, 'createColoringPdf', { storyId: classic.bookId, paper }).buffer(
      true,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `StorySprout-${classic.bookId}-coloring-${paper}.pdf`,
    );
    const pdf = res.body as Buffer;
    const pages = (await pdfShape(pdf)).pages;
    expect(pages).toHaveLength(10);
    for (const page of pages) {
      expect(page.widthPt).toBeCloseTo(w, 0);
      expect(page.heightPt).toBeCloseTo(h, 0);
    }
    const { text } = await parsePdf(pdf);
    for (const paragraph of classic.paragraphs) expect(text).toContain(normalise(paragraph));
    expect(colourReport(pdf)).toEqual({ images: 10, colourImages: 0, colourOperators: [] });
  });

  it('prints a coloring-style book in its own language, Letter when no paper is named', async () => {
    const res = await post(api.app, owner, 'createColoringPdf', { storyId: coloring.bookId }).buffer(true);
    expect(res.status).toBe(200);
    const pdf = res.body as Buffer;
    expect((await pdfShape(pdf)).pages[0]).toEqual({ widthPt: 612, heightPt: 792 });
    const { text } = await parsePdf(pdf);
    for (const paragraph of coloring.paragraphs) expect(text).toContain(normalise(paragraph));
    expect(pdf.toString('latin1')).toContain('/Lang (es)');
  });

  it('answers the same file without building or counting while the book is unchanged', async () => {
    const before = await pdfBuildsOf(owner);
    const first = await post(api.app, owner, 'createColoringPdf', {
      storyId: classic.bookId,
      paper: 'a4',
    }).buffer(true);
    const again = await post(api.app, owner, 'createColoringPdf', {
      storyId: classic.bookId,
      paper: 'a4',
    }).buffer(true);
    expect((again.body as Buffer).equals(first.body as Buffer)).toBe(true);
    expect(await pdfBuildsOf(owner)).toBe(before);
  });

  it('refuses a bad paper size with a 400 and another parent’s book with a 404', async () => {
    const bad = await post(api.app, owner, 'createColoringPdf', { storyId: classic.bookId, paper: 'legal' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('paper must be one of letter, a4');
    expect((await post(api.app, owner, 'createColoringPdf', { paper: 'a4' })).status).toBe(400);
    const other = await parent(api.deps, 1);
    expect(
      (await post(api.app, other, 'createColoringPdf', { storyId: classic.bookId, paper: 'a4' })).status,
    ).toBe(404);
  });
});
