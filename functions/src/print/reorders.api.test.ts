import { beforeAll, describe, expect, it } from 'vitest';
import { pdfShape } from '../../../emulators/src/printLab/fileCheck.js';
import { useApiApp } from '../testing/apiApp.js';
import type { TestUser } from '../testing/authEmulator.js';
import { post, printableBook } from '../testing/books.js';
import { expectQuotesRefused, payCheckout, sessionIdOf, TEST_ADDRESS } from '../testing/payments.js';
import { coverLayout } from './files/coverGeometry.js';

const api = useApiApp();

/** A Toronto address: Ontario charges 13% HST, which the lab collects like Lulu. */
const TORONTO = {
  country_code: 'ca',
  name: 'Grandma Rose',
  street1: '100 Queen St W',
  city: 'Toronto',
  state_code: 'on',
  postcode: 'm5h2n2',
  phone_number: '+1 416 555 0123',
};
const HARDCOVER_PACKAGE = '0850X0850.FC.STD.CW.080CW444.GXX';
const PAPERBACK_PACKAGE = '0850X0850.FC.STD.PB.080CW444.GXX';

let owner: TestUser;
let bookId: string;

beforeAll(async () => {
  ({ owner, bookId } = await printableBook(api.app, api.deps));
});

const details = async (orderId: string) =>
  (await post(api.app, owner, 'print/order', { storyId: bookId, orderId })).body;

/** Submits the paid order and follows its lab job to SHIPPED; answers the lab's job request. */
async function printAndShip(orderId: string) {
  const submit = await post(api.app, owner, 'print/submit-job', { storyId: bookId, orderId });
  expect(submit.body).toMatchObject({ success: true });
  const { jobId } = (await api.deps.store.get(`printOrders/${orderId}`))?.job as { jobId: string };
  await api.deps.printLab.checked(jobId);
  // The lab checked the files like Lulu: a wrong size or an unembedded font is REJECTED.
  expect((await details(orderId)).status).toBe('PRODUCTION_DELAYED');
  for (let i = 0; i < 3; i++) await api.deps.printLab.advance(jobId);
  expect((await details(orderId)).status).toBe('SHIPPED');
  return api.deps.printLab.requests.filter((r) => r.path === '/print-jobs/' && r.method === 'POST').at(-1)!
    .body;
}

describe('print bodies: binding, copies and the country', () => {
  it.each([
    ['no copies', { copies: 0 }, /copies must be a whole number from 1 to 10/],
    ['eleven copies', { copies: 11 }, /copies must be a whole number from 1 to 10/],
    ['half a copy', { copies: 2.5 }, /copies must be a whole number from 1 to 10/],
    ['copies as text', { copies: '3' }, /copies must be a whole number from 1 to 10/],
    ['an unknown binding', { binding: 'spiral' }, /binding must be one of paperback, hardcover/],
    ['a hardcover colouring book', { binding: 'hardcover', edition: 'coloring' }, /paperback only/],
  ])('refuses %s with a 400 and asks the printer nothing', async (_name, change, message) => {
    const body = { storyId: bookId, shippingAddress: TORONTO, shippingOption: 'Mail', proofChecked: true };
    await expectQuotesRefused(api, owner, { ...body, ...change }, message);
  });

  it('quotes Canada its own levels and prices for three hardcovers, with the printer’s tax rate', async () => {
    const res = await post(api.app, owner, 'print/shipping-options', {
      storyId: bookId,
      shippingAddress: TORONTO,
      binding: 'hardcover',
      copies: 3,
    });
    expect(res.status).toBe(200);
    // Canada's mail 10.99 for the first copy, x 1.25 for a hardcover, +30% per extra copy.
    expect(res.body).toEqual({
      shippingOptions: [
        { id: 'MAIL', name: 'Mail', delivery_time: '10-20 business days', cost: 2198 },
        { id: 'GROUND', name: 'Ground', delivery_time: '5-9 business days', cost: 2998 },
        { id: 'PRIORITY_MAIL', name: 'Priority Mail', delivery_time: '6-10 business days', cost: 3798 },
        { id: 'EXPRESS', name: 'Express', delivery_time: '2-4 business days', cost: 7998 },
      ],
      taxRateBps: 1300,
    });
    const sent = api.deps.printLab.requests.find(
      (r) => r.path === '/shipping-options/' && r.body && JSON.stringify(r.body).includes('M5H 2N2'),
    );
    expect(sent?.body).toMatchObject({
      line_items: [{ pod_package_id: HARDCOVER_PACKAGE, quantity: 3 }],
      shipping_address: { country: 'CA', state_code: 'ON', postcode: 'M5H 2N2' },
    });
  });
});

describe('a hardcover order of three copies to Canada, then a paperback reorder of the same book', () => {
  const orders: string[] = [];

  it('charges three hardcovers, the shipping and Ontario’s tax, and prints them as one casewrap job', async () => {
    const res = await post(api.app, owner, 'print/calculate-cost', {
      storyId: bookId,
      shippingAddress: TORONTO,
      shippingOption: 'Mail',
      binding: 'hardcover',
      copies: 3,
      proofChecked: true,
    });
    expect(res.status).toBe(200);
    const session = await api.deps.payments.retrieveSession(sessionIdOf(res.body));
    // 3 x $40 + $21.98 shipping = $141.98; 13% tax = $18.46.
    expect(session?.amountTotalCents).toBe(14198 + 1846);
    const page = await (await fetch(res.body)).text();
    for (const text of ['Printed Storybook (hardcover): Mia and the Moon', 'GST/HST', '$18.46'])
      expect(page).toContain(text);
    const orderId = (await payCheckout(api.deps, res.body)).orderId as string;
    orders.push(orderId);
    expect(await details(orderId)).toMatchObject({
      // Its hardcover files were made after paying: its buyer submits it.
      status: 'NOT_SENT',
      notSentCode: 'no_proof',
      binding: 'hardcover',
      copies: 3,
      taxCents: 1846,
      totalCents: 16044,
    });

    // The hardcover's own cover, at the casewrap's size, and the interior.
    await post(api.app, owner, 'setCoverImage', { storyID: bookId, selectedImageNum: 2 });
    expect((await post(api.app, owner, 'generateCoverPdf', { bookId, binding: 'hardcover' })).status).toBe(
      202,
    );
    expect((await post(api.app, owner, 'getPrintPdf', { bookId })).status).toBe(202);
    await api.deps.tasks.idle();
    const cover = await post(api.app, owner, 'downloadCoverPdf', { bookId, binding: 'hardcover' });
    expect(cover.headers['content-disposition']).toContain('hardcover-cover.pdf');
    const layout = coverLayout('hardcover', 32);
    const shape = await pdfShape(cover.body as Buffer, { fonts: true });
    expect(shape.pages).toEqual([{ widthPt: layout.widthIn * 72, heightPt: layout.heightIn * 72 }]);
    expect(shape.unembeddedFonts).toEqual([]);
    // The paperback's cover is another file, not built yet.
    expect((await post(api.app, owner, 'checkCoverPdfStatus', { bookId })).body.status).toBe('none');

    const job = await printAndShip(orderId);
    expect(job).toMatchObject({
      shipping_level: 'MAIL',
      shipping_address: { country_code: 'CA', state_code: 'ON', postcode: 'M5H 2N2', city: 'Toronto' },
      line_items: [{ quantity: 3, printable_normalization: { pod_package_id: HARDCOVER_PACKAGE } }],
    });
    // It printed its own copies of the files.
    const files = (await api.deps.store.get(`printOrders/${orderId}`))?.files as { cover: string };
    expect(files.cover).toContain(`/orders/${orderId}/hardcoverCover.`);
  });

  it('orders the same book again as one paperback to the US: its own payment, files and tracking', async () => {
    const res = await post(api.app, owner, 'print/calculate-cost', {
      storyId: bookId,
      shippingAddress: TEST_ADDRESS,
      shippingOption: 'Ground',
      proofChecked: true,
    });
    expect(res.status).toBe(200);
    expect((await api.deps.payments.retrieveSession(sessionIdOf(res.body)))?.amountTotalCents).toBe(3399);
    const orderId = (await payCheckout(api.deps, res.body)).orderId as string;
    expect(orderId).not.toBe(orders[0]);
    orders.push(orderId);
    expect((await post(api.app, owner, 'generateCoverPdf', { bookId })).status).toBe(202);
    await api.deps.tasks.idle();
    const paperback = await post(api.app, owner, 'downloadCoverPdf', { bookId });
    const layout = coverLayout('paperback', 32);
    const [page] = (await pdfShape(paperback.body as Buffer)).pages;
    expect(page!.widthPt).toBeCloseTo(layout.widthIn * 72, 1);

    const job = await printAndShip(orderId);
    expect(job).toMatchObject({
      line_items: [{ quantity: 1, printable_normalization: { pod_package_id: PAPERBACK_PACKAGE } }],
    });
    const [first, second] = await Promise.all(orders.map(details));
    expect(first.tracking.id).not.toBe(second.tracking.id);
    expect(second).toMatchObject({ binding: 'paperback', copies: 1, taxCents: 0 });
  });

  it('lists every order of the book with its binding and copies', async () => {
    const rows = (await post(api.app, owner, 'printOrders')).body as unknown[][];
    const mine = rows.filter((row) => row[1] === bookId);
    expect(mine.map((row) => [row[0], row[3], row[8], row[9]]).sort()).toEqual(
      [
        [orders[0], 'SHIPPED', 'hardcover', 3],
        [orders[1], 'SHIPPED', 'paperback', 1],
      ].sort(),
    );
    // The library's question still has one answer for the book: paid.
    expect(
      (await post(api.app, owner, 'getStripeStatus', { storyId: bookId, orderId: bookId })).body,
    ).toEqual({
      stripePaid: 1,
    });
  });
});
