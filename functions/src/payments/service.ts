import type { LatestPaymentInfo } from '../contract/accounts.js';
import type { ItemInfoResponse, PurchasesResponse } from '../contract/payments.js';
import { paidPrintOrders } from '../print/index.js';
import { CURRENCY, priceOf } from '../contract/pricing.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { NotFound } from '../shared/domainErrors.js';
import { PRICED_AT_KEY } from './amount.js';
import { CART_PRODUCTS } from './catalog.js';
import { PAYMENTS_COLLECTION, type PaymentStatus } from './record.js';

const UNPAID_STATUSES: readonly PaymentStatus[] = ['expired', 'payment-failed'];

export const PRODUCT_NOT_FOUND = 'Product not found';
/** A double click within this window reuses the same Checkout Session. */
const CHECKOUT_WINDOW_MS = 60_000;

/** Buying credits: the product, its Checkout Session, and the latest payment. */
export function paymentsService(deps: Pick<Deps, 'store' | 'clock' | 'settings' | 'payments'>) {
  const { store, clock, settings, payments } = deps;

  const productOf = (productId: number) => {
    const product = CART_PRODUCTS[productId];
    if (!product) throw new NotFound(PRODUCT_NOT_FOUND, 'product_not_found');
    return product;
  };

  return {
    /** POST /user/itemInfo */
    itemInfo(productId: number): ItemInfoResponse {
      return productOf(productId);
    },

    /**
     * POST /user/checkoutSession: a Checkout Session at the price the server computes now (the
     * catalog at the start of this minute, the double-click window, so the price, the recorded
     * pricing time and the idempotency key agree; sale times given to the minute, ending at :59,
     * fall exactly on window edges; the sale decided in the configured time zone); answers the
     * payment page's address. The pricing time goes on the session for the webhook's check.
     */
    async checkout(caller: Caller, productId: number, quantity: number): Promise<string> {
      const product = productOf(productId);
      const window = Math.floor(clock.now().getTime() / CHECKOUT_WINDOW_MS);
      const pricedAt = new Date(window * CHECKOUT_WINDOW_MS);
      const price = priceOf(productId, pricedAt, settings.sale, settings.saleTimezone);
      if (!price) throw new NotFound(PRODUCT_NOT_FOUND, 'product_not_found');
      const session = await payments.createCheckoutSession({
        itemName: product.name,
        unitCents: price.unitCents,
        quantity,
        currency: CURRENCY,
        uid: caller.uid,
        email: caller.email,
        metadata: {
          kind: 'credits',
          uid: caller.uid,
          productId: String(productId),
          quantity: String(quantity),
          // The moment priced: the webhook checks the charge against the catalog at this time.
          [PRICED_AT_KEY]: pricedAt.toISOString(),
        },
        successUrl: `${settings.appUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${settings.appUrl}/cancel`,
        idempotencyKey: `checkout:${caller.uid}:${productId}:${quantity}:${price.unitCents}:${window}`,
        automaticTax: settings.automaticTax,
      });
      return session.url;
    },

    /**
     * POST /user/purchases: every credit purchase and paid print order of the caller, newest
     * first. Checkouts that ended unpaid are not purchases.
     */
    async purchases(caller: Caller): Promise<PurchasesResponse> {
      const [rows, printOrders] = await Promise.all([
        store.query(PAYMENTS_COLLECTION, { where: [['uid', '==', caller.uid]], limit: 1000 }),
        paidPrintOrders(store, caller.uid),
      ]);
      const credits = rows
        .filter((row) => !UNPAID_STATUSES.includes(row.data.status as PaymentStatus))
        .map((row) => ({
          receiptId: row.id,
          itemName: String(row.data.itemName ?? ''),
          quantity: Number(row.data.quantity ?? 0),
          creditsGranted: Number(row.data.creditsGranted ?? 0),
          amountCents: Number(row.data.price ?? 0),
          currency: String(row.data.currency ?? CURRENCY),
          status: String(row.data.status ?? ''),
          paidAt: String(row.data.createdAt ?? ''),
        }))
        .sort((a, b) => b.paidAt.localeCompare(a.paidAt));
      return { credits, printOrders };
    },

    /** POST /user/getLatestPaymentInfo: the caller's latest granted payment, or null. */
    async latestPayment(caller: Caller): Promise<LatestPaymentInfo> {
      const rows = await store.query(PAYMENTS_COLLECTION, {
        where: [['uid', '==', caller.uid]],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: 20,
      });
      // A checkout that ended unpaid is on record for the operator, not a payment of the buyer's.
      const latest = rows.find((row) => !UNPAID_STATUSES.includes(row.data.status as PaymentStatus));
      if (!latest) return null;
      const d = latest.data;
      return {
        price: Number(d.price ?? 0),
        quantity: Number(d.quantity ?? 0),
        itemName: String(d.itemName ?? ''),
        transactionId: String(d.transactionId ?? latest.id),
      };
    },
  };
}
