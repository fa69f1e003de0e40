import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfShape } from '../../../emulators/src/printLab/fileCheck.js';
import { LULU_SIGNATURE_HEADER, signLuluPayload } from '../adapters/lulu/luluApi.js';
import { useApiApp } from '../testing/apiApp.js';
import { capturedLogs } from '../testing/logs.js';
import type { TestUser } from '../testing/authEmulator.js';
import { parent, post, printableBook, savedBook } from '../testing/books.js';
import { stripeWebhookHandler } from '../payments/index.js';
import {
  expireSession,
  payCheckout,
  refundEvent,
  sessionIdOf,
  signedStripeEvent,
  TEST_ADDRESS,
} from '../testing/payments.js';
import { TEST_LULU } from '../testing/testDeps.js';
import { PRINT_FILE_BLOBS, printFilesPath, type PrintFilesRecord } from './files/model.js';
import { JOB_MESSAGES, printJobsService } from './jobs.js';
import { printWebhookHandler } from './webhook.js';

const api = useApiApp();

let owner: TestUser;
let bookId: string;

/** Orders a printed copy of the book: its payment page's address. */
async function orderPage(user: TestUser, storyId: string): Promise<string> {
  const res = await post(api.app, user, 'print/calculate-cost', {
    proofChecked: true,
    storyId,
    shippingAddress: TEST_ADDRESS,
    shippingOption: 'Ground',
  });
  expect(res.status).toBe(200);
  return String(res.body);
}

/** Orders and pays a printed copy of the book on the Stripe stand-in, through the real webhook. */
async function paidOrder(user: TestUser, storyId: string): Promise<string> {
  return (await payCheckout(api.deps, await orderPage(user, storyId))).orderId as string;
}

const printJobsSent = () =>
  api.deps.printLab.requests.filter((r) => r.method === 'POST' && r.path === '/print-jobs/');

/** The order as its buyer sees it once the lab has checked the job it was sent (and said so). */
async function settledOrder(user: TestUser, storyId: string, orderId: string) {
  const { jobId } = (await api.deps.store.get(`printOrders/${orderId}`))?.job as { jobId: string };
  await api.deps.printLab.checked(jobId);
  return (await post(api.app, user, 'print/order', { storyId, orderId })).body;
}

const details = async (orderId: string) =>
  (await post(api.app, owner, 'print/order', { storyId: bookId, orderId })).body;

beforeAll(async () => {
  ({ owner, bookId } = await printableBook(api.app, api.deps));
});

describe('order processing: cover, print files, submission and tracking', () => {
  let orderId: string;

  it('chooses the cover among the book’s current pictures', async () => {
    orderId = await paidOrder(owner, bookId);
    expect((await post(api.app, owner, 'getCoverImage', { storyID: bookId })).body).toEqual({
      isSet: false,
      coverImageNum: null,
    });
    const { imageNumbers } = (await post(api.app, owner, 'getImageNumbers', { storyID: bookId })).body;
    expect(imageNumbers).toHaveLength(10);
    expect(imageNumbers[2]).toBe(`${bookId}_3`);

    const early = await post(api.app, owner, 'generateCoverPdf', { bookId });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('Please select a cover image first');
    const wrong = await post(api.app, owner, 'setCoverImage', { storyID: bookId, selectedImageNum: 11 });
    expect(wrong.status).toBe(400);

    const set = await post(api.app, owner, 'setCoverImage', {
      storyID: bookId,
      selectedImageNum: 3,
      selectedBookId: imageNumbers[2],
    });
    expect(set.status).toBe(200);
    expect((await post(api.app, owner, 'getCoverImage', { storyID: bookId })).body).toEqual({
      isSet: true,
      coverImageNum: 3,
    });
  });

  it('refuses to submit before both files exist', async () => {
    const res = await post(api.app, owner, 'print/submit-job', { storyId: bookId, orderId });
    expect(res.status).toBe(409);
    expect((await post(api.app, owner, 'getUserSubmittedStatus', { storyId: bookId, orderId })).status).toBe(
      404,
    );
  });

  it('builds a 32-page interior of 630 pt pages and a cover of the provider’s size on tasks', async () => {
    const interior = await post(api.app, owner, 'getPrintPdf', { bookId });
    expect(interior.status).toBe(202);
    expect(interior.body).toMatchObject({ exists: false, status: 'building' });
    const cover = await post(api.app, owner, 'generateCoverPdf', { bookId, coverImageNum: 3 });
    expect(cover.status).toBe(202);
    await api.deps.tasks.idle();

    const interiorStatus = (await post(api.app, owner, 'checkInnerFileStatus', { bookId })).body;
    expect(interiorStatus).toEqual({
      exists: true,
      status: 'ready',
      message: null,
      pages: 32,
      lowResolutionPages: [],
      build: expect.any(String),
    });
    expect((await post(api.app, owner, 'checkCoverPdfStatus', { bookId })).body).toMatchObject({
      exists: true,
    });

    const pdf = await post(api.app, owner, 'getPrintPdf', { bookId });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`StorySprout-${bookId}-interior.pdf`);
    const pages = (await pdfShape(pdf.body as Buffer)).pages;
    expect(pages).toHaveLength(32);
    for (const page of pages) expect(page).toEqual({ widthPt: 630, heightPt: 630 });

    const coverPdf = await post(api.app, owner, 'downloadCoverPdf', { bookId });
    expect(coverPdf.status).toBe(200);
    const expected = await api.deps.print!.coverDimensions(32, 'paperback');
    const [coverPage, ...more] = (await pdfShape(coverPdf.body as Buffer)).pages;
    expect(more).toHaveLength(0);
    expect(coverPage!.widthPt).toBeCloseTo(expected.widthPt, 1);
    expect(coverPage!.heightPt).toBeCloseTo(expected.heightPt, 1);
  });

  it("answers 404 for another user's book and order", async () => {
    const other = await parent(api.deps, 1);
    expect((await post(api.app, other, 'getPrintPdf', { bookId })).status).toBe(404);
    expect((await post(api.app, other, 'downloadCoverPdf', { bookId })).status).toBe(404);
    expect((await post(api.app, other, 'getCoverImage', { storyID: bookId })).status).toBe(404);
    expect((await post(api.app, other, 'print/submit-job', { storyId: bookId, orderId })).status).toBe(404);
    expect((await post(api.app, other, 'getUserSubmittedStatus', { storyId: bookId, orderId })).status).toBe(
      404,
    );
  });

  it('submits once however often it is asked, then follows the job to SHIPPED', async () => {
    const [first, second] = await Promise.all([
      post(api.app, owner, 'print/submit-job', { storyId: bookId, orderId }),
      post(api.app, owner, 'print/submit-job', { storyId: bookId, orderId }),
    ]);
    expect(first.body.success && second.body.success).toBe(true);
    const again = await post(api.app, owner, 'print/submit-job', { storyId: bookId, orderId });
    expect(again.body).toEqual({ success: true, message: 'This print order was already submitted.' });
    const jobs = printJobsSent();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.body).toMatchObject({
      external_id: orderId,
      shipping_level: 'GROUND_HD',
      shipping_address: { name: 'Ana Rivera', state_code: 'OR', postcode: '97201', country_code: 'US' },
      line_items: [
        {
          quantity: 1,
          title: 'Mia and the Moon',
          printable_normalization: { pod_package_id: '0850X0850.FC.STD.PB.080CW444.GXX' },
        },
      ],
    });
    expect((await post(api.app, owner, 'getUserSubmittedStatus', { storyId: bookId, orderId })).body).toEqual(
      {
        user_submitted: 1,
      },
    );

    // The lab fetches both files through their signed addresses and accepts them.
    const jobId = (await api.deps.store.get(`printOrders/${orderId}`))?.job as { jobId: string };
    await api.deps.printLab.checked(jobId.jobId);
    expect((await details(orderId)).status).toBe('PRODUCTION_DELAYED');
    for (let i = 0; i < 3; i++) await api.deps.printLab.advance(jobId.jobId);
    const shipped = await details(orderId);
    expect(shipped.status).toBe('SHIPPED');
    expect(shipped.tracking).toMatchObject({
      id: expect.stringMatching(/^LAB\d+/),
      carrier: 'StorySprout Lab Post',
    });
    // Paid before its files existed (no proof checked): not sent by itself, its buyer submitted it.
    expect(shipped.history.map((e: { status: string }) => e.status)).toEqual([
      'UNPAID',
      'PAID',
      'NOT_SENT',
      'CREATED',
      'PRODUCTION_DELAYED',
      'PRODUCTION_READY',
      'IN_PRODUCTION',
      'SHIPPED',
    ]);
    const [row] = (await post(api.app, owner, 'printOrders')).body;
    expect(row[3]).toBe('SHIPPED');
    expect(row[6]).toBe(shipped.tracking.url);
  });

  it('verifies the status webhook and ignores replays and older statuses', async () => {
    const order = (await api.deps.store.get(`printOrders/${orderId}`)) as { job: { jobId: string } };
    const event = (status: string) =>
      JSON.stringify({
        topic: 'PRINT_JOB_STATUS_CHANGED',
        data: { id: order.job.jobId, external_id: orderId, status: { name: status, messages: {} } },
      });
    const handle = printWebhookHandler(api.deps);
    const forged = await handle(
      Buffer.from(event('CANCELED')),
      signLuluPayload(event('CANCELED'), 'not the secret'),
    );
    expect(forged.status).toBe(400);
    const late = await handle(
      Buffer.from(event('IN_PRODUCTION')),
      signLuluPayload(event('IN_PRODUCTION'), TEST_LULU.secret),
    );
    expect(late.body).toEqual({ received: true, outcome: 'unchanged' });
    expect((await details(orderId)).status).toBe('SHIPPED');
    // Through HTTP the header name is Lulu's.
    expect(LULU_SIGNATURE_HEADER).toBe('Lulu-HMAC-SHA256');
  });

  it('accepts a well-signed status it does not follow (ERROR), records it once and keeps the order', async () => {
    const order = (await api.deps.store.get(`printOrders/${orderId}`)) as { job: { jobId: string } };
    const body = JSON.stringify({
      topic: 'PRINT_JOB_STATUS_CHANGED',
      data: {
        id: order.job.jobId,
        external_id: orderId,
        status: {
          name: 'ERROR',
          messages: { error: 'File processing failed' },
          changed: '2026-03-02T10:00:00Z',
        },
      },
    });
    const logs = capturedLogs();
    const handle = printWebhookHandler({ ...api.deps, logger: logs.logger });
    expect(await handle(Buffer.from(body), signLuluPayload(body, TEST_LULU.secret))).toEqual({
      status: 200,
      body: { received: true, outcome: 'recorded' },
    });
    // Lulu delivers again: answered 200 again, recorded once.
    expect((await handle(Buffer.from(body), signLuluPayload(body, TEST_LULU.secret))).body).toEqual({
      received: true,
      outcome: 'unchanged',
    });
    const stored = (await api.deps.store.get(`printOrders/${orderId}`)) as { providerEvents: unknown[] };
    expect(stored.providerEvents).toEqual([
      { reported: 'ERROR', at: '2026-03-02T10:00:00Z', message: 'File processing failed' },
    ]);
    expect((await details(orderId)).status).toBe('SHIPPED');
    expect(logs.entries()).toMatchObject([
      {
        severity: 'ALERT',
        message: expect.stringMatching(/^OPERATOR ALERT: print job .* reported status ERROR$/),
        jobId: order.job.jobId,
        orderId,
        status: 'ERROR',
        detail: 'File processing failed',
      },
    ]);
  });

  it('polls open jobs when webhooks were lost', async () => {
    await api.deps.store.update(`printOrders/${orderId}`, { status: 'IN_PRODUCTION', jobOpen: true });
    expect(await printJobsService(api.deps).pollOpenJobs()).toEqual({ checked: 1, changed: 1 });
    expect((await details(orderId)).status).toBe('SHIPPED');
    expect(await printJobsService(api.deps).pollOpenJobs()).toEqual({ checked: 0, changed: 0 });
  });

  it('shows why the lab rejected a file, and a rebuilt file goes through', async () => {
    // Spoil the ready interior: a one-page PDF where the 32 pages should be.
    const record = (await api.deps.store.get(printFilesPath(bookId))) as unknown as PrintFilesRecord;
    const coverBytes = (await api.deps.blobs.get(record.cover!.blob!))!.bytes;
    await api.deps.blobs.put(record.interior!.blob!, coverBytes, 'application/pdf');
    // Paid with its proof checked: sent by itself (with the spoilt file), then refused.
    const second = await paidOrder(owner, bookId);

    expect(
      (await post(api.app, owner, 'print/submit-job', { storyId: bookId, orderId: second })).body.success,
    ).toBe(true);
    const firstJob = ((await api.deps.store.get(`printOrders/${second}`))?.job as { jobId: string }).jobId;
    await api.deps.printLab.checked(firstJob);
    const rejected = await details(second);
    expect(rejected.status).toBe('REJECTED');
    expect(rejected.message).toBe('Interior has 1 pages; a paperback needs 32 to 800.');

    const rebuild = await post(api.app, owner, 'getPrintPdf', { bookId, rebuild: true });
    expect(rebuild.status).toBe(202);
    await api.deps.tasks.idle();
    expect((await post(api.app, owner, 'checkInnerFileStatus', { bookId })).body.exists).toBe(true);
    expect(await api.deps.blobs.exists(record.interior!.blob!)).toBe(false);
    expect(PRINT_FILE_BLOBS.file(bookId, 'interior', 'x')).toContain(`print/${bookId}/`);

    expect(
      (await post(api.app, owner, 'print/submit-job', { storyId: bookId, orderId: second })).body.success,
    ).toBe(true);
    const secondJob = ((await api.deps.store.get(`printOrders/${second}`))?.job as { jobId: string }).jobId;
    expect(secondJob).not.toBe(firstJob);
    await api.deps.printLab.checked(secondJob);
    expect((await details(second)).status).toBe('PRODUCTION_DELAYED');
  });

  it('never submits an order again once its job was canceled', async () => {
    const canceled = await paidOrder(owner, bookId);
    const submit = () => post(api.app, owner, 'print/submit-job', { storyId: bookId, orderId: canceled });
    expect((await submit()).body.success).toBe(true);
    const { jobId } = (await api.deps.store.get(`printOrders/${canceled}`))?.job as { jobId: string };
    const body = JSON.stringify({
      topic: 'PRINT_JOB_STATUS_CHANGED',
      data: { id: jobId, external_id: canceled, status: { name: 'CANCELED', messages: {} } },
    });
    const answer = await printWebhookHandler(api.deps)(
      Buffer.from(body),
      signLuluPayload(body, TEST_LULU.secret),
    );
    expect(answer.body.outcome).toBe('updated');
    expect((await submit()).body).toEqual({ success: true, message: JOB_MESSAGES.alreadySubmitted });
    expect(await api.deps.store.get(`printOrders/${canceled}`)).toMatchObject({
      status: 'CANCELED',
      job: { jobId },
    });
  });

  it('never submits a refunded order, and records the refund once', async () => {
    const page = await orderPage(owner, bookId);
    // Another cover after the proof was checked: the payment does not send this order by itself.
    expect((await post(api.app, owner, 'generateCoverPdf', { bookId, coverImageNum: 4 })).status).toBe(202);
    await api.deps.tasks.idle();
    const refunded = (await payCheckout(api.deps, page)).orderId as string;
    expect((await details(refunded)).status).toBe('NOT_SENT');
    const order = (await api.deps.store.get(`printOrders/${refunded}`)) as {
      paymentIntentId: string;
      totalCents: number;
    };
    expect(order.paymentIntentId).toMatch(/^pi_/);
    const stripe = stripeWebhookHandler(api.deps);
    const event = refundEvent(order.paymentIntentId, order.totalCents, order.totalCents);
    expect((await stripe(event.body, event.header)).body.outcome).toBe('reversed');
    expect((await stripe(event.body, event.header)).body.outcome).toBe('duplicate');
    const res = await post(api.app, owner, 'print/submit-job', { storyId: bookId, orderId: refunded });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(JOB_MESSAGES.refunded);
    expect(await api.deps.store.get(`printOrders/${refunded}`)).toMatchObject({
      refund: { status: 'refunded', refundedCents: order.totalCents },
      submitted: 0,
      job: null,
    });
    // The buyer sees it: in the list of orders and on the order's page.
    const rows = (await post(api.app, owner, 'printOrders')).body as unknown[][];
    expect(rows.find((row) => row[0] === refunded)?.[7]).toBe('refunded');
    expect((await details(refunded)).refund).toBe('refunded');
  });

  it('marks an unpaid order whose checkout expired, once', async () => {
    const res = await post(api.app, owner, 'print/calculate-cost', {
      proofChecked: true,
      storyId: bookId,
      shippingAddress: TEST_ADDRESS,
      shippingOption: 'Ground',
    });
    const sessionId = sessionIdOf(String(res.body));
    await expireSession(api.deps, sessionId);
    const { orderId: expired } = (await api.deps.payments.retrieveSession(sessionId))!.metadata;
    const stripe = stripeWebhookHandler(api.deps);
    const event = signedStripeEvent('checkout.session.expired', {
      id: sessionId,
      object: 'checkout.session',
    });
    expect((await stripe(event.body, event.header)).body.outcome).toBe('closed');
    expect((await stripe(event.body, event.header)).body.outcome).toBe('duplicate');
    expect(await api.deps.store.get(`printOrders/${expired}`)).toMatchObject({
      status: 'EXPIRED',
      stripePaid: 0,
    });
  });

  it('serves files only through unexpired signed addresses', async () => {
    const record = (await api.deps.store.get(printFilesPath(bookId))) as unknown as PrintFilesRecord;
    const url = new URL(await api.deps.blobs.signedUrl(record.cover!.blob!, 60));
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    url.searchParams.set('expires', String(Math.floor(Date.now() / 1000) + 3600));
    expect((await fetch(url)).status).toBe(403);
    expect((await request(api.app).get('/public/files/x?expires=1&signature=00')).status).toBe(403);
  });
});

describe('a paid order whose proof was checked goes to the printer by itself', () => {
  let storyId: string;
  let buyer: TestUser;

  beforeAll(async () => {
    buyer = await parent(api.deps, 1);
    ({ bookId: storyId } = await savedBook(api.app, api.deps, buyer, 'Leo Sails Away'));
    expect((await post(api.app, buyer, 'createPdf', { bookId: storyId })).status).toBe(200);
    // The proof: the cover chosen and both files built before paying.
    expect((await post(api.app, buyer, 'getPrintPdf', { bookId: storyId })).status).toBe(202);
    expect(
      (await post(api.app, buyer, 'generateCoverPdf', { bookId: storyId, coverImageNum: 2 })).status,
    ).toBe(202);
    await api.deps.tasks.idle();
  });

  it('is submitted once by the payment webhook, however often Stripe delivers it', async () => {
    const before = printJobsSent().length;
    const page = await orderPage(buyer, storyId);
    const orderId = (await payCheckout(api.deps, page)).orderId as string;
    const order = await settledOrder(buyer, storyId, orderId);
    expect(order).toMatchObject({ status: 'PRODUCTION_DELAYED', submitted: true });
    expect(order.history.map((e: { status: string }) => e.status)).toEqual([
      'UNPAID',
      'PAID',
      'CREATED',
      'PRODUCTION_DELAYED',
    ]);
    expect(printJobsSent()).toHaveLength(before + 1);
    expect(printJobsSent().at(-1)!.body).toMatchObject({ external_id: orderId });

    // The completed event delivered again, twice at once: nothing more goes to the printer.
    const event = signedStripeEvent('checkout.session.completed', {
      id: sessionIdOf(page),
      object: 'checkout.session',
      payment_status: 'paid',
    });
    const stripe = stripeWebhookHandler(api.deps);
    const answers = await Promise.all([stripe(event.body, event.header), stripe(event.body, event.header)]);
    for (const answer of answers)
      expect(answer.body).toMatchObject({ outcome: 'duplicate', submission: 'skipped' });
    expect(printJobsSent()).toHaveLength(before + 1);
    expect((await post(api.app, buyer, 'print/submit-job', { storyId, orderId })).body).toEqual({
      success: true,
      message: JOB_MESSAGES.alreadySubmitted,
    });
    expect(printJobsSent()).toHaveLength(before + 1);
  });

  it('says why when the printer refused it, and its buyer submits it again', async () => {
    const before = printJobsSent().length;
    vi.spyOn(api.deps.print!, 'createJob').mockRejectedValueOnce(
      new Error('The print lab is closed for the night'),
    );
    const orderId = await paidOrder(buyer, storyId);
    const order = (await post(api.app, buyer, 'print/order', { storyId, orderId })).body;
    expect(order).toMatchObject({ status: 'NOT_SENT', submitted: false });
    expect(order.message).toContain(JOB_MESSAGES.providerRefused);
    // The reason as a code the web words in the buyer's language (issue 45).
    expect(order.notSentCode).toBe('printer_refused');
    expect(printJobsSent()).toHaveLength(before);

    expect((await post(api.app, buyer, 'print/submit-job', { storyId, orderId })).body).toEqual({
      success: true,
      message: JOB_MESSAGES.submitted,
    });
    expect(await settledOrder(buyer, storyId, orderId)).toMatchObject({
      status: 'PRODUCTION_DELAYED',
      submitted: true,
    });
    expect(printJobsSent()).toHaveLength(before + 1);
  });

  it('sends an order whose sending stopped half-way once its claim is stale (the poll)', async () => {
    const before = printJobsSent().length;
    vi.spyOn(api.deps.print!, 'createJob').mockRejectedValueOnce(new Error('The instance went down'));
    const orderId = await paidOrder(buyer, storyId);
    // As a webhook instance that died mid-way leaves it: paid, sending claimed, no job.
    const paidAt = new Date(api.deps.clock.now().getTime() - 10 * 60_000).toISOString();
    await api.deps.store.update(`printOrders/${orderId}`, { status: 'PAID', paidAt, submitting: paidAt });
    expect((await post(api.app, buyer, 'print/order', { storyId, orderId })).body.status).toBe('PAID');

    await printJobsService(api.deps).pollOpenJobs();
    expect(await settledOrder(buyer, storyId, orderId)).toMatchObject({
      status: 'PRODUCTION_DELAYED',
      submitted: true,
    });
    expect(printJobsSent()).toHaveLength(before + 1);
    // Asked again, nothing more is sent.
    await printJobsService(api.deps).pollOpenJobs();
    expect(printJobsSent()).toHaveLength(before + 1);
  });
});
