import { describe, expect, it } from 'vitest';
import { normalise, parsePdf } from '../../pdf/testing/fixtures.js';
import { useApiApp } from '../../testing/apiApp.js';
import { parent, post, savedBook } from '../../testing/books.js';

const api = useApiApp();

describe('the reading-mode edition of the PDF (issue 44)', () => {
  it('builds beside the usual PDF, downloads under its own name, and is reused while unchanged', async () => {
    const user = await parent(api.deps);
    const { bookId, paragraphs } = await savedBook(api.app, api.deps, user, 'Mia Reads Along');
    // Nothing built yet: the edition is not there to download.
    expect((await post(api.app, user, 'getPdf', { bookId, readingMode: true })).status).toBe(404);

    const built = await post(api.app, user, 'createEnhancedPdf', { bookId, readingMode: true });
    expect(built.status).toBe(200);
    expect(built.body).toEqual({ bookId, generatedPdf: 1, pages: 22 });
    // The usual PDF is a file of its own, still to be built; the book is not finished by this.
    expect((await post(api.app, user, 'getPdf', { bookId })).status).toBe(404);
    expect((await post(api.app, user, 'createLibrary')).body[0][2]).toBe(0);

    const file = await post(api.app, user, 'getPdf', { bookId, readingMode: true }).buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="Mia-Reads-Along-reading-mode.pdf"',
    );
    const pdf = file.body as Buffer;
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+AtkinsonHyperlegible-Bold/);
    expect(raw).not.toContain('Fredoka');
    const parsed = await parsePdf(pdf);
    expect(parsed.text).toContain('Mia Reads Along');
    for (const paragraph of paragraphs) expect(parsed.text).toContain(normalise(paragraph));

    // The usual edition keeps its own face and name.
    expect((await post(api.app, user, 'createPdf', { bookId })).status).toBe(200);
    const usual = await post(api.app, user, 'getPdf', { bookId }).buffer(true);
    expect(usual.headers['content-disposition']).toBe('attachment; filename="Mia-Reads-Along.pdf"');
    expect((usual.body as Buffer).toString('latin1')).toContain('Fredoka');

    // Unchanged: answered from the file already built.
    const builtAt = async () =>
      ((await api.deps.store.get(`books/${bookId}`))?.readingPdf as { builtAt: string }).builtAt;
    const first = await builtAt();
    api.deps.clock.advance(60_000);
    expect((await post(api.app, user, 'createPdf', { bookId, readingMode: true })).status).toBe(200);
    expect(await builtAt()).toBe(first);
  }, 60_000);

  it('refuses a readingMode that is not true or false, and another parent’s book', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    const refused = await post(api.app, user, 'createPdf', { bookId, readingMode: 'yes' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/readingMode must be true or false/);
    expect((await post(api.app, user, 'getPdf', { bookId, readingMode: 1 })).status).toBe(400);
    expect((await api.deps.store.get(`books/${bookId}`))?.readingPdf).toBeUndefined();

    const other = await parent(api.deps);
    expect((await post(api.app, other, 'createPdf', { bookId, readingMode: true })).status).toBe(404);
    expect((await post(api.app, other, 'getPdf', { bookId, readingMode: true })).status).toBe(404);
  }, 60_000);
});
