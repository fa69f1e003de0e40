import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, screenshot, screenshotFailures } from './browser.js';
import { signedInWithBook } from './journey.js';

/**
 * Issue 29: a parent gives a book a dedication and shares it by a link; someone without an
 * account opens the link in another browser and reads it; the parent stops sharing and the link
 * says so.
 */
let guestContext: BrowserContext;
let guest: Page;
let link = '';
const TITLE = 'Ava and the Paper Boat';
const DEDICATION = 'For Ava, with love from Grandma';

// Built, as 'Build my book!' does: the Library offers Share on finished books.
const journey = signedInWithBook({
  credits: 1,
  name: 'Sam Sharer',
  book: {
    mainChrName: 'Ava',
    gender: 'girl',
    description: 'a paper boat sailing down a rainy street',
    title: TITLE,
  },
  finished: true,
  context: { permissions: ['clipboard-read', 'clipboard-write'] },
});
screenshotFailures(() => guest, 'guest-');

const bookRow = () => journey.page.getByRole('article').filter({ hasText: `Order# ${journey.bookId}` });

describe('sharing a book by a link', () => {
  it('gives the book a dedication and makes its link', async () => {
    await journey.page.goto(`${BASE_URL}/library`);
    await journey.page.getByRole('heading', { name: 'Your Library' }).waitFor();
    await bookRow().getByRole('button', { name: 'Dedication' }).click();
    const dedication = journey.page.getByRole('dialog', { name: `Dedication for "${TITLE}"` });
    await dedication.getByRole('textbox', { name: 'Dedication' }).fill(DEDICATION);
    await dedication.getByRole('button', { name: 'Save dedication' }).click();
    await dedication.waitFor({ state: 'detached' });

    await bookRow().getByRole('button', { name: 'Share' }).click();
    const dialog = journey.page.getByRole('dialog', { name: `Share "${TITLE}"` });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const field = dialog.getByRole('textbox', { name: 'Link to this book' });
    await field.waitFor();
    link = await field.inputValue();
    expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await dialog.getByText(/Link copied/).waitFor();
    expect(await journey.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await screenshot(journey.page, 'share-dialog');
    await journey.page.keyboard.press('Escape');
    await bookRow().getByText('Shared by link').waitFor();
  }, 60_000);

  it('serves the link with the cover as its preview, and never to search engines', async () => {
    // Link previews do not run scripts: the tags are in the HTML itself.
    const answer = await fetch(link);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-robots-tag')).toMatch(/noindex/);
    const html = await answer.text();
    expect(html).toContain(`<meta property="og:title" content="${TITLE}" />`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(image).toBeTruthy();
    const cover = await fetch(image as string);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
    // The app starts from the same page.
    expect(html).toContain('<div id="root"></div>');
  });

  it('opens the book in a fresh browser without an account and reads it page by page', async () => {
    guestContext = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    guest = await guestContext.newPage();
    await guest.goto(link);
    await guest.getByRole('heading', { level: 1, name: TITLE }).waitFor({ timeout: 20_000 });
    await guest.getByText(DEDICATION).waitFor();
    expect(await guest.getByRole('article').count()).toBe(10);
    // The pictures load (from the link, not from the owner's storage).
    const first = guest.getByRole('article').first().getByRole('img');
    await expect
      .poll(() => first.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await first.getAttribute('src')).toMatch(/^\/public\/sharedImage\?token=/);
    expect(await guest.content()).not.toContain('Sam Sharer');

    await guest.getByRole('button', { name: 'Read page by page' }).click();
    await guest.getByText('Page 1 of 10').waitFor();
    await guest.getByRole('button', { name: 'Next', exact: true }).click();
    await guest.getByText('Page 2 of 10').waitFor();
    await screenshot(guest, 'shared-book-guest');
  }, 60_000);

  it('stops sharing: the old link says the book is no longer shared', async () => {
    await bookRow().getByRole('button', { name: 'Share' }).click();
    const dialog = journey.page.getByRole('dialog', { name: `Share "${TITLE}"` });
    await dialog.getByRole('button', { name: 'Stop sharing' }).click();
    await dialog.getByText(/Sharing stopped/).waitFor();
    await journey.page.keyboard.press('Escape');
    expect(await bookRow().getByText('Shared by link').count()).toBe(0);

    await guest.reload();
    await guest.getByRole('heading', { level: 1, name: 'This book is no longer shared' }).waitFor();
    expect(await guest.getByText(TITLE).count()).toBe(0);
    await screenshot(guest, 'shared-book-stopped');
  }, 60_000);
});
