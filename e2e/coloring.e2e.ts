import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { pdfShape } from '../emulators/src/printLab/fileCheck.js';
import { normalise, parsePdf } from '../functions/src/pdf/testing/fixtures.js';
import { colourReport } from '../functions/src/pdf/testing/greyscale.js';
import { BASE_URL, screenshot } from './browser.js';
import { checkProof } from './proof.js';
import { shipByGroundToPortland } from './printAddress.js';
import { signedInParent } from './journey.js';
import { fillAvatarStory, generateStory } from './storyForm.js';

/**
 * The colouring-book journey (issue 28): a parent makes a book in the `coloring` style, prints
 * its pages to colour at home, and orders the black-and-white colouring edition through the
 * Stripe stand-in and the local print lab.
 */
let title = '';
let slug = '';
let firstParagraph = '';

// A US browser: the pages to colour default to Letter paper.
const journey = signedInParent({
  credits: 1,
  name: 'Cora Colour',
  context: { acceptDownloads: true, locale: 'en-US' },
});

/** Saves the download a click starts and answers its bytes and suggested name. */
async function downloadOf(click: () => Promise<void>) {
  const [download] = await Promise.all([journey.page.waitForEvent('download', { timeout: 60_000 }), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path()) as string) };
}

describe('the colouring book', () => {
  it('makes a book in the Colouring book style and builds it', async () => {
    await fillAvatarStory(journey.page, {
      gender: 'Girl',
      name: 'Cora',
      about: 'a sandcastle contest at the seaside',
    });
    await journey.page.getByRole('group', { name: 'Art style' }).getByText('Colouring book').click();
    const paragraph = await generateStory(journey.page);
    firstParagraph = await paragraph.inputValue();
    title = await journey.page.getByLabel('Story title').inputValue();
    await journey.page.getByRole('button', { name: 'Save', exact: true }).click();
    await journey.page.waitForURL(/\/library\/enhanced\/[a-z0-9-]+\/edit$/, { timeout: 15_000 });
    slug = /\/library\/enhanced\/([a-z0-9-]+)\/edit$/.exec(journey.page.url())![1]!;
    await journey.page.getByText('10 of 10 illustrations ready').waitFor({ timeout: 90_000 });
    const build = journey.page.getByRole('button', { name: 'Build my book!' });
    await expect.poll(() => build.isEnabled(), { timeout: 30_000 }).toBe(true);
    await build.click();
    await journey.page.waitForURL(`${BASE_URL}/library`, { timeout: 30_000 });
    await journey.page
      .getByRole('article')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Read', exact: true })
      .waitFor();
  }, 180_000);

  it('prints the pages to colour on Letter, then A4: line art, one picture a sheet, the story beneath', async () => {
    const row = journey.page.getByRole('article').filter({ hasText: title });
    await row.getByRole('button', { name: 'Read', exact: true }).click();
    await journey.page.waitForURL(/\/library\/(enhanced\/)?[a-z0-9-]+$/);
    const section = journey.page.getByRole('region', { name: 'Pages to colour' });
    await section.waitFor();
    const paper = section.getByRole('group', { name: 'Paper size' });
    expect(await paper.getByRole('radio', { name: 'Letter (8.5 x 11 in)' }).isChecked()).toBe(true);
    const print = section.getByRole('button', { name: 'Print pages to colour' });

    for (const [choice, width, height] of [
      ['Letter (8.5 x 11 in)', 612, 792],
      ['A4 (210 x 297 mm)', 595, 842],
    ] as const) {
      await paper.getByText(choice).click();
      const file = await downloadOf(() => print.click());
      expect(file.name).toMatch(/^StorySprout-\d+-coloring-(letter|a4)\.pdf$/);
      const shape = await pdfShape(file.bytes);
      expect(shape.pages).toHaveLength(10);
      for (const sheet of shape.pages) {
        expect(Math.round(sheet.widthPt)).toBe(width);
        expect(Math.round(sheet.heightPt)).toBe(height);
      }
      expect(colourReport(file.bytes)).toEqual({ images: 10, colourImages: 0, colourOperators: [] });
      const { text } = await parsePdf(file.bytes);
      expect(text).toContain(normalise(firstParagraph));
      expect(text).toContain('10 / 10');
    }
    await section.getByText('Your colouring pages are downloading.').waitFor();
    await screenshot(journey.page, 'coloring-pages');
  }, 120_000);

  it('orders the colouring edition at its lower price and follows it to SHIPPED', async () => {
    await journey.page.goto(`${BASE_URL}/library`);
    await journey.page
      .getByRole('article')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Buy Print Book' })
      .click();
    await journey.page.waitForURL(/\/print-book\?book=\d+$/);
    const editions = journey.page.getByRole('group', { name: 'Edition' });
    const coloring = editions.getByRole('radio', { name: /Colouring book \(black and white\)/ });
    await editions.getByText('$20.00').waitFor();
    await coloring.check();
    // The proof is of the colouring interior: its pages drawn as line art.
    await checkProof(journey.page, 2);
    await shipByGroundToPortland(journey.page);
    const summary = journey.page.getByRole('region', { name: 'Order summary' });
    await summary.getByText(`Printed Colouring Book: ${title}`).waitFor();
    await summary.getByText('$28.99').waitFor();
    await screenshot(journey.page, 'coloring-edition');
    await journey.page.getByRole('button', { name: 'Continue to Payment' }).click();

    await journey.page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_/);
    await journey.page
      .getByText(/Printed Colouring Book/)
      .first()
      .waitFor();
    await journey.page.getByRole('button', { name: 'Pay $28.99' }).click();
    await journey.page.waitForURL(/\/print-success\?session_id=cs_test_/);
    await journey.page.waitForURL(new RegExp(`/print-book-order/${slug}\\?book=\\d+&order=po_`), {
      timeout: 30_000,
    });
    await journey.page.getByRole('heading', { level: 1, name: 'Your print order' }).waitFor();

    // The files checked in the proof are ready: no building after paying.
    await journey.page.getByRole('button', { name: 'Download Interior PDF' }).waitFor();

    const interior = await downloadOf(() =>
      journey.page.getByRole('button', { name: 'Download Interior PDF' }).click(),
    );
    expect(interior.name).toMatch(/coloring-interior\.pdf$/);
    const shape = await pdfShape(interior.bytes);
    expect(shape.pages).toHaveLength(32);
    expect(colourReport(interior.bytes)).toEqual({ images: 10, colourImages: 0, colourOperators: [] });

    // Paid with its proof checked: sent to the printer by itself (issue 47).
    await journey.page
      .getByRole('heading', { name: 'Order Submitted Successfully' })
      .waitFor({ timeout: 30_000 });
    // The local print lab checks the black-and-white files, then ships within seconds on this stack.
    await journey.page.getByText('Status: Shipped').waitFor({ timeout: 90_000 });
    await screenshot(journey.page, 'coloring-shipped');
  }, 240_000);
});
