import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { createApp } from '../../app.js';
import type { Illustrator } from '../../ports/illustrator.js';
import { parent, post, savedBook } from '../../testing/books.js';
import { createTestDeps, type TestDeps } from '../../testing/testDeps.js';
import { BOOK_BLOBS, fromDoc, bookPath } from '../book.js';
import { WEB_IMAGE_MAX_PX } from './webRendition.js';

/** An illustrator drawing at 4K, as the Gemini image model does for print. */
const printSized: Illustrator = {
  description: 'print-sized test illustrator',
  async draw(request) {
    const png = await sharp({
      create: {
        width: 4096,
        height: 4096,
        channels: 3,
        background: { r: 40 + request.page, g: 166, b: 107 },
      },
    })
      .png()
      .toBuffer();
    return { png, width: 4096, height: 4096 };
  },
};

let deps: TestDeps;
let app: Express;
beforeAll(async () => {
  deps = await createTestDeps({}, { override: { illustrator: printSized } });
  app = createApp(deps);
});
afterAll(() => deps.cleanup());

describe('POST /user/imageOutput of a drawing made for print', () => {
  it('answers it at screen size and keeps the 4K original for print', async () => {
    const user = await parent(deps, 1);
    const { bookId } = await savedBook(app, deps, user);
    const answer = await post(app, user, 'imageOutput', { bookId: `${bookId}_3` }).buffer(true);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/png/);
    expect(await sharp(answer.body as Buffer).metadata()).toMatchObject({
      format: 'png',
      width: WEB_IMAGE_MAX_PX,
      height: WEB_IMAGE_MAX_PX,
    });

    const book = fromDoc((await deps.store.get(bookPath(bookId)))!, bookId);
    const original = book.pages[2]!.blob!;
    expect(await sharp((await deps.blobs.get(original))!.bytes).metadata()).toMatchObject({ width: 4096 });
    // Made once, then served as it is.
    const copy = await deps.blobs.get(BOOK_BLOBS.webImage(original));
    expect(copy?.bytes.equals(answer.body as Buffer)).toBe(true);
    const again = await post(app, user, 'imageOutput', { bookId: `${bookId}_3` }).buffer(true);
    expect((again.body as Buffer).equals(answer.body as Buffer)).toBe(true);
  });
});
