import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { BASE_URL, loadedPictures, screenshot } from './browser.js';
import { pdfShape } from '../emulators/src/printLab/fileCheck.js';
import { checkProof } from './proof.js';
import { shipByGroundToPortland } from './printAddress.js';
import { pdfDownloadName } from '../functions/src/contract/library.js';
import { signedInWithBook } from './journey.js';

const TITLE = 'Leo and the Moon Rocket';

const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

const journey = signedInWithBook({
  credits: 1,
  name: 'Lee Library',
  book: { mainChrName: 'Leo', gender: 'boy', description: 'a rocket trip to the moon', title: TITLE },
  context: { acceptDownloads: true },
});

describe('from the library to a finished, shared book', () => {
  it('edits a description, redoes the picture, selects it and builds the book', async () => {
    await journey.page.goto(`${BASE_URL}/library`);
    await journey.page.getByRole('heading', { name: 'Your Library' }).waitFor();
    const row = journey.page.getByRole('article').filter({ hasText: `Order# ${journey.bookId}` });
    await row.getByRole('button', { name: 'Edit' }).click();
    await journey.page.waitForURL(/\/library\/enhanced\/leo-and-the-moon-rocket\/edit$/);
    await journey.page.getByText('Number of image regenerations left: 10').waitFor({ timeout: 30_000 });
    await journey.page.getByText('10 of 10 illustrations ready').waitFor({ timeout: 60_000 });

    const first = journey.page.getByRole('article', { name: 'Page 1', exact: true });
    const description = first.getByRole('textbox', { name: 'Image Description for page 1', exact: true });
    await description.fill('Leo waves at a big red rocket under the stars at night');
    await journey.page.getByRole('complementary', { name: 'Character Names Guide' }).waitFor();
    await first.getByRole('button', { name: 'Redo Image' }).click();
    const redone = first.getByRole('region', { name: 'Redone images for page 1' });
    await redone.getByRole('img').first().waitFor({ timeout: 60_000 });
    await journey.page.getByText('Number of image regenerations left: 9').waitFor();
    expect(await journey.page.getByRole('button', { name: 'Build my book!' }).count()).toBe(0);
    await redone
      .getByRole('button', { name: /^Select/ })
      .first()
      .click();
    await first.getByText('Selected for your book').waitFor();
    await screenshot(journey.page, 'editor-after-redo');

    const build = journey.page.getByRole('button', { name: 'Build my book!' });
    await expect.poll(() => build.isEnabled(), { timeout: 30_000 }).toBe(true);
    await build.click();
    await journey.page.waitForURL(`${BASE_URL}/library`, { timeout: 30_000 });
    const finished = journey.page.getByRole('article').filter({ hasText: `Order# ${journey.bookId}` });
    await finished.getByRole('button', { name: 'Read', exact: true }).waitFor();
    await finished.getByRole('button', { name: 'Download PDF', exact: true }).waitFor();
    await finished.getByRole('button', { name: 'Buy Print Book' }).waitFor();
    await screenshot(journey.page, 'library-finished');
  }, 180_000);

  it('downloads the PDF named after the book (issue 47)', async () => {
    const finished = journey.page.getByRole('article').filter({ hasText: `Order# ${journey.bookId}` });
    const title = (await finished.getByRole('heading').first().textContent()) ?? '';
    const [download] = await Promise.all([
      journey.page.waitForEvent('download'),
      finished.getByRole('button', { name: 'Download PDF', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(pdfDownloadName(title, journey.bookId));
    expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9-]+\.pdf$/);
    expect(download.suggestedFilename()).not.toContain(journey.bookId);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(50_000);
    expect(pdf.length).toBeLessThan(8 * 1024 * 1024);
  });

  it('reads the book and makes the 10-slide carousel', async () => {
    const finished = journey.page.getByRole('article').filter({ hasText: `Order# ${journey.bookId}` });
    await finished.getByRole('button', { name: 'Read', exact: true }).click();
    await journey.page.waitForURL(/\/library\/enhanced\/leo-and-the-moon-rocket$/);
    await journey.page.getByRole('heading', { name: TITLE }).waitFor();
    await expect.poll(() => loadedPictures(journey.page), { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
    await screenshot(journey.page, 'reader');

    const downloads: { name: string; bytes: Buffer }[] = [];
    journey.page.on('download', (download) => {
      void download
        .path()
        .then(async (file) =>
          downloads.push({ name: download.suggestedFilename(), bytes: await readFile(file as string) }),
        );
    });
    await journey.page.getByRole('button', { name: 'Create carousel slides' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Carousel Created Successfully!' });
    await dialog.getByText('Downloaded 10 carousel slides!').waitFor({ timeout: 60_000 });
    await expect.poll(() => downloads.length, { timeout: 15_000 }).toBe(10);
    const names = downloads.map((d) => d.name).sort();
    expect(names).toEqual(
      Array.from(
        { length: 10 },
        (_, i) => `Leo_and_the_Moon_Rocket_slide_${String(i + 1).padStart(2, '0')}_of_10.png`,
      ),
    );
    for (const slide of downloads) {
      expect(slide.bytes.subarray(1, 4).toString()).toBe('PNG');
      expect(pngSize(slide.bytes)).toEqual([1080, 1080]);
    }
    await screenshot(journey.page, 'carousel-done');
  });

  it('orders the printed book: proof, shipping address, method, payment, then order processing', async () => {
    await journey.page.goto(`${BASE_URL}/library`);
    const finished = journey.page.getByRole('article').filter({ hasText: `Order# ${journey.bookId}` });
    await finished.getByRole('button', { name: 'Buy Print Book' }).click();
    await journey.page.waitForURL(new RegExp(`/print-book\\?book=${journey.bookId}$`));
    await checkProof(journey.page, 2);
    await screenshot(journey.page, 'print-proof');
    await shipByGroundToPortland(journey.page);
    await journey.page.getByRole('region', { name: 'Order summary' }).getByText('$33.99').waitFor();
    await screenshot(journey.page, 'print-shipping');
    await journey.page.getByRole('button', { name: 'Continue to Payment' }).click();

    // Stripe Checkout: here the Stripe stand-in's hosted page, with the shipping charge.
    await journey.page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_/);
    await journey.page.getByText('Shipping (Ground)').waitFor();
    await journey.page.getByRole('button', { name: 'Pay $33.99' }).click();
    await journey.page.waitForURL(/\/print-success\?session_id=cs_test_/);
    await journey.page.getByText(`We have received your payment for “${TITLE}”`).waitFor({ timeout: 30_000 });
    await journey.page.waitForURL(/\/print-book-order\/leo-and-the-moon-rocket\?book=\d+&order=po_/, {
      timeout: 15_000,
    });

    // Paid: the book can be ordered again, and its order is a click away.
    await journey.page.goto(`${BASE_URL}/library`);
    await finished.getByRole('button', { name: 'Order another copy' }).waitFor();
    await finished.getByRole('button', { name: 'View print order' }).click();
    await journey.page.waitForURL(/\/print-book-order\/leo-and-the-moon-rocket\?book=\d+&order=po_/);
    await journey.page.getByRole('heading', { name: 'Your print order' }).waitFor();
    await journey.page.getByText(`“${TITLE}” · Order#`).waitFor();
  }, 240_000);

  it('downloads both print files built for the proof, sent by itself, and follows the order to SHIPPED', async () => {
    await journey.page.goto(`${BASE_URL}/print-book-order`);
    const order = journey.page.getByRole('article', { name: TITLE });
    await order.getByRole('button', { name: 'View order progress' }).click();
    await journey.page.waitForURL(/\/print-book-order\/leo-and-the-moon-rocket\?book=\d+&order=po_/);
    await journey.page.getByRole('heading', { level: 1, name: 'Your print order' }).waitFor();

    // The cover chosen and the files checked in the proof before paying are the ones printed:
    // the payment sent them to the printer by itself, nothing to press (issue 47).
    await journey.page.getByRole('img', { name: `Picture 2 of “${TITLE}”` }).waitFor();
    await journey.page
      .getByRole('heading', { name: 'Order Submitted Successfully' })
      .waitFor({ timeout: 30_000 });

    for (const [button, pages, width] of [
      ['Download Interior PDF', 32, 630],
      ['Download Cover PDF', 1, null],
    ] as const) {
      const [download] = await Promise.all([
        journey.page.waitForEvent('download'),
        journey.page.getByRole('button', { name: button }).click(),
      ]);
      const shape = await pdfShape(await readFile((await download.path()) as string));
      expect(shape.pages).toHaveLength(pages);
      if (width) expect(shape.pages.every((p) => p.widthPt === width && p.heightPt === width)).toBe(true);
      else expect(shape.pages[0]!.heightPt).toBe(630);
    }
    await screenshot(journey.page, 'print-files-ready');
    expect(await journey.page.getByRole('button', { name: 'Submit Print Order' }).count()).toBe(0);
    // The local print lab checks the files, then moves the job every 2 s on the e2e stack.
    await journey.page.getByText('Status: Shipped').waitFor({ timeout: 90_000 });
    const track = journey.page.getByRole('link', { name: 'Track your parcel' });
    expect(await track.getAttribute('href')).toMatch(/\/tracking\/LAB\d+$/);
    await screenshot(journey.page, 'print-shipped');

    await journey.page.goto(`${BASE_URL}/print-book-order`);
    await order.getByText('Shipped').waitFor();
    await order.getByRole('link', { name: 'Track your parcel' }).waitFor();
  });
});
