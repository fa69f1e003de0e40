import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What a drawn canvas holds: how many colours a sample of its pixels has, and their checksum. */
function canvasPixels(canvas: Locator) {
  return canvas.evaluate((el: HTMLCanvasElement) => {
    const context = el.getContext('2d');
    if (!context || el.width === 0) return { colours: 0, sum: 0 };
    const { data } = context.getImageData(0, 0, el.width, el.height);
    const colours = new Set<number>();
    let sum = 0;
    // Every 53rd pixel is plenty to tell a picture from a blank, and a change of colours.
    for (let i = 0; i < data.length; i += 4 * 53) {
      colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      sum = (sum * 31 + data[i]! + 3 * data[i + 1]! + 7 * data[i + 2]!) % 1_000_000_007;
    }
    return { colours: colours.size, sum };
  });
}

/**
 * On /print-book: chooses the cover, makes the proof, sees the cover and page 1 drawn (not
 * blank), turns on the print colours (the pixels change), and ticks 'I have checked my proof'.
 * Only what is on screen is drawn, so the proof costs the cover and the first pages.
 */
export async function checkProof(page: Page, coverPage = 2, { coverChosen = false } = {}): Promise<void> {
  const step = page.getByRole('region', { name: '2. Choose the cover and check your proof' });
  // A book printed before keeps its cover picture: its proof is made straight away.
  if (!coverChosen) {
    await step.getByRole('button', { name: 'Make my proof' }).click();
    await step.getByText('Please choose a cover picture first.').waitFor();
    await step.getByText(`Page ${coverPage}`, { exact: true }).click();
  }
  await step.getByText(`Page ${coverPage} · chosen`).waitFor();
  await step.getByRole('button', { name: 'Make my proof' }).click();

  const cover = step.getByRole('region', { name: 'Cover proof' }).locator('canvas[data-drawn="true"]');
  const pages = step.getByRole('region', { name: 'Page proofs' });
  const first = pages.locator('canvas[data-proof-page="1"][data-drawn="true"]');
  // The print files are built first (the same build the printer gets).
  await cover.waitFor({ timeout: 150_000 });
  // Pages are drawn as they scroll into view, as a parent scrolls down to them.
  await pages.getByRole('button', { name: /^Page 1\b/ }).scrollIntoViewIfNeeded();
  await first.waitFor({ timeout: 30_000 });
  const before = await canvasPixels(cover);
  expect(before.colours).toBeGreaterThan(20);
  expect((await canvasPixels(first)).colours).toBeGreaterThan(20);
  await step.getByText('32 pages, 8.5 x 8.5 in.', { exact: false }).waitFor();
  await step.getByText('Anything outside the solid line is trimmed off.').waitFor();

  await step.getByRole('switch', { name: 'Show print colours' }).check();
  await expect.poll(async () => (await canvasPixels(cover)).sum, { timeout: 15_000 }).not.toBe(before.sum);

  const pay = page.getByRole('button', { name: 'Continue to Payment' });
  if (await pay.isVisible()) expect(await pay.isDisabled()).toBe(true);
  await step.getByRole('checkbox', { name: /I have checked my proof/ }).check();
}
