import { beforeAll, describe, expect, it } from 'vitest';
import { pdfShape } from '../../../emulators/src/printLab/fileCheck.js';
import { colourReport } from '../pdf/testing/greyscale.js';
import { useApiApp } from '../testing/apiApp.js';
import type { TestUser } from '../testing/authEmulator.js';
import { avatarBody, paragraphsOf, parent, post, saveAndDraw } from '../testing/books.js';
import { expectQuotesRefused, payCheckout, sessionIdOf, TEST_ADDRESS } from '../testing/payments.js';
import type { PrintOrder } from './order.js';

const api = useApiApp();

const COLOUR_PACKAGE = '0850X0850.FC.STD.PB.080CW444.GXX';
const BW_PACKAGE = '0850X0850.BW.STD.PB.060UW444.MXX';

let owner: TestUser;
let bookId: string;

/** A saved book in the `coloring` style with its digital PDF built: ready to print. */
async function coloringBook(user: TestUser): Promise<string> {
  const created = await post(api.app, user, 'create', { ...avatarBody, artStyle: 'coloring' });
  expect(created.status).toBe(200);
  const id = (created.body as { bookId: string }).bookId;
  await api.deps.tasks.idle();
  const text = await post(api.app, user, 'enhancedTextOutput', { bookId: id });
  const paragraphs = paragraphsOf((text.body as { story: string }).story);
  await saveAndDraw(api.app, api.deps, user, { bookId: id, storyTitle: 'Mia Colours the Sea', paragraphs });
  expect((await post(api.app, user, 'createPdf', { bookId: id })).status).toBe(200);
  return id;
}

const labCalls = (path: string) =>
  api.deps.printLab.requests.filter((r) => r.method === 'POST' && r.path === path);
const packagesOf = (path: string) =>
  labCalls(path).map((r) => {
    const body = r.body as {
      line_items: { pod_package_id?: string; printable_normalization?: { pod_package_id: string } }[];
    };
    const item = body.line_items[0]!;
    return item.pod_package_id ?? item.printable_normalization?.pod_package_id;
  });

const checkout = (user: TestUser, storyId: string, edition?: unknown) =>
  post(api.app, user, 'print/calculate-cost', {
    proofChecked: true,
    storyId,
    shippingAddress: TEST_ADDRESS,
    shippingOption: 'Ground',
    ...(edition === undefined ? {} : { edition }),
  });

beforeAll(async () => {
  owner = await parent(api.deps, 2);
  bookId = await coloringBook(owner);
});

describe('the colouring-book edition of a printed book', () => {
  it('refuses an unknown edition with a 400 and changes nothing', async () => {
    const before = api.deps.printLab.requests.length;
    const body = {
      storyId: bookId,
      shippingAddress: TEST_ADDRESS,
      shippingOption: 'Ground',
      proofChecked: true,
    };
    await expectQuotesRefused(
      api,
      owner,
      { ...body, edition: 'sepia' },
      'edition must be one of colour, coloring',
    );
    expect((await post(api.app, owner, 'checkInnerFileStatus', { bookId, edition: 'sepia' })).status).toBe(
      400,
    );
    expect(api.deps.printLab.requests.length).toBe(before);
    expect(await api.deps.store.query('printOrders', { where: [['uid', '==', owner.uid]] })).toHaveLength(0);
  });

  it('quotes shipping for the black-and-white package', async () => {
    const res = await post(api.app, owner, 'print/shipping-options', {
      storyId: bookId,
      shippingAddress: TEST_ADDRESS,
      edition: 'coloring',
    });
    expect(res.status).toBe(200);
    expect(res.body.shippingOptions.map((o: { name: string }) => o.name)).toContain('Ground');
    expect(packagesOf('/shipping-options/').at(-1)).toBe(BW_PACKAGE);
  });

  it('charges the colouring book’s lower price, priced by the printer as black and white', async () => {
    const colour = await checkout(owner, bookId);
    const coloring = await checkout(owner, bookId, 'coloring');
    expect(colour.status).toBe(200);
    expect(coloring.status).toBe(200);
    expect(coloring.body).not.toBe(colour.body);
    const session = async (url: string) => api.deps.payments.retrieveSession(sessionIdOf(String(url)));
    // $25.00 or $20.00 for the book, plus $8.99 Ground.
    expect((await session(colour.body))?.amountTotalCents).toBe(3399);
    expect((await session(coloring.body))?.amountTotalCents).toBe(2899);

    const costs = labCalls('/print-job-cost-calculations/').slice(-2);
    expect(
      costs.map(
        (c) => (c.body as { line_items: { pod_package_id: string }[] }).line_items[0]!.pod_package_id,
      ),
    ).toEqual([COLOUR_PACKAGE, BW_PACKAGE]);
    const orders = (await api.deps.store.query('printOrders', { where: [['uid', '==', owner.uid]] })).map(
      (row) => row.data as unknown as PrintOrder,
    );
    const byEdition = Object.fromEntries(orders.map((o) => [o.edition, o]));
    expect(byEdition.coloring).toMatchObject({ bookCents: 2000, totalCents: 2899 });
    expect(byEdition.colour).toMatchObject({ bookCents: 2500, totalCents: 3399 });
    // What the printer charges: $2.96 against $7.80 for 32 pages, shipping alike.
    expect(byEdition.colour!.providerCostCents! - byEdition.coloring!.providerCostCents!).toBe(484);

    // The same colouring order asked again answers the same payment page.
    expect((await checkout(owner, bookId, 'coloring')).body).toBe(coloring.body);
  });

  it('builds a black-and-white interior, then prints the order with the black-and-white package', async () => {
    const pay = await checkout(owner, bookId, 'coloring');
    const { orderId } = await payCheckout(api.deps, String(pay.body));
    const details = await post(api.app, owner, 'print/order', { storyId: bookId, orderId });
    expect(details.body).toMatchObject({ edition: 'coloring', totalCents: 2899, status: 'NOT_SENT' });

    expect((await post(api.app, owner, 'getPrintPdf', { bookId, edition: 'coloring' })).status).toBe(202);
    expect((await post(api.app, owner, 'generateCoverPdf', { bookId, coverImageNum: 1 })).status).toBe(202);
    await api.deps.tasks.idle();
    expect(
      (await post(api.app, owner, 'checkInnerFileStatus', { bookId, edition: 'coloring' })).body,
    ).toMatchObject({
      exists: true,
      pages: 32,
    });
    // The colour interior is another file, not built by this.
    expect((await post(api.app, owner, 'checkInnerFileStatus', { bookId })).body).toMatchObject({
      status: 'none',
    });

    const interior = await post(api.app, owner, 'getPrintPdf', { bookId, edition: 'coloring' });
    expect(interior.status).toBe(200);
    expect(interior.headers['content-disposition']).toContain(`StorySprout-${bookId}-coloring-interior.pdf`);
    const pdf = interior.body as Buffer;
    expect((await pdfShape(pdf)).pages).toHaveLength(32);
    expect(colourReport(pdf)).toEqual({ images: 10, colourImages: 0, colourOperators: [] });

    const submitted = await post(api.app, owner, 'print/submit-job', { storyId: bookId, orderId });
    expect(submitted.body.success).toBe(true);
    expect(packagesOf('/print-jobs/').at(-1)).toBe(BW_PACKAGE);
    const job = (await api.deps.store.get(`printOrders/${orderId}`))?.job as { jobId: string };
    await api.deps.printLab.checked(job.jobId);
    // The lab checked the black-and-white files and took the job.
    expect(api.deps.printLab.job(job.jobId)?.line_items?.[0]?.printable_normalization?.pod_package_id).toBe(
      BW_PACKAGE,
    );
    expect((await post(api.app, owner, 'print/order', { storyId: bookId, orderId })).body.status).toBe(
      'PRODUCTION_DELAYED',
    );
  }, 120_000);

  it("answers 404 for another parent's book, whatever the edition", async () => {
    const other = await parent(api.deps, 1);
    expect((await checkout(other, bookId, 'coloring')).status).toBe(404);
    expect(
      (
        await post(api.app, other, 'print/shipping-options', {
          storyId: bookId,
          shippingAddress: TEST_ADDRESS,
          edition: 'coloring',
        })
      ).status,
    ).toBe(404);
    expect((await post(api.app, other, 'getPrintPdf', { bookId, edition: 'coloring' })).status).toBe(404);
    expect((await post(api.app, other, 'checkInnerFileStatus', { bookId, edition: 'coloring' })).status).toBe(
      404,
    );
  });
});
