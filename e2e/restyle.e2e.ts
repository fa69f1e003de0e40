import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import {
  BASE_URL,
  launchBrowser,
  loadedPictures,
  screenshot,
  screenshotFailures,
  signedInPage,
} from './browser.js';
import { credits, freshParent, savedAvatarBook, type Parent } from './parents.js';

/** Issue 28, item 3: a parent restyles a whole book to crayon and reads it in the new pictures. */

let browser: Browser;
let page: Page;
let parent: Parent;
let bookId = '';
const TITLE = 'Nora and the Kite Day';
const EDITOR = `${BASE_URL}/library/enhanced/nora-and-the-kite-day/edit`;
const READER = `${BASE_URL}/library/enhanced/nora-and-the-kite-day`;

/** The image ids the page asks imageOutput for, in the order it asks. */
function imageRequests(on: Page): string[] {
  const asked: string[] = [];
  on.on('request', (request) => {
    if (!request.url().endsWith('/user/imageOutput')) return;
    const body = request.postDataJSON() as { bookId?: string } | null;
    if (body?.bookId) asked.push(body.bookId);
  });
  return asked;
}

beforeAll(async () => {
  // One credit for the book, one for the restyle.
  parent = await freshParent(2, 'Rae Restyle');
  bookId = await savedAvatarBook(parent.token, {
    mainChrName: 'Nora',
    gender: 'girl',
    description: 'flying a red kite on a windy hill',
    title: TITLE,
  });
  browser = await launchBrowser();
  // axe-core is injected as an inline script (the app's CSP refuses it); dialogs arrive without
  // motion so axe measures their colours as painted.
  page = await signedInPage(browser, parent, { bypassCSP: true, reducedMotion: 'reduce' });
});
afterAll(() => browser?.close());
screenshotFailures(() => page);

describe('restyling a whole book', () => {
  it('restyles to crayon for one credit, shows the progress, uses the new pictures, and the reader shows them', async () => {
    await page.goto(EDITOR);
    await page.getByText('10 of 10 illustrations ready').waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: 'Art style: Classic' }).waitFor();

    await page.getByRole('button', { name: 'Restyle the book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restyle the book' });
    await dialog.getByText('You have 1 credit.').waitFor();
    await dialog.getByText('Cost: 1 credit.').waitFor();
    await dialog.getByRole('radio', { name: /Crayon/ }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'restyle-dialog');
    await dialog.getByRole('button', { name: 'Restyle for 1 credit' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Progress like the first drawing: n of 10, then the choice once all are drawn.
    await page.getByRole('progressbar', { name: /of 10 pages drawn in Crayon/ }).waitFor();
    expect(await credits(parent.token)).toBe(0);
    const choice = page.getByRole('group', { name: /Your Crayon pictures are ready!/ });
    await choice.waitFor({ timeout: 90_000 });
    // Until the parent chooses, the book keeps its old pictures and each page offers the new one.
    const third = page.getByRole('article', { name: 'Page 3', exact: true });
    await third.getByRole('img', { name: 'Crayon picture for page 3' }).waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'restyle-ready');

    await choice.getByRole('button', { name: 'Use the new style for every page' }).click();
    await page.getByRole('heading', { name: 'Art style: Crayon' }).waitFor({ timeout: 15_000 });
    await third.getByText('In your book').waitFor({ timeout: 15_000 });
    await screenshot(page, 'restyle-used');

    const asked = imageRequests(page);
    await page.goto(READER);
    await page.getByRole('heading', { name: TITLE }).waitFor({ timeout: 30_000 });
    await expect.poll(() => loadedPictures(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
    const restyled = Array.from({ length: 10 }, (_, i) => `${bookId}_${i + 1}_1`);
    expect(new Set(asked)).toEqual(new Set(restyled));
    await screenshot(page, 'restyle-reader');
  }, 240_000);
});
