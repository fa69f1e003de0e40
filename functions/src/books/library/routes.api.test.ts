import { describe, expect, it } from 'vitest';
import { BASIC_REDO_LIMIT, EDITOR_REDO_LIMIT } from '../../contract/library.js';
import { useApiApp } from '../../testing/apiApp.js';
import { countImageXObjects, normalise, parsePdf } from '../../pdf/testing/fixtures.js';
import { REDO_MESSAGES } from '../../contract/library.js';
import { CALL_LIMITS } from '../../shared/callLimits.js';
import type { TestUser } from '../../testing/authEmulator.js';
import { parent, post, savedBook } from '../../testing/books.js';

const api = useApiApp();

/** A redo from the basic review screen, as it sends it (with a description, or none). */
const reviewRedo = (user: TestUser, bookId: string, index: number, reDoPrompt = '') =>
  post(api.app, user, 'reDoImage', { bookId, index, reDoPrompt, useLora: false });

describe('POST /user/createLibrary', () => {
  it('lists saved books newest first with title, generatedPdf and creator', async () => {
    const user = await parent(api.deps, 3);
    expect((await post(api.app, user, 'createLibrary')).body).toEqual([]);
    const first = await savedBook(api.app, api.deps, user, 'First Book');
    api.deps.clock.advance(1000);
    const second = await savedBook(api.app, api.deps, user, 'Second Book');
    const draft = await post(api.app, user, 'create', {
      storyType: 'Enhanced',
      gender: 'boy',
      mainChrName: 'Leo',
      moralValue: 'courage',
      appearanceValue: 'fair_blond',
    });
    expect(draft.status).toBe(200);
    await api.deps.tasks.idle();
    const rows = (await post(api.app, user, 'createLibrary')).body;
    expect(rows).toEqual([
      [second.bookId, 'Second Book', 0, 'Pat Parent'],
      [first.bookId, 'First Book', 0, 'Pat Parent'],
    ]);
    const other = await parent(api.deps);
    expect((await post(api.app, other, 'createLibrary')).body).toEqual([]);
  });
});

describe('redo and selection', () => {
  it('redoes a page from a new description, draws it in the background, and selects it', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    expect((await post(api.app, user, 'getCounter', { bookId })).body).toBe(0);

    const redo = await post(api.app, user, 'reDoEnhancedImage', {
      bookId,
      legend: 'Mia flies a red kite with a yellow tail on a snowy hill',
      legendIndex: 2,
    });
    expect(redo.status).toBe(200);
    expect(redo.body).toEqual({ updatedCounter: 1, updatedBookId: `${bookId}_3_1` });
    await api.deps.tasks.idle();
    const image = await post(api.app, user, 'imageOutput', { bookId: `${bookId}_3_1` }).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const original = await post(api.app, user, 'imageOutput', { bookId: `${bookId}_3` }).buffer(true);
    expect(Buffer.compare(image.body as Buffer, original.body as Buffer)).not.toBe(0);

    const legends = (await post(api.app, user, 'getlegends', { bookId })).body as unknown[];
    expect((legends[3] as string[])[2]).toBe('Mia flies a red kite with a yellow tail on a snowy hill');
    expect(legends[4]).toEqual([1]);

    expect(
      (await post(api.app, user, 'saveSelectedImageNumber', { bookId, imageId: `${bookId}_3_1` })).body,
    ).toEqual({ saved: true });
    const after = (await post(api.app, user, 'getlegends', { bookId })).body as unknown[];
    expect((after[7] as string[])[2]).toBe(`${bookId}_3_1`);
    expect((after[7] as string[])[0]).toBe(`${bookId}_1`);

    const again = await post(api.app, user, 'reDoEssentialImage', {
      bookId,
      legend: 'Mia and her kite at sunset',
      legendIndex: 2,
    });
    expect(again.body).toEqual({ updatedCounter: 2, updatedBookId: `${bookId}_3_2` });
    await api.deps.tasks.idle();
  });

  it('refuses a redo without a description (plain text for reDoEnhancedImage)', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    const plain = await post(api.app, user, 'reDoEnhancedImage', { bookId, legend: '  ', legendIndex: 0 });
    expect(plain.status).toBe(400);
    expect(plain.type).toBe('text/plain');
    expect(plain.text).toBe(REDO_MESSAGES.noDescription);
    expect(plain.headers['x-error-code']).toBe('invalid_request');
    const json = await post(api.app, user, 'reDoEssentialImage', { bookId, legend: '', legendIndex: 0 });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ error: REDO_MESSAGES.noDescription, code: 'invalid_request' });
    expect((await post(api.app, user, 'getCounter', { bookId })).body).toBe(0);
  });

  it('refuses a redo description with a refused word (400, plain text for reDoEnhancedImage), spending nothing', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    const refused = /^Please Try Again: the description contains inappropriate language/;
    const basic = await reviewRedo(user, bookId, 1, 'a shit kite');
    expect(basic.status).toBe(400);
    expect(basic.body).toEqual({ error: expect.stringMatching(refused), code: 'inappropriate_words' });
    const essential = await post(api.app, user, 'reDoEssentialImage', {
      bookId,
      legend: 'shit',
      legendIndex: 1,
    });
    expect(essential.status).toBe(400);
    const enhanced = await post(api.app, user, 'reDoEnhancedImage', {
      bookId,
      legend: 'shit',
      legendIndex: 1,
    });
    expect(enhanced.status).toBe(400);
    expect(enhanced.text).toMatch(refused);
    expect((await post(api.app, user, 'getCounter', { bookId })).body).toBe(0);
  });

  it(`stops the basic review screen at ${BASIC_REDO_LIMIT} and the editors at ${EDITOR_REDO_LIMIT}`, async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    for (let i = 0; i < BASIC_REDO_LIMIT; i++) {
      expect((await reviewRedo(user, bookId, i)).status).toBe(200);
    }
    const refused = await reviewRedo(user, bookId, 5);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(REDO_MESSAGES.limit(BASIC_REDO_LIMIT));
    for (let i = BASIC_REDO_LIMIT; i < EDITOR_REDO_LIMIT; i++) {
      expect(
        (
          await post(api.app, user, 'reDoEssentialImage', {
            bookId,
            legend: `Mia page ${i}`,
            legendIndex: i % 10,
          })
        ).status,
      ).toBe(200);
    }
    const editorRefused = await post(api.app, user, 'reDoEnhancedImage', {
      bookId,
      legend: 'one more',
      legendIndex: 1,
    });
    expect(editorRefused.status).toBe(403);
    expect(editorRefused.text).toBe(REDO_MESSAGES.limit(EDITOR_REDO_LIMIT));
    expect((await post(api.app, user, 'getCounter', { bookId })).body).toBe(EDITOR_REDO_LIMIT);
    await api.deps.tasks.idle();
  });

  it('20 concurrent redos on a book with one left make exactly one image', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    await api.deps.store.update(`books/${bookId}`, { redosUsed: EDITOR_REDO_LIMIT - 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(api.app, user, 'reDoEssentialImage', { bookId, legend: `Try ${i}`, legendIndex: 4 }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(19);
    await api.deps.tasks.idle();
    const redoImages = (await api.deps.blobs.list(`books/${bookId}/images/`)).filter((p) =>
      /_5_\d+\./.test(p),
    );
    expect(redoImages).toHaveLength(1);
  });

  it('refuses to select an image that is not drawn or not of this book', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    expect(
      (await post(api.app, user, 'saveSelectedImageNumber', { bookId, imageId: `${bookId}_2_7` })).status,
    ).toBe(404);
    expect(
      (await post(api.app, user, 'saveSelectedImageNumber', { bookId, imageId: `1700000000000_2` })).status,
    ).toBe(400);
    expect(
      (await post(api.app, user, 'saveSelectedImageNumber', { bookId, imageId: 'nonsense' })).status,
    ).toBe(400);
  });

  it("answers 404 for another user's book on every call", async () => {
    const owner = await parent(api.deps);
    const other = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, owner);
    for (const [path, body] of [
      ['getCounter', { bookId }],
      ['reDoImage', { bookId, index: 0, reDoPrompt: 'x', useLora: false }],
      ['reDoEssentialImage', { bookId, legend: 'x', legendIndex: 0 }],
      ['saveSelectedImageNumber', { bookId, imageId: `${bookId}_1` }],
      ['createPdf', { bookId }],
      ['getPdf', { bookId }],
    ] as const) {
      expect((await post(api.app, other, path, body)).status, path).toBe(404);
    }
    const plain = await post(api.app, other, 'reDoEnhancedImage', { bookId, legend: 'x', legendIndex: 0 });
    expect(plain.status).toBe(404);
    expect((await post(api.app, owner, 'getCounter', { bookId })).body).toBe(0);
  });

  it('answers 400 for bad redo bodies', async () => {
    const user = await parent(api.deps);
    expect((await post(api.app, user, 'reDoImage', { bookId: '1767225600000', index: 10 })).status).toBe(400);
    expect(
      (
        await post(api.app, user, 'reDoEssentialImage', {
          bookId: '1767225600000',
          legend: 'x',
          legendIndex: -1,
        })
      ).status,
    ).toBe(400);
    expect((await post(api.app, user, 'reDoEssentialImage', { legend: 'x', legendIndex: 1 })).status).toBe(
      400,
    );
  });
});

describe('the PDF book', () => {
  it('builds from the selected images, lists the book as finished and downloads it named after its title', async () => {
    const user = await parent(api.deps);
    const { bookId, paragraphs } = await savedBook(api.app, api.deps, user, 'Mia Flies a Kite');
    await post(api.app, user, 'reDoEnhancedImage', {
      bookId,
      legend: 'Mia waves from a hilltop',
      legendIndex: 0,
    });
    await api.deps.tasks.idle();
    await post(api.app, user, 'saveSelectedImageNumber', { bookId, imageId: `${bookId}_1_1` });

    const built = await post(api.app, user, 'createEnhancedPdf', {
      bookId,
      userQuerySelectedImagesArray: [],
      counter: 1,
      imageNumArray: [],
    });
    expect(built.status).toBe(200);
    expect(built.body).toEqual({ bookId, generatedPdf: 1, pages: 22 });
    expect((await post(api.app, user, 'createLibrary')).body).toEqual([
      [bookId, 'Mia Flies a Kite', 1, 'Pat Parent'],
    ]);

    const file = await post(api.app, user, 'getPdf', { bookId }).buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Mia-Flies-a-Kite.pdf"');
    const pdf = file.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(8 * 1024 * 1024);
    const parsed = await parsePdf(pdf);
    expect(parsed.pages).toBe(22);
    expect(normalise(parsed.text)).toContain('Mia Flies a Kite');
    for (const paragraph of paragraphs) expect(normalise(parsed.text)).toContain(normalise(paragraph));
    expect(countImageXObjects(pdf)).toBeGreaterThanOrEqual(10);

    // Building again is harmless.
    expect((await post(api.app, user, 'createPdf', { bookId })).status).toBe(200);
    expect((await post(api.app, user, 'getCounter', { bookId })).body).toBe(1);
  }, 60_000);

  it('waits for every selected image, and 404s before the first build', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    expect((await post(api.app, user, 'getPdf', { bookId })).status).toBe(404);
    const book = (await api.deps.store.get(`books/${bookId}`)) as {
      pages: { status: string; blob: string | null }[];
    };
    await api.deps.store.update(`books/${bookId}`, {
      pages: book.pages.map((p, i) => (i === 9 ? { status: 'pending', blob: null } : p)),
    });
    const res = await post(api.app, user, 'createPdf', { bookId });
    expect(res.status).toBe(409);
    expect((await post(api.app, user, 'createLibrary')).body[0][2]).toBe(0);
  });

  it('answers the PDF of an unchanged book without building it again; a changed book builds', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user, 'Built Once');
    const builtAt = async () =>
      ((await api.deps.store.get(`books/${bookId}`))?.pdf as { builtAt: string }).builtAt;
    const first = await post(api.app, user, 'createPdf', { bookId });
    expect(first.body).toEqual({ bookId, generatedPdf: 1, pages: 22 });
    const firstBuild = await builtAt();
    api.deps.clock.advance(60_000);
    expect((await post(api.app, user, 'createPdf', { bookId })).body).toEqual(first.body);
    expect(await builtAt()).toBe(firstBuild);

    // Another picture chosen for page 2: the PDF is built again, and shows it.
    await post(api.app, user, 'reDoEnhancedImage', { bookId, legend: 'Mia on a swing', legendIndex: 1 });
    await api.deps.tasks.idle();
    expect(
      (await post(api.app, user, 'saveSelectedImageNumber', { bookId, imageId: `${bookId}_2_1` })).status,
    ).toBe(200);
    expect((await post(api.app, user, 'createPdf', { bookId })).status).toBe(200);
    expect(await builtAt()).not.toBe(firstBuild);
  }, 30_000);

  it(`builds ${CALL_LIMITS.pdfBuilds.perHour} changed PDFs an hour, then answers 429 with Retry-After`, async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user, 'Often Changed');
    const hour = 3_600_000;
    api.deps.clock.set(new Date((Math.floor(api.deps.clock.now().getTime() / hour) + 1) * hour));
    const retitle = async (title: string) => {
      const book = (await api.deps.store.get(`books/${bookId}`)) as { story: Record<string, unknown> };
      await api.deps.store.update(`books/${bookId}`, { story: { ...book.story, title } as never });
    };
    for (let i = 1; i <= CALL_LIMITS.pdfBuilds.perHour; i++) {
      await retitle(`Often Changed ${i}`);
      expect((await post(api.app, user, 'createPdf', { bookId })).status).toBe(200);
    }
    // The unchanged book still answers its PDF: reuse does not count.
    expect((await post(api.app, user, 'createPdf', { bookId })).status).toBe(200);
    await retitle('Changed Once More');
    api.deps.clock.advance(15 * 60_000);
    const refused = await post(api.app, user, 'createPdf', { bookId });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(45 * 60));
    expect(refused.body.error).toBe('You have built 10 PDFs in the last hour. Try again in 45 minutes.');
    // The last PDF built is still there; another person is not limited by this one.
    expect((await post(api.app, user, 'getPdf', { bookId })).status).toBe(200);
    const other = await parent(api.deps);
    const { bookId: theirs } = await savedBook(api.app, api.deps, other);
    expect((await post(api.app, other, 'createPdf', { bookId: theirs })).status).toBe(200);
    // The next hour builds again.
    api.deps.clock.advance(45 * 60_000);
    expect((await post(api.app, user, 'createPdf', { bookId })).status).toBe(200);
  }, 60_000);
});
