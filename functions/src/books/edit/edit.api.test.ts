import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import type { PurchasesResponse } from '../../contract/payments.js';
import { UPDATE_BOOK_MESSAGES } from '../../contract/bookEdits.js';
import { useApiApp } from '../../testing/apiApp.js';
import type { TestUser } from '../../testing/authEmulator.js';
import { avatarBody, parent, post, savedBook } from '../../testing/books.js';
import { paidPrintOrder } from '../../testing/payments.js';

const api = useApiApp();

const NEW_WORDS = 'Mia flew her kite over the purple hills and waved to Grandma.';

async function pdfText(bytes: Buffer): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: bytes });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
}

const paidOrder = (user: TestUser, bookId: string) => paidPrintOrder(api.app, api.deps, user, bookId);

async function buildPrintFiles(user: TestUser, bookId: string) {
  expect((await post(api.app, user, 'getPrintPdf', { bookId })).status).toBe(202);
  expect((await post(api.app, user, 'generateCoverPdf', { bookId, coverImageNum: 1 })).status).toBe(202);
  await api.deps.tasks.idle();
  return (await api.deps.store.get(`printFiles/${bookId}`)) as Record<
    string,
    { build: string; status: string }
  >;
}

describe('fixing a saved book (updateBook)', () => {
  it('renames it and changes its words at no credit, pictures kept, PDF built again with the new words', async () => {
    const user = await parent(api.deps);
    const { bookId, paragraphs } = await savedBook(api.app, api.deps, user, 'Mia and the Red Kite');
    expect((await post(api.app, user, 'createPdf', { bookId })).status).toBe(200);
    const before = await api.deps.store.get(`books/${bookId}`);
    const oldPdf = before?.pdf as { inputs: string };

    const edited = [NEW_WORDS, ...paragraphs.slice(1)];
    const res = await post(api.app, user, 'updateBook', {
      bookId,
      storyTitle: '  Mia and the Purple Hills ',
      paragraphs: edited,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      storyTitle: 'Mia and the Purple Hills',
      paragraphs: edited,
      dedication: null,
    });

    expect((await post(api.app, user, 'getNumCredits')).body).toBe(0);
    const rows = (await post(api.app, user, 'createLibrary')).body as unknown[][];
    expect(rows[0]?.slice(0, 2)).toEqual([bookId, 'Mia and the Purple Hills']);
    const after = await api.deps.store.get(`books/${bookId}`);
    // The pictures, their choice and their legends are as drawn.
    expect(after?.selected).toEqual(before?.selected);
    expect(after?.images).toEqual(before?.images);
    expect((after?.story as { legends: unknown }).legends).toEqual(
      (before?.story as { legends: unknown }).legends,
    );
    expect((after?.pdf as { inputs: string }).inputs).not.toBe(oldPdf.inputs);

    const pdf = await post(api.app, user, 'getPdf', { bookId }).buffer(true);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('purple hills');
    expect(text).toContain('Mia and the Purple Hills');
  });

  it('sets and clears the dedication as setDedication does', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    const set = await post(api.app, user, 'updateBook', { bookId, dedication: 'For Mia, with love' });
    expect(set.body.dedication).toBe('For Mia, with love');
    expect((await post(api.app, user, 'libraryDetails')).body[0].dedication).toBe('For Mia, with love');
    const cleared = await post(api.app, user, 'updateBook', { bookId, dedication: '' });
    expect(cleared.body.dedication).toBeNull();
  });

  it('refuses bad words and bad bodies with a 400, changing nothing', async () => {
    const user = await parent(api.deps);
    const { bookId, paragraphs } = await savedBook(api.app, api.deps, user, 'Kite Day');
    const before = await api.deps.store.get(`books/${bookId}`);
    const cases: [object, RegExp][] = [
      [{ bookId, storyTitle: 'Shit Day' }, /inappropriate word \("shit"\)/i],
      [{ bookId, paragraphs: ['That shit kite', ...paragraphs.slice(1)] }, /inappropriate word/],
      [{ bookId, dedication: 'For you, shit' }, /dedication contains inappropriate language/],
      [{ bookId }, new RegExp(UPDATE_BOOK_MESSAGES.nothing.replace(/\./g, '\\.'))],
      [{ bookId, storyTitle: '   ' }, /Please provide a story title/],
      [{ bookId, storyTitle: 'x'.repeat(121) }, /at most 120 characters/],
      [{ bookId, paragraphs: paragraphs.slice(1) }, /exactly 10 paragraphs/],
      [{ bookId, paragraphs: ['', ...paragraphs.slice(1)] }, /all story paragraphs have content/],
      [{ bookId, paragraphs: ['x'.repeat(2001), ...paragraphs.slice(1)] }, /at most 2000 characters/],
      [{ bookId, dedication: 'x'.repeat(141) }, /at most 140 characters/],
      [{ bookId: 'abc', storyTitle: 'Fine' }, /bookId/],
    ];
    for (const [body, message] of cases) {
      const res = await post(api.app, user, 'updateBook', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { error: string }).error, JSON.stringify(body)).toMatch(message);
    }
    expect(await api.deps.store.get(`books/${bookId}`)).toEqual(before);
  });

  it("answers 404 for another parent's book and 409 for a book not saved yet", async () => {
    const owner = await parent(api.deps);
    const other = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, owner, 'Kite Day');
    expect((await post(api.app, other, 'updateBook', { bookId, storyTitle: 'Mine Now' })).status).toBe(404);
    expect((await post(api.app, owner, 'createLibrary')).body[0][1]).toBe('Kite Day');

    const draft = await post(api.app, other, 'create', avatarBody);
    await api.deps.tasks.idle();
    const res = await post(api.app, other, 'updateBook', { bookId: draft.body.bookId, storyTitle: 'Early' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: UPDATE_BOOK_MESSAGES.notSaved, code: 'book_not_saved' });
  });

  it('builds the book’s print files again, and leaves the copies a submitted order sent as they were', async () => {
    const user = await parent(api.deps, 2);
    const open = await savedBook(api.app, api.deps, user, 'Open Order');
    const sent = await savedBook(api.app, api.deps, user, 'Sent Order');
    for (const { bookId } of [open, sent])
      expect((await post(api.app, user, 'createPdf', { bookId })).status).toBe(200);
    await paidOrder(user, open.bookId);
    const sentOrder = await paidOrder(user, sent.bookId);
    const openFiles = await buildPrintFiles(user, open.bookId);
    const sentFiles = await buildPrintFiles(user, sent.bookId);
    const submitted = await post(api.app, user, 'print/submit-job', {
      storyId: sent.bookId,
      orderId: sentOrder,
    });
    expect(submitted.body.success).toBe(true);

    for (const { bookId, paragraphs } of [open, sent]) {
      const res = await post(api.app, user, 'updateBook', {
        bookId,
        paragraphs: [NEW_WORDS, ...paragraphs.slice(1)],
      });
      expect(res.status).toBe(200);
    }
    await api.deps.tasks.idle();
    for (const [{ bookId }, before] of [
      [open, openFiles],
      [sent, sentFiles],
    ] as const) {
      const rebuilt = (await api.deps.store.get(`printFiles/${bookId}`)) as typeof openFiles;
      for (const slot of ['interior', 'cover']) {
        expect(rebuilt[slot]?.status).toBe('ready');
        expect(rebuilt[slot]?.build).not.toBe(before[slot]?.build);
      }
      const interior = await post(api.app, user, 'getPrintPdf', { bookId }).buffer(true);
      expect(await pdfText(interior.body as Buffer)).toContain('purple hills');
    }

    // What the printer fetches for the submitted order is its own copy, taken at submission.
    const copy = await api.deps.blobs.get(
      `print/${sent.bookId}/orders/${sentOrder}/interior.${sentFiles.interior?.build}.pdf`,
    );
    expect(copy).not.toBeNull();
    expect(await pdfText(Buffer.from(copy!.bytes))).not.toContain('purple hills');
  });
});

describe('deleting one book (deleteBook)', () => {
  it('erases the book, its pictures, PDF, share link and print files; a paid order stays without its title or recipient', async () => {
    const user = await parent(api.deps, 2);
    const kept = await savedBook(api.app, api.deps, user, 'Kept Book');
    const { bookId } = await savedBook(api.app, api.deps, user, 'Gone Book');
    expect((await post(api.app, user, 'createPdf', { bookId })).status).toBe(200);
    const url = (await post(api.app, user, 'shareBook', { bookId })).body.url as string;
    const token = new URL(url).pathname.replace(/^\/s\//, '');
    const orderId = await paidOrder(user, bookId);
    await buildPrintFiles(user, bookId);
    expect((await api.deps.blobs.list(`books/${bookId}/`)).length).toBeGreaterThan(0);

    const res = await post(api.app, user, 'deleteBook', { bookId });
    expect(res.status).toBe(204);

    const rows = (await post(api.app, user, 'createLibrary')).body as unknown[][];
    expect(rows.map((row) => row[0])).toEqual([kept.bookId]);
    expect(await api.deps.blobs.list(`books/${bookId}/`)).toEqual([]);
    expect(await api.deps.blobs.list(`print/${bookId}/`)).toEqual([]);
    expect(await api.deps.store.get(`printFiles/${bookId}`)).toBeNull();
    expect((await request(api.app).get(`/public/sharedBook?token=${token}`)).status).toBe(404);
    expect((await post(api.app, user, 'getPdf', { bookId })).status).toBe(404);
    // The paid order was never sent to the printer (and now never can be): it stays for
    // accounting and the purchase history, without the title or the recipient.
    const order = await api.deps.store.get(`printOrders/${orderId}`);
    expect(order).toMatchObject({
      storyTitle: '',
      bookDeleted: true,
      recipientErased: true,
      orderKey: null,
      stripePaid: 1,
      uid: user.uid,
      status: 'NOT_SENT',
    });
    expect(order?.address).toEqual({ stateCode: 'OR', countryCode: 'US' });
    expect(JSON.stringify(order)).not.toMatch(/Ana Rivera|Maple|Portland|97201|555-0147|Gone Book/);
    const history = (await post(api.app, user, 'purchases')).body as PurchasesResponse;
    expect(history.printOrders).toEqual([
      expect.objectContaining({ orderId, title: '', bookDeleted: true, amountCents: order?.totalCents }),
    ]);
    // Deleting again: the book is gone.
    expect((await post(api.app, user, 'deleteBook', { bookId })).status).toBe(404);
  });

  it('lets an order at the printer ship to its address, then erases the recipient; the history keeps it', async () => {
    api.deps.clock.advance(60_000);
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user, 'Parcel Day');
    expect((await post(api.app, user, 'createPdf', { bookId })).status).toBe(200);
    const orderId = await paidOrder(user, bookId);
    await buildPrintFiles(user, bookId);
    expect((await post(api.app, user, 'print/submit-job', { storyId: bookId, orderId })).body.success).toBe(
      true,
    );
    const { jobId } = (await api.deps.store.get(`printOrders/${orderId}`))?.job as { jobId: string };
    await api.deps.printLab.checked(jobId);
    await api.deps.printLab.advance(jobId); // PRODUCTION_READY: at the printer

    expect((await post(api.app, user, 'deleteBook', { bookId })).status).toBe(204);
    const atPrinter = await api.deps.store.get(`printOrders/${orderId}`);
    expect(atPrinter).toMatchObject({ storyTitle: '', bookDeleted: true, jobOpen: true });
    expect(atPrinter?.recipientErased).toBeUndefined();
    expect(atPrinter?.address).toMatchObject({ name: 'Ana Rivera', street1: '12 Maple Street' });

    const enqueue = vi.spyOn(api.deps.tasks, 'enqueue');
    await api.deps.printLab.advance(jobId); // IN_PRODUCTION
    expect((await api.deps.store.get(`printOrders/${orderId}`))?.recipientErased).toBeUndefined();
    await api.deps.printLab.advance(jobId); // SHIPPED
    const shipped = await api.deps.store.get(`printOrders/${orderId}`);
    expect(shipped).toMatchObject({
      status: 'SHIPPED',
      jobOpen: false,
      recipientErased: true,
      uid: user.uid,
    });
    expect(shipped?.address).toEqual({ stateCode: 'OR', countryCode: 'US' });
    expect(JSON.stringify(shipped)).not.toMatch(/Ana Rivera|Maple|Portland|97201|555-0147|Parcel Day/);
    // The shipped email still goes, naming the book in general words.
    expect(enqueue).toHaveBeenCalledWith(
      'sendEmail',
      expect.objectContaining({
        email: expect.objectContaining({ kind: 'printShipped', orderId, title: null }),
      }),
      expect.anything(),
    );
    enqueue.mockRestore();

    // The parent's history: 'Deleted book' with its amount, status and tracking link.
    const tracking = (shipped?.tracking as { url: string }).url;
    const history = (await post(api.app, user, 'purchases')).body as PurchasesResponse;
    expect(history.printOrders).toEqual([
      expect.objectContaining({
        orderId,
        title: '',
        bookDeleted: true,
        status: 'SHIPPED',
        amountCents: shipped?.totalCents,
        trackingUrl: tracking,
      }),
    ]);
    const [row] = (await post(api.app, user, 'printOrders')).body as unknown[][];
    expect(row?.slice(0, 4)).toEqual([orderId, bookId, '', 'SHIPPED']);
    // The webhook delivered again changes nothing more.
    await api.deps.printLab.advance(jobId);
    expect(await api.deps.store.get(`printOrders/${orderId}`)).toEqual(shipped);
  });

  it("answers 404 for another parent's book and leaves it whole", async () => {
    // Book ids are creation times: on the test's still clock the deleted book's id would be
    // taken again, and its tasks (keyed by book id) count as delivered already.
    api.deps.clock.advance(60_000);
    const owner = await parent(api.deps);
    const other = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, owner, 'Kite Day');
    expect((await post(api.app, other, 'deleteBook', { bookId })).status).toBe(404);
    expect((await post(api.app, other, 'deleteBook', { bookId: 'nope' })).status).toBe(400);
    expect((await post(api.app, owner, 'createLibrary')).body[0][0]).toBe(bookId);
    expect((await api.deps.blobs.list(`books/${bookId}/`)).length).toBeGreaterThan(0);
  });
});
