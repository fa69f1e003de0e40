import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { GIFT_CODE_NOT_FOUND } from '../contract/gifts.js';
import { creditsService } from '../credits/index.js';
import { emailsTo } from '../../../emulators/src/mailCatcher.js';
import { payCheckout as payOnHostedPage } from '../../../emulators/src/stripeStandIn/pay.js';
import { post } from '../testing/api.js';
import { createTestUser, type TestUser } from '../testing/authEmulator.js';
import { mailTestEnv, useMailCatcher } from '../testing/mail.js';
import {
  applyPromotionCode,
  payCheckout,
  paymentIntentOf,
  payWhileWebhookDown,
  refundOnStandIn,
  sessionIdOf,
} from '../testing/payments.js';
import { until } from '../testing/poll.js';
import { createTestDeps, type TestDeps } from '../testing/testDeps.js';
import { reconcilePayments } from '../payments/index.js';
import { WRONG_CODE_LIMITS } from '../shared/wrongCodeLimiter.js';
import { sendDueGiftEmails } from './schedule.js';

const mail = useMailCatcher();
let deps: TestDeps;
let app: Express;

beforeAll(async () => {
  deps = await createTestDeps(mailTestEnv(mail.catcher().smtpPort));
  app = createApp(deps);
});
afterAll(() => deps?.cleanup());

/** A registered account, as the web registers one after sign-up (usersInfo). */
async function account(name = 'Gran Giver'): Promise<TestUser> {
  const user = await createTestUser({ emailVerified: true, displayName: name });
  expect((await post(app, user, 'usersInfo', { name })).status).toBe(200);
  return user;
}

const gifts = async (user: TestUser) =>
  (await post(app, user, 'gifts')).body.gifts as Record<string, unknown>[];
const balance = async (user: TestUser) => Number((await post(app, user, 'getNumCredits')).body);
const recipientEmail = () => `kid-${Math.random().toString(16).slice(2)}@example.com`;

/** A gift bought and paid on the stand-in; answers its code and the payment page. */
async function boughtGift(buyer: TestUser, body: Record<string, unknown> = {}) {
  const res = await post(app, buyer, 'giftCheckout', { quantity: 2, recipientName: 'Mia', ...body });
  expect(res.status).toBe(200);
  await payCheckout(deps, res.body.url);
  await deps.tasks.idle();
  const gift = (await gifts(buyer)).find((g) => g.giftId === res.body.giftId);
  return { url: res.body.url as string, giftId: res.body.giftId as string, code: gift?.code as string, gift };
}

describe('POST /user/giftCheckout', () => {
  it('refuses bad input with a clear 400 and records nothing', async () => {
    const buyer = await account();
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ quantity: 0, recipientName: 'Mia' }, /quantity/],
      [{ quantity: 11, recipientName: 'Mia' }, /quantity/],
      [{ quantity: 2 }, /recipientName/],
      [{ quantity: 2, recipientName: '   ' }, /recipientName/],
      [{ quantity: 2, recipientName: 'Mia', recipientEmail: 'not-an-email' }, /recipientEmail/],
      [{ quantity: 2, recipientName: 'Mia', message: 'x'.repeat(301) }, /message/],
      [{ quantity: 2, recipientName: 'Mia', sendOn: '2026-02-01' }, /past/],
      [{ quantity: 2, recipientName: 'Mia', sendOn: '2027-06-01' }, /year/],
      [{ quantity: 2, recipientName: 'Mia', sendOn: '2026-02-31' }, /real date/],
      [{ quantity: 2, recipientName: 'Mia', sendOn: 'tomorrow' }, /sendOn/],
      [{ quantity: 2, recipientName: 'Mia', message: 'You are a shit' }, /inappropriate/],
    ];
    for (const [body, message] of bad) {
      const res = await post(app, buyer, 'giftCheckout', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    expect(await gifts(buyer)).toEqual([]);
  });

  it('answers a payment page for the digital price times the quantity, the gift pending till paid', async () => {
    const buyer = await account();
    const res = await post(app, buyer, 'giftCheckout', { quantity: 3, recipientName: 'Leo', sendOn: '' });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^http/);
    const session = await deps.payments.retrieveSession(sessionIdOf(res.body.url));
    expect(session).toMatchObject({ amountTotalCents: 1500, metadata: { kind: 'gift', quantity: '3' } });
    expect(await gifts(buyer)).toEqual([
      expect.objectContaining({
        state: 'pending',
        quantity: 3,
        recipientName: 'Leo',
        code: null,
        sendOn: null,
      }),
    ]);
    // Another account sees none of it.
    expect(await gifts(await account('Other'))).toEqual([]);
  });
});

describe('a paid gift', () => {
  it('gets one code however often the webhook comes, and emails the buyer and the recipient', async () => {
    const buyer = await account();
    const to = recipientEmail();
    const { url, code, gift } = await boughtGift(buyer, { recipientEmail: to, message: 'Happy birthday!' });
    expect(code).toMatch(/^SPRT(-[A-Z2-9]{4}){4}$/);
    expect(gift).toMatchObject({
      state: 'sent',
      quantity: 2,
      recipientEmail: to,
      message: 'Happy birthday!',
    });
    // Paying again sends the completed event again: still one gift, the same code.
    await payOnHostedPage(url);
    await deps.stripe.idle();
    await deps.tasks.idle();
    expect(await gifts(buyer)).toEqual([expect.objectContaining({ code, state: 'sent' })]);

    const [received] = await until('the recipient email', async () => {
      const found = await emailsTo(mail.catcher().inboxUrl, to);
      return found.length > 0 && found;
    });
    expect(received!.subject).toMatch(/Gran Giver gave you 2 stories/);
    expect(received!.text).toContain(code);
    expect(received!.text).toContain('Happy birthday!');
    expect(received!.text).toMatch(/Have a gift code\?/);
    const receipts = await until('the receipt', async () => {
      const found = (await emailsTo(mail.catcher().inboxUrl, buyer.email)).filter((e) =>
        /gift/.test(e.subject),
      );
      return found.length > 0 && found;
    });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(code);
    expect((await emailsTo(mail.catcher().inboxUrl, to)).length).toBe(1);
  });

  it('waits for its chosen day, then the daily sweep sends it once', async () => {
    const buyer = await account();
    const to = recipientEmail();
    const { giftId, gift } = await boughtGift(buyer, { recipientEmail: to, sendOn: '2026-03-20' });
    expect(gift).toMatchObject({ state: 'ready', sendOn: '2026-03-20' });
    expect(await sendDueGiftEmails(deps)).toMatchObject({ queued: 0 });
    const before = deps.clock.now();
    deps.clock.set(new Date('2026-03-20T07:00:00Z'));
    try {
      expect(await sendDueGiftEmails(deps)).toMatchObject({ queued: 1 });
      expect(await sendDueGiftEmails(deps)).toMatchObject({ queued: 0 });
      await deps.tasks.idle();
    } finally {
      deps.clock.set(before);
    }
    expect((await gifts(buyer)).find((g) => g.giftId === giftId)).toMatchObject({ state: 'sent' });
    await until(
      'the scheduled email',
      async () => (await emailsTo(mail.catcher().inboxUrl, to)).length === 1,
    );
  });

  it('is issued by reconciliation when its webhook never arrived, once', async () => {
    const buyer = await account();
    const res = await post(app, buyer, 'giftCheckout', { quantity: 1, recipientName: 'Zoe' });
    await payWhileWebhookDown(deps, res.body.url);
    expect((await gifts(buyer))[0]).toMatchObject({ state: 'pending' });
    expect((await reconcilePayments(deps)).giftsIssued).toBe(1);
    expect((await gifts(buyer))[0]).toMatchObject({ state: 'ready', code: expect.stringMatching(/^SPRT/) });
    expect((await reconcilePayments(deps)).giftsIssued).toBe(0);
  });

  it('takes a promotion code: the discounted charge is accepted', async () => {
    const buyer = await account();
    const res = await post(app, buyer, 'giftCheckout', { quantity: 2, recipientName: 'Ava' });
    expect(await applyPromotionCode(res.body.url, 'NOPE')).toBe(400);
    expect(await applyPromotionCode(res.body.url, 'welcome10')).toBe(303);
    const session = await deps.payments.retrieveSession(sessionIdOf(res.body.url));
    expect(session).toMatchObject({ amountTotalCents: 900, discountCents: 100 });
    await payCheckout(deps, res.body.url);
    expect((await gifts(buyer))[0]).toMatchObject({ state: 'ready', code: expect.stringMatching(/^SPRT/) });
  });
});

describe('POST /user/redeemGift', () => {
  it('adds the credits with a ledger entry once; a used or unknown code answers 404', async () => {
    const buyer = await account();
    const { code, giftId } = await boughtGift(buyer);
    const kid = await account('New Parent');
    // Typed loosely: lower case, no dashes.
    const res = await post(app, kid, 'redeemGift', { code: code.toLowerCase().replaceAll('-', ' ') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ credits: 2, balance: 3 });
    expect(await balance(kid)).toBe(3);
    const ledger = await creditsService(deps).ledger(kid.uid);
    expect(ledger.at(-1)).toMatchObject({ reason: 'gift', amount: 2, balanceAfter: 3, reference: giftId });

    const again = await post(app, kid, 'redeemGift', { code });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(GIFT_CODE_NOT_FOUND);
    expect((await post(app, buyer, 'redeemGift', { code: 'SPRT-AAAA-BBBB-CCCC-DDDD' })).status).toBe(404);
    expect((await post(app, kid, 'redeemGift', {})).status).toBe(400);
    expect(await balance(kid)).toBe(3);
    expect((await gifts(buyer))[0]).toMatchObject({ state: 'redeemed', redeemedAt: expect.any(String) });
  });

  it('lets the buyer redeem their own gift (given by hand)', async () => {
    const buyer = await account();
    const { code } = await boughtGift(buyer, { quantity: 1 });
    expect((await post(app, buyer, 'redeemGift', { code })).body).toEqual({ credits: 1, balance: 2 });
  });

  it('of two redemptions at once, exactly one wins', async () => {
    const buyer = await account();
    const { code } = await boughtGift(buyer);
    const [a, b] = [await account('A'), await account('B')];
    const answers = await Promise.all([
      post(app, a, 'redeemGift', { code }),
      post(app, b, 'redeemGift', { code }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await balance(a)) + (await balance(b))).toBe(1 + 1 + 2);
  });

  it('limits wrong codes per account: over the limit even the right code waits', async () => {
    const buyer = await account();
    const { code } = await boughtGift(buyer);
    const guesser = await account('Guesser');
    for (let i = 0; i < WRONG_CODE_LIMITS.perAccount; i += 1)
      expect(
        (await post(app, guesser, 'redeemGift', { code: `SPRT-AAAA-BBBB-CCCC-DDD${i + 2}` })).status,
      ).toBe(404);
    const limited = await post(app, guesser, 'redeemGift', { code });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many gift codes/);
    expect(limited.body).toMatchObject({ code: 'too_many_wrong_codes', codeKind: 'gift' });
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(await balance(guesser)).toBe(1);
    // Someone else still redeems it.
    expect((await post(app, await account('Fine'), 'redeemGift', { code })).status).toBe(200);
  });
});

describe('a refunded gift', () => {
  it('voids an unredeemed code', async () => {
    const buyer = await account();
    const { code, url, giftId } = await boughtGift(buyer);
    const intent = await paymentIntentOf(deps, sessionIdOf(url));
    expect((await refundOnStandIn(deps, intent)).status).toBe(200);
    expect((await gifts(buyer)).find((g) => g.giftId === giftId)).toMatchObject({
      state: 'voided',
      code: null,
    });
    expect((await post(app, await account('Late'), 'redeemGift', { code })).status).toBe(404);
  });

  it('keeps a redeemed one redeemed: the credits stay with the recipient', async () => {
    const buyer = await account();
    const { code, url, giftId } = await boughtGift(buyer);
    const kid = await account('Kid');
    expect((await post(app, kid, 'redeemGift', { code })).status).toBe(200);
    const intent = await paymentIntentOf(deps, sessionIdOf(url));
    expect((await refundOnStandIn(deps, intent)).status).toBe(200);
    expect((await gifts(buyer)).find((g) => g.giftId === giftId)).toMatchObject({ state: 'redeemed' });
    expect(await balance(kid)).toBe(3);
    const stored = await deps.store.get(`gifts/${giftId}`);
    expect(stored).toMatchObject({ reversal: { kind: 'refund', afterRedemption: true } });
  });
});

describe('promotion codes on credits', () => {
  it('grants a checkout paid with a discount, recording it', async () => {
    const buyer = await account();
    const res = await post(app, buyer, 'checkoutSession', { productId: 1, quantity: 2 });
    expect(await applyPromotionCode(String(res.body), 'FRIEND5')).toBe(303);
    const session = await deps.payments.retrieveSession(sessionIdOf(String(res.body)));
    expect(session).toMatchObject({ amountTotalCents: 500, discountCents: 500 });
    await payCheckout(deps, String(res.body));
    expect(await balance(buyer)).toBe(3);
    expect(await deps.store.get(`payments/${sessionIdOf(String(res.body))}`)).toMatchObject({
      status: 'granted',
      price: 500,
      discountCents: 500,
      expectedCents: 1000,
    });
  });
});
