import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_URL,
  launchBrowser,
  loadedPictures,
  screenshot,
  screenshotFailures,
  signedInPage,
} from './browser.js';
import { pdfShape } from '../emulators/src/printLab/fileCheck.js';
import { freshParent, savedAvatarBook } from './parents.js';
import { checkProof } from './proof.js';
import { shipByGroundToPortland } from './printAddress.js';
import { pdfDownloadName } from '../functions/src/contract/library.js';

let browser: Browser;
let page: Page;
let bookId = '';
const TITLE = 'Leo and the Moon Rocket';

const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

beforeAll(async () => {
  const parent = await freshParent(1, 'Lee Library');
  bookId = await savedAvatarBook(parent.token, {
    mainChrName: 'Leo',
    gender: 'boy',
    description: 'a rocket trip to the moon',
    title: TITLE,
  });
  browser = await launchBrowser();
  page = await signedInPage(browser, parent, { acceptDownloads: true });
});
afterAll(() => browser?.close());
screenshotFailures(() => page);

describe('from the library to a finished, shared book', () => {
  it('edits a description, redoes the picture, selects it and builds the book', async () => {
    await page.goto(`${BASE_URL}/library`);
    await page.getByRole('heading', { name: 'Your Library' }).waitFor();
    const row = page.getByRole('article').filter({ hasText: `Order# ${bookId}` });
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/library\/enhanced\/leo-and-the-moon-rocket\/edit$/);
    await page.getByText('Number of image regenerations left: 10').waitFor({ timeout: 30_000 });
    await page.getByText('10 of 10 illustrations ready').waitFor({ timeout: 60_000 });

    const first = page.getByRole('article', { name: 'Page 1', exact: true });
    const description = first.getByRole('textbox', { name: 'Image Description for page 1', exact: true });
    await description.fill('Leo waves at a big red rocket under the stars at night');
    await page.getByRole('complementary', { name: 'Character Names Guide' }).waitFor();
    await first.getByRole('button', { name: 'Redo Image' }).click();
    const redone = first.getByRole('region', { name: 'Redone images for page 1' });
    await redone.getByRole('img').first().waitFor({ timeout: 60_000 });
    await page.getByText('Number of image regenerations left: 9').waitFor();
    expect(await page.getByRole('button', { name: 'Build my book!' }).count()).toBe(0);
    await redone
      .getByRole('button', { name: /^Select/ })
      .first()
      .click();
    await first.getByText('Selected for your book').waitFor();
    await screenshot(page, 'editor-after-redo');

    const build = page.getByRole('button', { name: 'Build my book!' });
    await expect.poll(() => build.isEnabled(), { timeout: 30_000 }).toBe(true);
    await build.click();
    await page.waitForURL(`${BASE_URL}/library`, { timeout: 30_000 });
    const finished = page.getByRole('article').filter({ hasText: `Order# ${bookId}` });
    await finished.getByRole('button', { name: 'Read', exact: true }).waitFor();
    await finished.getByRole('button', { name: 'Download PDF', exact: true }).waitFor();
    await finished.getByRole('button', { name: 'Buy Print Book' }).waitFor();
    await screenshot(page, 'library-finished');
  }, 180_000);

  it('downloads the PDF named after the book (issue 47)', async () => {
    const finished = page.getByRole('article').filter({ hasText: `Order# ${bookId}` });
    const title = (await finished.getByRole('heading').first().textContent()) ?? '';
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      finished.getByRole('button', { name: 'Download PDF', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(pdfDownloadName(title, bookId));
    expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9-]+\.pdf$/);
    expect(download.suggestedFilename()).not.toContain(bookId);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(50_000);
    expect(pdf.length).toBeLessThan(8 * 1024 * 1024);
  });

  it('reads the book and makes the 10-slide carousel', async () => {
    const finished = page.getByRole('article').filter({ hasText: `Order# ${bookId}` });
    await finished.getByRole('button', { name: 'Read', exact: true }).click();
    await page.waitForURL(/\/library\/enhanced\/leo-and-the-moon-rocket$/);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await expect.poll(() => loadedPictures(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
    await screenshot(page, 'reader');

    const downloads: { name: string; bytes: Buffer }[] = [];
    page.on('download', (download) => {
      void download
        .path()
        .then(async (file) =>
          downloads.push({ name: download.suggestedFilename(), bytes: await readFile(file as string) }),
        );
    });
    await page.getByRole('button', { name: 'Create carousel slides' }).click();
    const dialog = page.getByRole('dialog', { name: 'Carousel Created Successfully!' });
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
    await screenshot(page, 'carousel-done');
  });

  it('orders the printed book: proof, shipping address, method, payment, then order processing', async () => {
    await page.goto(`${BASE_URL}/library`);
    const finished = page.getByRole('article').filter({ hasText: `Order# ${bookId}` });
    await finished.getByRole('button', { name: 'Buy Print Book' }).click();
    await page.waitForURL(new RegExp(`/print-book\\?book=${bookId}$`));
    await checkProof(page, 2);
    await screenshot(page, 'print-proof');
    await shipByGroundToPortland(page);
    await page.getByRole('region', { name: 'Order summary' }).getByText('$33.99').waitFor();
    await screenshot(page, 'print-shipping');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    // Stripe Checkout: here the Stripe stand-in's hosted page, with the shipping charge.
    await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_/);
    await page.getByText('Shipping (Ground)').waitFor();
    await page.getByRole('button', { name: 'Pay $33.99' }).click();
    await page.waitForURL(/\/print-success\?session_id=cs_test_/);
    await page.getByText(`We have received your payment for “${TITLE}”`).waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/print-book-order\/leo-and-the-moon-rocket\?book=\d+&order=po_/, {
      timeout: 15_000,
    });

    // Paid: the book can be ordered again, and its order is a click away.
    await page.goto(`${BASE_URL}/library`);
    await finished.getByRole('button', { name: 'Order another copy' }).waitFor();
    await finished.getByRole('button', { name: 'View print order' }).click();
    await page.waitForURL(/\/print-book-order\/leo-and-the-moon-rocket\?book=\d+&order=po_/);
    await page.getByRole('heading', { name: 'Your print order' }).waitFor();
    await page.getByText(`“${TITLE}” · Order#`).waitFor();
  }, 240_000);

  it('downloads both print files built for the proof, sent by itself, and follows the order to SHIPPED', async () => {
    await page.goto(`${BASE_URL}/print-book-order`);
    const order = page.getByRole('article', { name: TITLE });
    await order.getByRole('button', { name: 'View order progress' }).click();
    await page.waitForURL(/\/print-book-order\/leo-and-the-moon-rocket\?book=\d+&order=po_/);
    await page.getByRole('heading', { level: 1, name: 'Your print order' }).waitFor();

    // The cover chosen and the files checked in the proof before paying are the ones printed:
    // the payment sent them to the printer by itself, nothing to press (issue 47).
    await page.getByRole('img', { name: `Picture 2 of “${TITLE}”` }).waitFor();
    await page.getByRole('heading', { name: 'Order Submitted Successfully' }).waitFor({ timeout: 30_000 });

    for (const [button, pages, width] of [
      ['Download Interior PDF', 32, 630],
      ['Download Cover PDF', 1, null],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      const shape = await pdfShape(await readFile((await download.path()) as string));
      expect(shape.pages).toHaveLength(pages);
      if (width) expect(shape.pages.every((p) => p.widthPt === width && p.heightPt === width)).toBe(true);
      else expect(shape.pages[0]!.heightPt).toBe(630);
    }
    await screenshot(page, 'print-files-ready');
    expect(await page.getByRole('button', { name: 'Submit Print Order' }).count()).toBe(0);
    // The local print lab checks the files, then moves the job every 2 s on the e2e stack.
    await page.getByText('Status: Shipped').waitFor({ timeout: 90_000 });
    const track = page.getByRole('link', { name: 'Track your parcel' });
    expect(await track.getAttribute('href')).toMatch(/\/tracking\/LAB\d+$/);
    await screenshot(page, 'print-shipped');

    await page.goto(`${BASE_URL}/print-book-order`);
    await order.getByText('Shipped').waitFor();
    await order.getByRole('link', { name: 'Track your parcel' }).waitFor();
  });
});
