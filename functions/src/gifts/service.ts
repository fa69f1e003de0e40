import { randomBytes } from 'node:crypto';
import { accountsService } from '../accounts/index.js';
import {
  GIFT_CODE_NOT_FOUND,
  type GiftCheckoutRequest,
  type GiftCheckoutResponse,
  type GiftsResponse,
  type RedeemGiftResponse,
} from '../contract/gifts.js';
import { CURRENCY, DIGITAL_STORYBOOK_ID, priceOf, subtotalOf } from '../contract/pricing.js';
import { creditsService } from '../credits/index.js';
import type { DocData } from '../ports/documentStore.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { Conflict, Invalid, NotFound } from '../shared/domainErrors.js';
import { giftCodeAttempts } from './attempts.js';
import { giftCodeHash, normalizeGiftCode } from './code.js';
import { giftCodePath, giftPath, GIFTS_COLLECTION, stateOf, type GiftRecord } from './record.js';
import { sendOnProblem } from './sendOn.js';

/** The metadata kind of a gift's Checkout Session: the webhook sends it to gifts' fulfilment. */
export const GIFT_KIND = 'gift';
export const GIFT_ITEM_NAME = 'Gift: Digital Storybook';
export const ACCOUNT_NOT_READY = 'Your account is still being set up. Try the code again in a moment.';
/** Checkout's pricing moment, on the session for the webhook's check (payments' key). */
export const PRICED_AT_KEY = 'pricedAt';

export function giftsService(deps: Pick<Deps, 'store' | 'clock' | 'settings' | 'payments' | 'moderator'>) {
  const { store, clock, settings, payments, moderator } = deps;
  const accounts = accountsService(deps);
  const credits = creditsService(deps);

  return {
    /**
     * POST /user/giftCheckout: records the gift as pending and makes its Checkout Session at the
     * digital price now (the sale included) times the quantity. Each call is its own gift.
     */
    async checkout(caller: Caller, request: GiftCheckoutRequest): Promise<GiftCheckoutResponse> {
      const now = clock.now();
      const sendOn = request.sendOn ?? null;
      const dateProblem = sendOn ? sendOnProblem(sendOn, now) : null;
      if (dateProblem) throw new Invalid(dateProblem);
      const words = [request.recipientName, ...(request.message ? [request.message] : [])];
      const verdict = await moderator.check(words);
      if (!verdict.ok)
        throw new Invalid(
          `Please choose other words: the name or message contains inappropriate language (${verdict.offending.join(', ')}).`,
        );
      const price = priceOf(DIGITAL_STORYBOOK_ID, now, settings.sale, settings.saleTimezone);
      if (!price) throw new NotFound('Product not found', 'product_not_found');
      const expectedCents = subtotalOf(price, request.quantity).totalCents;
      const giftId = randomBytes(12).toString('hex');
      const record: GiftRecord = {
        buyerUid: caller.uid,
        status: 'pending',
        quantity: request.quantity,
        recipientName: request.recipientName,
        recipientEmail: request.recipientEmail ?? null,
        message: request.message ?? null,
        sendOn,
        code: null,
        codeHash: null,
        sessionId: null,
        paymentIntentId: null,
        amountCents: 0,
        discountCents: 0,
        expectedCents,
        pricedAt: now.toISOString(),
        emailStatus: 'none',
        emailQueuedAt: null,
        redeemedBy: null,
        redeemedAt: null,
        reversal: null,
        createdAt: now.toISOString(),
        paidAt: null,
      };
      await store.create(giftPath(giftId), { ...record } as unknown as DocData);
      const session = await payments.createCheckoutSession({
        itemName: GIFT_ITEM_NAME,
        unitCents: price.unitCents,
        quantity: request.quantity,
        currency: CURRENCY,
        uid: caller.uid,
        email: caller.email,
        // Only ids and numbers: the recipient's name, address and message stay in our store.
        metadata: {
          kind: GIFT_KIND,
          uid: caller.uid,
          giftId,
          productId: String(DIGITAL_STORYBOOK_ID),
          quantity: String(request.quantity),
          [PRICED_AT_KEY]: now.toISOString(),
        },
        successUrl: `${settings.appUrl}/gift/thanks?gift=${giftId}`,
        cancelUrl: `${settings.appUrl}/gift`,
        idempotencyKey: `gift:${giftId}`,
        automaticTax: settings.automaticTax,
      });
      await store.update(giftPath(giftId), { sessionId: session.id });
      return { url: session.url, giftId };
    },

    /** POST /user/gifts: the caller's gifts, newest first; checkouts never paid are left out. */
    async list(caller: Caller): Promise<GiftsResponse> {
      const rows = await store.query(GIFTS_COLLECTION, {
        where: [['buyerUid', '==', caller.uid]],
        limit: 500,
      });
      const gifts = rows.flatMap((row) => {
        const g = row.data as unknown as GiftRecord;
        const state = stateOf(g);
        if (!state) return [];
        return [
          {
            giftId: row.id,
            state,
            quantity: g.quantity,
            recipientName: g.recipientName,
            recipientEmail: g.recipientEmail,
            message: g.message,
            sendOn: g.sendOn,
            code: state === 'voided' || state === 'pending' ? null : g.code,
            createdAt: g.createdAt,
            redeemedAt: g.redeemedAt,
          },
        ];
      });
      gifts.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { gifts };
    },

    /**
     * POST /user/redeemGift: the code's credits to the caller, through the credits owner with a
     * ledger entry, in the transaction that marks the code used, so of two redemptions at once
     * exactly one wins. Wrong codes count against the account and the address; over the limit
     * even a right code waits.
     */
    async redeem(caller: Caller, typed: string, address: string | null = null): Promise<RedeemGiftResponse> {
      const code = normalizeGiftCode(typed);
      const outcome = await store.runTransaction(async (tx): Promise<RedeemGiftResponse | 'wrongCode'> => {
        const now = clock.now();
        const countWrongCode = await giftCodeAttempts.check(tx, caller.uid, address, now);
        const entry = code ? await tx.get(giftCodePath(giftCodeHash(code))) : null;
        const giftId = typeof entry?.giftId === 'string' ? entry.giftId : null;
        const gift = giftId ? ((await tx.get(giftPath(giftId))) as unknown as GiftRecord | null) : null;
        if (!giftId || !gift || gift.status !== 'ready') {
          countWrongCode();
          return 'wrongCode';
        }
        if (!(await accounts.exists(tx, caller.uid)))
          throw new Conflict(ACCOUNT_NOT_READY, 'account_not_ready');
        const balance = await credits.grant(tx, caller.uid, gift.quantity, 'gift', giftId);
        tx.update(giftPath(giftId), {
          status: 'redeemed',
          redeemedBy: caller.uid,
          redeemedAt: now.toISOString(),
        });
        return { credits: gift.quantity, balance };
      });
      // The wrong attempt is stored with the transaction; only then is the caller told.
      if (outcome === 'wrongCode') throw new NotFound(GIFT_CODE_NOT_FOUND, 'gift_code_not_found');
      return outcome;
    },
  };
}
