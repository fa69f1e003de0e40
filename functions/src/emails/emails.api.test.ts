import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, rawEmail } from '../../../emulators/src/mailCatcher.js';
import { createApp } from '../app.js';
import { queueDefinitions } from '../queues.js';
import type { TaskPayload } from '../ports/taskQueue.js';
import type { TestUser } from '../testing/authEmulator.js';
import { avatarBody, paragraphsOf, parent, post, savedBook } from '../testing/books.js';
import { mailTestEnv, useMailCatcher } from '../testing/mail.js';
import { paidPrintOrder, payCheckout, payWhileWebhookDown, signedStripeEvent } from '../testing/payments.js';
import { reconcilePayments, stripeWebhookHandler } from '../payments/index.js';
import { until } from '../testing/poll.js';
import { createTestDeps, type TestDeps } from '../testing/testDeps.js';
import { EMAIL_QUEUES } from './model.js';
import { sentEmailPath } from './tasks.js';

/**
 * The emails over real SMTP: the SMTP adapter sends to a mail catcher (maildev) on a local port,
 * and the tests read its inbox through its REST API, as a person reads theirs.
 */
const mail = useMailCatcher();
let deps: TestDeps;
let app: Express;
let owner: TestUser;

beforeAll(async () => {
  deps = await createTestDeps(mailTestEnv(mail.catcher().smtpPort));
  app = createApp(deps);
  owner = await parent(deps, 1);
});
afterAll(() => deps?.cleanup());

const inbox = (address = owner.email) => emailsTo(mail.catcher().inboxUrl, address);
const withSubject = async (subject: RegExp, address = owner.email) =>
  (await inbox(address)).filter((e) => subject.test(e.subject));

async function buyCredits(user: TestUser) {
  const res = await post(app, user, 'checkoutSession', { productId: 1, quantity: 1 });
  expect(res.status).toBe(200);
  await payCheckout(deps, String(res.body));
}

const balance = async (user: TestUser) => Number((await post(app, user, 'getNumCredits')).body);

/** One delivery of a sendEmail task, as Cloud Tasks would deliver it (again). */
const deliver = (payload: TaskPayload, attempt = 1) =>
  queueDefinitions(deps)[EMAIL_QUEUES.sendEmail.name]!.handler(payload, { attempt, isLastAttempt: false });

describe('emails over SMTP', () => {
  it('sends the receipt for credits once, even when its task is delivered again', async () => {
    await buyCredits(owner);
    const [receipt] = await until('the receipt', async () => {
      const found = await withSubject(/receipt/);
      return found.length > 0 && found;
    });
    expect(receipt!.text).toMatch(/story credits? (is|are) in your account/);
    expect(receipt!.text).toContain('$');
    expect(receipt!.html).not.toMatch(/<img/i);
    await deps.tasks.idle();
    // The same email delivered twice more, one after the other and at once: nothing more goes out.
    const sessionKey = (await deps.store.query('payments', { where: [['uid', '==', owner.uid]] }))[0]!.id;
    const payload = {
      key: `creditsReceipt:${sessionKey}`,
      to: owner.email,
      email: {
        kind: 'creditsReceipt',
        sessionId: sessionKey,
        itemName: 'Digital Storybook',
        quantity: 1,
        credits: 1,
        amountCents: 500,
        currency: 'usd',
        paidAt: '2026-03-01T12:00:00.000Z',
      },
    } as TaskPayload;
    await deliver(payload, 2);
    await Promise.allSettled([deliver(payload, 3), deliver(payload, 3)]);
    expect(await withSubject(/receipt/)).toHaveLength(1);
    expect(await inbox()).toHaveLength(1);
  });

  it('sends one email when two deliveries of a new task race: the other retries and finds it sent', async () => {
    const payload = {
      key: 'storyReady:race-test',
      to: owner.email,
      email: { kind: 'storyReady', bookId: 'b', title: 'Race Day' },
    } as TaskPayload;
    const results = await Promise.allSettled([deliver(payload), deliver(payload)]);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    await until('the story-ready email', async () => (await withSubject(/Race Day/)).length === 1);
    // The retry of a delivery that found it being sent: done, nothing sent.
    await deliver(payload, 2);
    expect(await withSubject(/Race Day/)).toHaveLength(1);
    expect((await deps.store.get(sentEmailPath('storyReady:race-test')))?.status).toBe('sent');
  });

  it('delays the receipt while the mail server is down, never the purchase', async () => {
    const buyer = await parent(deps, 0);
    const port = mail.catcher().smtpPort;
    await mail.stop();
    try {
      await buyCredits(buyer);
      // The credits are there at once; the email's task keeps failing and retrying.
      expect(await balance(buyer)).toBeGreaterThan(0);
      const sessionId = (await deps.store.query('payments', { where: [['uid', '==', buyer.uid]] }))[0]!.id;
      const record = await until('a failed attempt', async () => {
        const sent = await deps.store.get(sentEmailPath(`creditsReceipt:${sessionId}`));
        return sent?.status === 'failed' && sent;
      });
      expect(record.attempts).toBeGreaterThanOrEqual(1);
    } finally {
      await mail.restart(port);
    }
    const receipts = await until('the late receipt', async () => {
      const found = await withSubject(/receipt/, buyer.email);
      return found.length > 0 && found;
    });
    await deps.tasks.idle();
    expect(receipts).toHaveLength(1);
    expect(await withSubject(/receipt/, buyer.email)).toHaveLength(1);
  });

  it('sends the receipt of credits that reconciliation granted once: the late webhook sends no second', async () => {
    const buyer = await parent(deps, 0);
    const res = await post(app, buyer, 'checkoutSession', { productId: 1, quantity: 2 });
    expect(res.status).toBe(200);
    const sessionId = await payWhileWebhookDown(deps, String(res.body));
    expect(await balance(buyer)).toBe(0);

    const counts = await reconcilePayments(deps);
    expect(counts.granted).toBe(1);
    expect(await balance(buyer)).toBe(2);
    const [receipt] = await until('the reconciled receipt', async () => {
      const found = await withSubject(/receipt/, buyer.email);
      return found.length > 0 && found;
    });
    expect(receipt!.text).toContain('2 story credits are in your account');
    expect(receipt!.text).toContain(sessionId);

    // Reconciliation again, then the webhook that was lost arrives after all: one receipt.
    expect((await reconcilePayments(deps)).granted).toBe(0);
    const late = signedStripeEvent('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
    });
    expect((await stripeWebhookHandler(deps)(late.body, late.header)).body).toMatchObject({
      outcome: 'duplicate',
    });
    await deps.tasks.idle();
    expect(await withSubject(/receipt/, buyer.email)).toHaveLength(1);
    expect(await balance(buyer)).toBe(2);
  });

  it('confirms the newsletter by email before storing the address, and unsubscribes in one click (RFC 8058)', async () => {
    const address = 'reader.one@example.com';
    expect((await request(app).post('/public/subscribeNewsletter').send({ email: address })).body).toEqual({
      confirmationSent: true,
    });
    expect(
      await deps.store.query('newsletterSubscribers', { where: [['email', '==', address]] }),
    ).toHaveLength(0);
    const [confirm] = await until('the confirmation email', async () => {
      const found = await withSubject(/confirm/i, address);
      return found.length > 0 && found;
    });
    const link = /https:\/\/storysprout\.test\/newsletter\/confirm\?token=([^\s]+)/.exec(confirm!.text ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    expect((await request(app).post('/public/confirmNewsletter').send({ token })).body).toEqual({
      subscribed: true,
    });
    expect(
      await deps.store.query('newsletterSubscribers', { where: [['email', '==', address]] }),
    ).toHaveLength(1);

    const [welcome] = await until('the welcome email', async () => {
      const found = await withSubject(/Welcome/, address);
      return found.length > 0 && found;
    });
    const source = await rawEmail(mail.catcher().inboxUrl, welcome!.id);
    // Long headers come folded onto a second line (RFC 5322).
    const header = /^List-Unsubscribe:\s+<([^>]+)>/m.exec(source);
    expect(header).not.toBeNull();
    expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // What a mail client's unsubscribe button sends (RFC 8058): a form POST, no cookies.
    const oneClick = new URL(header![1]!);
    expect(oneClick.pathname).toBe('/public/unsubscribeNewsletter');
    const res = await request(app)
      .post(`${oneClick.pathname}${oneClick.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unsubscribed: true });
    expect(
      await deps.store.query('newsletterSubscribers', { where: [['email', '==', address]] }),
    ).toHaveLength(0);
    // A forged token changes nothing and says so.
    const forged = await request(app).post(
      `/public/unsubscribeNewsletter?token=${'c'.repeat(64)}.${'d'.repeat(32)}`,
    );
    expect(forged.status).toBe(200); // no such subscriber: already unsubscribed
    expect((await request(app).post('/public/unsubscribeNewsletter?token=nope')).status).toBe(400);
  });

  it('confirms a print order, then sends the shipped email with its tracking link once', async () => {
    const buyer = await parent(deps, 1);
    const { bookId } = await savedBook(app, deps, buyer, 'Mia and the Moon');
    expect((await post(app, buyer, 'createPdf', { bookId })).status).toBe(200);
    const orderId = await paidPrintOrder(app, deps, buyer, bookId);
    const [confirmation] = await until('the order confirmation', async () => {
      const found = await withSubject(/is ordered/, buyer.email);
      return found.length > 0 && found;
    });
    expect(confirmation!.text).toContain(orderId);

    await post(app, buyer, 'setCoverImage', { storyID: bookId, selectedImageNum: 2 });
    await post(app, buyer, 'getPrintPdf', { bookId });
    await post(app, buyer, 'generateCoverPdf', { bookId, coverImageNum: 2 });
    await deps.tasks.idle();
    expect((await post(app, buyer, 'print/submit-job', { storyId: bookId, orderId })).body.success).toBe(
      true,
    );
    const { jobId } = (await deps.store.get(`printOrders/${orderId}`))?.job as { jobId: string };
    await deps.printLab.checked(jobId);
    for (let i = 0; i < 3; i++) await deps.printLab.advance(jobId);
    const order = (await post(app, buyer, 'print/order', { storyId: bookId, orderId })).body;
    expect(order.status).toBe('SHIPPED');
    // The lab reports SHIPPED again (a redelivered webhook): still one email.
    await deps.printLab.advance(jobId);
    const [shipped] = await until('the shipped email', async () => {
      const found = await withSubject(/has shipped/, buyer.email);
      return found.length > 0 && found;
    });
    await deps.tasks.idle();
    expect(shipped!.text).toContain(`Track your parcel: ${order.tracking.url}`);
    expect(shipped!.html).toContain(`href="${order.tracking.url}"`);
    expect(await withSubject(/has shipped/, buyer.email)).toHaveLength(1);
    expect(await withSubject(/is ordered/, buyer.email)).toHaveLength(1);
  });

  it('tells the person their account is deleted, at the address it had', async () => {
    const leaving = await parent(deps, 1);
    expect((await post(app, leaving, 'deleteAccount', { email: leaving.email })).status).toBe(202);
    const [gone] = await until('the account-deleted email', async () => {
      const found = await withSubject(/account is deleted/, leaving.email);
      return found.length > 0 && found;
    });
    expect(gone!.text).toMatch(/everything in it/);
    await deps.tasks.idle();
    expect(await inbox(leaving.email)).toHaveLength(1);
  });

  it("writes the email in the account's language: a Spanish receipt, a German goodbye", async () => {
    const spanish = await parent(deps, 1);
    expect((await post(app, spanish, 'interfaceLanguage', { language: 'es' })).body).toEqual({
      language: 'es',
    });
    await buyCredits(spanish);
    const [receipt] = await until('the Spanish receipt', async () => {
      const found = await inbox(spanish.email);
      return found.length > 0 && found;
    });
    expect(receipt!.subject).toBe('Tu recibo de StorySprout');
    expect(receipt!.text).toMatch(/^Gracias por tu compra\n/);
    expect(receipt!.text).toContain('Tu crédito para un cuento ya está en tu cuenta');
    expect(receipt!.text).not.toMatch(/Thank you|your account/);
    expect(receipt!.html).toContain('<html lang="es">');

    const german = await parent(deps, 1);
    await post(app, german, 'interfaceLanguage', { language: 'de' });
    expect((await post(app, german, 'deleteAccount', { email: german.email })).status).toBe(202);
    const [gone] = await until('the German goodbye', async () => {
      const found = await inbox(german.email);
      return found.length > 0 && found;
    });
    expect(gone!.subject).toBe('Ihr StorySprout-Konto ist gelöscht');
    expect(gone!.text).toContain('Ihre Bücher, Figuren und Fotos, sind gelöscht');
  });

  it('tells a parent who left the page that the story is ready, and not one who watched it being drawn', async () => {
    const away = await parent(deps, 1);
    await savedBook(app, deps, away, 'Off to Bed, Bo');
    const [ready] = await until('the story-ready email', async () => {
      const found = await withSubject(/Off to Bed, Bo/, away.email);
      return found.length > 0 && found;
    });
    expect(ready!.subject).toBe('“Off to Bed, Bo” is ready to read');
    expect(ready!.text).toContain('https://storysprout.test/library');
    expect(ready!.html).not.toMatch(/<img|\.png/i);

    // This parent's page asks for a page while the pictures are drawn: no email.
    const watching = await parent(deps, 1);
    const created = await post(app, watching, 'create', avatarBody);
    const { bookId } = created.body as { bookId: string };
    await deps.tasks.idle();
    const text = await post(app, watching, 'enhancedTextOutput', { bookId });
    const release = deps.tasks.hold('illustratePage');
    const paragraphs = paragraphsOf((text.body as { story: string }).story);
    expect(
      (await post(app, watching, 'saveStory', { bookId, storyTitle: 'Watched Pot', paragraphs })).status,
    ).toBe(200);
    expect((await post(app, watching, 'imageOutput', { bookId: `${bookId}_1` })).status).toBe(404);
    release();
    await deps.tasks.idle();
    expect((await post(app, watching, 'imageOutput', { bookId: `${bookId}_10` })).status).toBe(200);
    expect(await inbox(watching.email)).toHaveLength(0);
  });
});
