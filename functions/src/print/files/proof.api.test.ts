import { beforeAll, describe, expect, it } from 'vitest';
import { PROOF_NOT_CHECKED } from '../../contract/print.js';
import { useApiApp } from '../../testing/apiApp.js';
import type { TestUser } from '../../testing/authEmulator.js';
import { parent, post, printableBook } from '../../testing/books.js';
import { TEST_ADDRESS } from '../../testing/payments.js';
import { PRINT_MESSAGES } from './model.js';

const api = useApiApp();

let owner: TestUser;
let bookId: string;

beforeAll(async () => {
  ({ owner, bookId } = await printableBook(api.app, api.deps));
});

describe('POST /user/print/proof', () => {
  it('answers 409 until both print files are built, and says why', async () => {
    const none = await post(api.app, owner, 'print/proof', { bookId });
    expect(none.status).toBe(409);
    expect(none.body.error).toBe(PRINT_MESSAGES.proofMissing);
    await post(api.app, owner, 'setCoverImage', { storyID: bookId, selectedImageNum: 2 });
    expect((await post(api.app, owner, 'getPrintPdf', { bookId, rebuild: true })).status).toBe(202);
    const building = await post(api.app, owner, 'print/proof', { bookId });
    expect(building.status).toBe(409);
    expect(building.body.error).toBe(PRINT_MESSAGES.proofBuilding);
  });

  it('answers both files with the geometry to draw trim, bleed, safety and spine', async () => {
    expect((await post(api.app, owner, 'generateCoverPdf', { bookId, coverImageNum: 2 })).status).toBe(202);
    await api.deps.tasks.idle();
    const res = await post(api.app, owner, 'print/proof', { bookId, binding: 'paperback' });
    expect(res.status).toBe(200);
    expect(res.body.interior).toEqual({
      url: expect.any(String),
      pages: 32,
      trimIn: { w: 8.5, h: 8.5 },
      bleedIn: 0.125,
      safetyIn: 0.5,
      lowResolutionPages: [],
    });
    // The lab answers Lulu's paperback cover for 32 pages (to the thousandth of an inch): 1251.504 x 630 pt.
    expect(res.body.cover).toEqual({
      url: expect.any(String),
      widthIn: 17.382,
      heightIn: 8.75,
      trimIn: { w: 8.5, h: 8.5 },
      bleedIn: 0.125,
      wrapIn: 0,
      spineIn: 0.132,
      hingeIn: 0,
      safetyIn: 0.5,
    });
    for (const url of [res.body.interior.url, res.body.cover.url]) {
      const file = await fetch(url);
      expect(file.status).toBe(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('answers the colouring edition’s interior once it is built', async () => {
    const early = await post(api.app, owner, 'print/proof', { bookId, edition: 'coloring' });
    expect(early.status).toBe(409);
    await post(api.app, owner, 'getPrintPdf', { bookId, edition: 'coloring' });
    await api.deps.tasks.idle();
    const res = await post(api.app, owner, 'print/proof', { bookId, edition: 'coloring' });
    expect(res.status).toBe(200);
    expect(res.body.interior.url).toContain('coloringInterior');
  });

  it("answers 404 for another user's book and 400 for a binding it does not know", async () => {
    const other = await parent(api.deps, 1);
    const res = await post(api.app, other, 'print/proof', { bookId });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('url');
    const wrong = await post(api.app, owner, 'print/proof', { bookId, binding: 'spiral' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toContain('binding must be one of paperback, hardcover');
  });
});

describe('paying needs the proof checked', () => {
  it.each([
    ['without proofChecked', {}],
    ['with proofChecked false', { proofChecked: false }],
  ])('refuses an order %s with a 400 and starts no payment', async (_name, field) => {
    const orders = async () => (await api.deps.store.query('printOrders')).length;
    const before = await orders();
    const res = await post(api.app, owner, 'print/calculate-cost', {
      storyId: bookId,
      shippingAddress: TEST_ADDRESS,
      shippingOption: 'Ground',
      ...field,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(PROOF_NOT_CHECKED);
    expect(await orders()).toBe(before);
  });
});
