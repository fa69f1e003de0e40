import { createHash } from 'node:crypto';
import type { PrintOrderRow, ShippingAddress, ShippingOptionAnswer } from '../contract/print.js';
import { CURRENCY, priceOf, printProductOf, PRODUCTS } from '../contract/pricing.js';
import { accountsService } from '../accounts/index.js';
import { libraryService } from '../books/index.js';
import type { DocData } from '../ports/documentStore.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import type { ChargeFacts, CheckoutSession } from '../ports/payments.js';
import type {
  PrintAddress,
  PrintCost,
  PrintItem,
  PrintProvider,
  ShippingOption,
} from '../ports/printProvider.js';
import { countCall } from '../shared/callLimits.js';
import { chargedAmountVerdict } from '../shared/chargedAmount.js';
import { printQuotes, printUsagePath, quoteKeyOf } from './usage.js';
import { Invalid, NotFound, Unavailable } from '../shared/domainErrors.js';
import {
  newOrderId,
  PRINT_ORDERS_COLLECTION,
  historyOf,
  orderFromDoc,
  printOrderPath,
  shownStatusOf,
  type OrderRefund,
  type PrintOrder,
} from './order.js';
import { asJson } from '../shared/json.js';
import {
  coverSlotOf,
  interiorSlotOf,
  PRINT_PAGE_COUNT,
  printFilesPath,
  type PrintFilesRecord,
} from './files/model.js';

/** An unpaid order's payment page is offered again for this long (Stripe keeps it open 24 hours). */
const REUSE_SESSION_MS = 12 * 3_600_000;

/**
 * What makes two orders the same purchase: the book, its edition, binding and copies, where it
 * goes, how, and at what price.
 */
function orderKeyOf(
  storyId: string,
  to: PrintAddress,
  shipping: ShippingOption,
  bookCents: number,
  item: PrintItem,
): string {
  return createHash('sha256')
    .update(JSON.stringify({ storyId, to: quoteKeyOf(to, PRINT_PAGE_COUNT, item), shipping, bookCents }))
    .digest('hex');
}

/**
 * The printer's tax as a share of what it charges before tax, in basis points. Lulu charges the
 * destination's sales tax, GST/HST or VAT on the order; the buyer pays that same rate on our
 * price (books and shipping), so where Lulu collects none the buyer pays none.
 */
export function taxRateBpsOf(cost: Pick<PrintCost, 'totalCents' | 'taxCents'>): number {
  const before = cost.totalCents - cost.taxCents;
  if (before <= 0 || cost.taxCents <= 0) return 0;
  // The printer rounds its tax to the cent, so the exact rate is read to the nearest 0.05%
  // (13% is 1300, not the 1299.4 a rounded cent makes of it).
  return Math.round((cost.taxCents / before) * 2_000) * 5;
}
export const taxCentsOf = (cents: number, rateBps: number) => Math.round((cents * rateBps) / 10_000);

/** What the payment page calls the printer's tax where the order goes. */
function taxNameOf(countryCode: string): string {
  if (countryCode === 'US') return 'Sales tax';
  if (countryCode === 'CA') return 'GST/HST';
  if (['AU', 'NZ', 'SG', 'IN'].includes(countryCode)) return 'GST';
  return 'VAT';
}

export const PRINT_UNAVAILABLE = 'Printed books are not available yet. Please try again later.';
export const ORDER_NOT_FOUND = 'Print order not found';

/** The print-on-demand service, or the 503 that says printed books are not offered here. */
export function printerOf(deps: Pick<Deps, 'print'>): PrintProvider {
  if (!deps.print) throw new Unavailable(PRINT_UNAVAILABLE, undefined, 'print_unavailable');
  return deps.print;
}

/** Ordering a printed copy of a finished book: shipping, payment and the order's state. */
export function printService(
  deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'settings' | 'payments' | 'print' | 'logger'>,
) {
  const { store, clock, settings, payments, logger } = deps;
  const library = libraryService(deps);
  const accounts = accountsService(deps);

  const provider = () => printerOf(deps);

  /** The address as the printer needs it: the account's name and email where the form has none. */
  async function printAddress(caller: Caller, address: ShippingAddress): Promise<PrintAddress> {
    const name = address.name || (await accounts.getUserName(caller));
    return {
      name,
      street1: address.street1,
      street2: address.street2,
      city: address.city,
      stateCode: address.state_code,
      postcode: address.postcode,
      countryCode: address.country_code,
      phoneNumber: address.phone_number,
      email: address.email ?? caller.email ?? '',
    };
  }

  async function ownOrder(caller: Caller, orderId: string, storyId?: string): Promise<PrintOrder> {
    const data = await store.get(printOrderPath(orderId));
    const order = orderFromDoc(data);
    if (!order || order.uid !== caller.uid || (storyId && order.storyId !== storyId)) {
      throw new NotFound(ORDER_NOT_FOUND, 'print_order_not_found');
    }
    return order;
  }

  const quotesOf = (caller: Caller) => printQuotes(deps, provider(), caller.uid);

  /**
   * The payment page of the caller's latest unpaid order with this key, while Stripe still has
   * it open (a session lives 24 hours; an older order is not offered again), else null.
   */
  async function openSessionOf(caller: Caller, orderKey: string): Promise<string | null> {
    const since = clock.now().getTime() - REUSE_SESSION_MS;
    const [latest] = (await store.query(PRINT_ORDERS_COLLECTION, { where: [['uid', '==', caller.uid]] }))
      .map((row) => orderFromDoc(row.data))
      .filter(
        (order) =>
          order.orderKey === orderKey &&
          order.status === 'UNPAID' &&
          order.checkoutSessionId &&
          new Date(order.createdAt).getTime() > since,
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    if (!latest?.checkoutSessionId) return null;
    const session = await payments.retrieveSession(latest.checkoutSessionId);
    return session?.status === 'open' && !session.paid && session.url ? session.url : null;
  }

  /** The caller's paid orders, newest first. */
  async function paidOrders(caller: Caller): Promise<{ orderId: string; order: PrintOrder }[]> {
    const rows = await store.query(PRINT_ORDERS_COLLECTION, { where: [['uid', '==', caller.uid]] });
    return rows
      .map((row) => ({ orderId: row.id, order: orderFromDoc(row.data) }))
      .filter(({ order }) => order.stripePaid === 1)
      .sort((a, b) => (b.order.paidAt ?? '').localeCompare(a.order.paidAt ?? ''));
  }

  return {
    /** The caller's order (of that story, when given); 404 for anyone else's. */
    ownOrder,

    /**
     * POST /user/print/shipping-options: the ways these copies can ship to this address, and
     * the printer's tax rate there (from its cost of the cheapest way; a failed cost call
     * shows no tax, and the payment asks again).
     */
    async shippingOptions(caller: Caller, storyId: string, address: ShippingAddress, item: PrintItem) {
      await library.finishedBook(caller, storyId);
      const to = await printAddress(caller, address);
      const quotes = quotesOf(caller);
      const options = await quotes.shippingOptions(to, PRINT_PAGE_COUNT, item);
      const cheapest = options[0];
      const taxRateBps = cheapest
        ? await quotes
            .printCost(to, cheapest.id, PRINT_PAGE_COUNT, item)
            .then(taxRateBpsOf)
            .catch((error: unknown) => {
              logger.error('The print cost calculation failed; the quote shows no tax', {
                uid: caller.uid,
                bookId: storyId,
                error,
              });
              return 0;
            })
        : 0;
      return {
        shippingOptions: options.map((o): ShippingOptionAnswer => ({
          id: o.id,
          name: o.name,
          delivery_time: o.deliveryTime,
          cost: o.costCents,
        })),
        taxRateBps,
      };
    },

    /**
     * POST /user/print/calculate-cost: creates the order (unpaid) and its Checkout Session for the
     * book at the server's price plus the chosen shipping; answers the payment page's address.
     * Asking again for the same book, address, shipping and price while that page is still open
     * answers the same page (one order, one session); a new order counts toward the hourly limit.
     * Each edition and binding is quoted and later printed as the provider's own product, at
     * its own catalog price, times the copies; the shipping quoted is for all the copies. Where
     * the printer charges tax on the order, the buyer pays that rate on books and shipping (a
     * line of its own on the payment page); with Stripe's automatic tax on, Stripe computes
     * it instead.
     */
    async checkout(
      caller: Caller,
      storyId: string,
      address: ShippingAddress,
      optionName: string,
      item: PrintItem,
    ): Promise<string> {
      const book = await library.finishedBook(caller, storyId);
      const to = await printAddress(caller, address);
      const quotes = quotesOf(caller);
      const options = await quotes.shippingOptions(to, PRINT_PAGE_COUNT, item);
      const shipping = options.find((o) => o.name === optionName || o.id === optionName);
      if (!shipping)
        throw new Invalid(`shippingOption must be one of: ${options.map((o) => o.name).join(', ')}`);
      const now = clock.now();
      const productId = printProductOf(item.edition, item.binding);
      const price = priceOf(productId, now, settings.sale, settings.saleTimezone);
      if (!price) throw new Error('The printed book has no price');
      const orderKey = orderKeyOf(storyId, to, shipping, price.unitCents, item);
      const open = await openSessionOf(caller, orderKey);
      if (open) return open;
      await countCall(store, printUsagePath(caller.uid), 'printCheckouts', now);
      // The tax rate and the operator's margins: an order never fails for this answer (without
      // it the order is charged no printer tax, and the error is logged for the operator).
      const cost = await quotes.printCost(to, shipping.id, PRINT_PAGE_COUNT, item).catch((error: unknown) => {
        logger.error('The print cost calculation failed; the order goes on without it', {
          uid: caller.uid,
          bookId: storyId,
          error,
        });
        return null;
      });
      // The files the parent's proof showed (the payment sends the order with these, unchanged).
      const files = (await store.get(printFilesPath(storyId))) as unknown as PrintFilesRecord | null;
      const interior = files?.[interiorSlotOf(item.edition)] ?? null;
      const cover = files?.[coverSlotOf(item.binding)] ?? null;
      const proofed =
        interior?.status === 'ready' && cover?.status === 'ready'
          ? { interior: interior.build, cover: cover.build }
          : null;
      const subtotalCents = price.unitCents * item.copies + shipping.costCents;
      const taxCents = cost && !settings.automaticTax ? taxCentsOf(subtotalCents, taxRateBpsOf(cost)) : 0;
      const orderId = newOrderId();
      const order: PrintOrder = {
        uid: caller.uid,
        storyId,
        storyTitle: book.title,
        edition: item.edition,
        binding: item.binding,
        copies: item.copies,
        address: to,
        shipping,
        bookCents: price.unitCents,
        taxCents,
        totalCents: subtotalCents + taxCents,
        providerCostCents: cost?.totalCents ?? null,
        orderKey,
        proofed,
        status: 'UNPAID',
        stripePaid: 0,
        checkoutSessionId: null,
        createdAt: now.toISOString(),
        paidAt: null,
        trackingUrl: null,
        submitted: 0,
        job: null,
        jobOpen: false,
        history: [{ status: 'UNPAID', at: now.toISOString(), message: null }],
      };
      await store.create(printOrderPath(orderId), { ...order } as unknown as DocData);
      const session = await payments.createCheckoutSession({
        itemName: `${PRODUCTS[productId]?.name ?? 'Printed Storybook'}: ${book.title}`,
        unitCents: price.unitCents,
        quantity: item.copies,
        ...(taxCents > 0 ? { tax: { name: taxNameOf(to.countryCode), cents: taxCents } } : {}),
        currency: CURRENCY,
        uid: caller.uid,
        email: to.email || null,
        metadata: { kind: 'print', uid: caller.uid, orderId, storyId },
        successUrl: `${settings.appUrl}/print-success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${settings.appUrl}/print-cancel`,
        // Each order is its own purchase: a new order never reuses another's session.
        idempotencyKey: `print:${orderId}`,
        automaticTax: settings.automaticTax,
        shipping: { name: shipping.name, cents: shipping.costCents },
      });
      await store.update(printOrderPath(orderId), { checkoutSessionId: session.id });
      return session.url;
    },

    /**
     * The webhook's part: a paid print session marks its order paid, once. Answers whether this
     * call changed it.
     */
    async markPaid(
      session: CheckoutSession,
    ): Promise<'paid' | 'duplicate' | 'unknownOrder' | 'amountMismatch'> {
      const orderId = session.metadata.orderId ?? '';
      const outcome = await store.runTransaction(async (tx) => {
        const data = orderId ? await tx.get(printOrderPath(orderId)) : null;
        const order = orderFromDoc(data);
        if (!order || order.uid !== (session.metadata.uid ?? session.clientReferenceId))
          return 'unknownOrder' as const;
        if (order.stripePaid === 1) {
          // Recorded late for an order paid before payment intents were kept.
          if (!order.paymentIntentId && session.paymentIntentId)
            tx.update(printOrderPath(orderId), { paymentIntentId: session.paymentIntentId });
          return 'duplicate';
        }
        // Only the order's own price (less a promotion code) pays for it; anything else is the
        // operator's to look at, and the order is never printed.
        const verdict = chargedAmountVerdict(session, order.totalCents);
        if (!verdict.ok) {
          if (order.amountMismatch) return 'duplicate';
          tx.update(printOrderPath(orderId), {
            amountMismatch: {
              sessionId: session.id,
              chargedCents: session.amountTotalCents,
              currency: session.currency,
              reason: verdict.reason,
              at: clock.now().toISOString(),
            },
            paymentIntentId: session.paymentIntentId,
          });
          return 'amountMismatch';
        }
        const paidAt = clock.now().toISOString();
        tx.update(printOrderPath(orderId), {
          stripePaid: 1,
          status: 'PAID',
          paidAt,
          history: asJson([...historyOf(order), { status: 'PAID', at: paidAt, message: null }]),
          checkoutSessionId: session.id,
          paymentIntentId: session.paymentIntentId,
          ...(session.amountTotalCents !== null ? { totalCents: session.amountTotalCents } : {}),
        });
        return 'paid' as const;
      });
      // Logged after the transaction, which may run more than once.
      if (outcome === 'amountMismatch')
        logger.alert(
          `OPERATOR ALERT: print session ${session.id} charged an amount other than its order's; the order stays unpaid (refund or settle it)`,
          { sessionId: session.id, orderId },
        );
      if (outcome === 'unknownOrder')
        logger.error(`Paid print session ${session.id} names no known order; left for follow-up`, {
          sessionId: session.id,
          ...(orderId ? { orderId } : {}),
        });
      return outcome;
    },

    /**
     * The webhook's part when an order's session ended unpaid (expired, or its asynchronous
     * payment failed): an UNPAID order is marked so, once; any other is left as it is.
     */
    async closeUnpaid(
      session: CheckoutSession,
      status: 'EXPIRED' | 'PAYMENT_FAILED',
    ): Promise<'closed' | 'duplicate' | 'unknownOrder'> {
      const orderId = session.metadata.orderId ?? '';
      return store.runTransaction(async (tx) => {
        const order = orderFromDoc(orderId ? await tx.get(printOrderPath(orderId)) : null);
        if (!order) return 'unknownOrder' as const;
        if (order.stripePaid === 1 || order.status !== 'UNPAID') return 'duplicate' as const;
        const at = clock.now().toISOString();
        tx.update(printOrderPath(orderId), {
          status,
          history: asJson([...historyOf(order), { status, at, message: null }]),
        });
        return 'closed' as const;
      });
    },

    /** The print order a PaymentIntent paid, if any. */
    async orderOfIntent(paymentIntentId: string): Promise<string | null> {
      const [row] = await store.query(PRINT_ORDERS_COLLECTION, {
        where: [['paymentIntentId', '==', paymentIntentId]],
        limit: 1,
      });
      return row?.id ?? null;
    },

    /**
     * The webhook's part when a paid order's charge is refunded or disputed: the order records
     * it (so it is never submitted again) once per amount; an order whose job is still open
     * raises an operator alert to cancel it at the printer.
     */
    async reverse(orderId: string, kind: 'refund' | 'dispute', facts: ChargeFacts) {
      const result = await store.runTransaction(async (tx) => {
        const order = orderFromDoc(await tx.get(printOrderPath(orderId)));
        if (!order) return { outcome: 'unknownOrder' as const };
        const before = order.refund ?? null;
        const refundedCents = Math.max(before?.refundedCents ?? 0, facts.refundedCents);
        const status: OrderRefund['status'] =
          kind === 'dispute' || before?.status === 'disputed'
            ? 'disputed'
            : refundedCents >= (facts.amountCents || order.totalCents)
              ? 'refunded'
              : 'partially-refunded';
        if (before && before.status === status && before.refundedCents === refundedCents)
          return { outcome: 'duplicate' as const };
        const refund: OrderRefund = { status, refundedCents, at: clock.now().toISOString() };
        tx.update(printOrderPath(orderId), { refund: asJson(refund) });
        return {
          outcome: 'reversed' as const,
          jobId: order.job?.jobId ?? null,
          open: !!order.jobOpen,
          status,
        };
      });
      if (result.outcome === 'reversed') {
        const fields = { orderId, status: result.status, ...(result.jobId ? { jobId: result.jobId } : {}) };
        if (kind === 'dispute' || result.open)
          logger.alert(
            `OPERATOR ALERT: print order ${orderId} was ${result.status}` +
              (result.open ? `; its print job ${result.jobId} is still open: cancel it at the printer` : ''),
            fields,
          );
        else logger.info(`Print order ${orderId} was ${result.status}`, fields);
      }
      return result.outcome;
    },

    /** POST /user/getStripeStatus: one order's payment, or whether any order of the story is paid. */
    async stripeStatus(caller: Caller, storyId: string, orderId?: string): Promise<{ stripePaid: 0 | 1 }> {
      if (orderId?.startsWith('po_'))
        return { stripePaid: (await ownOrder(caller, orderId, storyId)).stripePaid };
      const paid = (await paidOrders(caller)).some(({ order }) => order.storyId === storyId);
      return { stripePaid: paid ? 1 : 0 };
    },

    /** POST /user/printOrders */
    async list(caller: Caller): Promise<PrintOrderRow[]> {
      return (await paidOrders(caller)).map(({ orderId, order }) => [
        orderId,
        order.storyId,
        order.storyTitle,
        shownStatusOf(order),
        order.createdAt,
        order.totalCents,
        order.trackingUrl,
        order.refund?.status ?? null,
        order.binding,
        order.copies,
      ]);
    },

    /**
     * POST /user/getLatestPrintBookPayment: the latest paid order, 404 before the first; with a
     * Checkout Session id, the order that session paid, 404 until its payment is recorded.
     */
    async latestPaid(caller: Caller, sessionId?: string) {
      const [latest] = (await paidOrders(caller)).filter(
        ({ order }) => sessionId === undefined || order.checkoutSessionId === sessionId,
      );
      if (!latest) throw new NotFound('No paid print order yet');
      return { orderID: latest.orderId, storyID: latest.order.storyId, storyTitle: latest.order.storyTitle };
    },
  };
}
