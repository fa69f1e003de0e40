import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { BASE_URL, loadedPictures, screenshot } from './browser.js';
import { credits } from './parents.js';
import { signedInWithBook } from './journey.js';

/** Issue 28, item 3: a parent restyles a whole book to crayon and reads it in the new pictures. */

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

// One credit for the book, one for the restyle. axe-core is injected as an inline script (the
// app's CSP refuses it); dialogs arrive without motion so axe measures their colours as painted.
const journey = signedInWithBook({
  credits: 2,
  name: 'Rae Restyle',
  book: {
    mainChrName: 'Nora',
    gender: 'girl',
    description: 'flying a red kite on a windy hill',
    title: TITLE,
  },
  context: { bypassCSP: true, reducedMotion: 'reduce' },
});

describe('restyling a whole book', () => {
  it('restyles to crayon for one credit, shows the progress, uses the new pictures, and the reader shows them', async () => {
    await journey.page.goto(EDITOR);
    await journey.page.getByText('10 of 10 illustrations ready').waitFor({ timeout: 60_000 });
    await journey.page.getByRole('heading', { name: 'Art style: Classic' }).waitFor();

    await journey.page.getByRole('button', { name: 'Restyle the book' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Restyle the book' });
    await dialog.getByText('You have 1 credit.').waitFor();
    await dialog.getByText('Cost: 1 credit.').waitFor();
    await dialog.getByRole('radio', { name: /Crayon/ }).check();
    expect(await seriousViolations(journey.page)).toEqual([]);
    await screenshot(journey.page, 'restyle-dialog');
    await dialog.getByRole('button', { name: 'Restyle for 1 credit' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Progress like the first drawing: n of 10, then the choice once all are drawn.
    await journey.page.getByRole('progressbar', { name: /of 10 pages drawn in Crayon/ }).waitFor();
    expect(await credits(journey.parent.token)).toBe(0);
    const choice = journey.page.getByRole('group', { name: /Your Crayon pictures are ready!/ });
    await choice.waitFor({ timeout: 90_000 });
    // Until the parent chooses, the book keeps its old pictures and each page offers the new one.
    const third = journey.page.getByRole('article', { name: 'Page 3', exact: true });
    await third.getByRole('img', { name: 'Crayon picture for page 3' }).waitFor({ timeout: 30_000 });
    expect(await seriousViolations(journey.page)).toEqual([]);
    await screenshot(journey.page, 'restyle-ready');

    await choice.getByRole('button', { name: 'Use the new style for every page' }).click();
    await journey.page.getByRole('heading', { name: 'Art style: Crayon' }).waitFor({ timeout: 15_000 });
    await third.getByText('In your book').waitFor({ timeout: 15_000 });
    await screenshot(journey.page, 'restyle-used');

    const asked = imageRequests(journey.page);
    await journey.page.goto(READER);
    await journey.page.getByRole('heading', { name: TITLE }).waitFor({ timeout: 30_000 });
    await expect.poll(() => loadedPictures(journey.page), { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
    const restyled = Array.from({ length: 10 }, (_, i) => `${journey.bookId}_${i + 1}_1`);
    expect(new Set(asked)).toEqual(new Set(restyled));
    await screenshot(journey.page, 'restyle-reader');
  }, 240_000);
});
