import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutOf } from '../functions/src/pdf/testing/placedText.js';
import {
  BASE_URL,
  launchBrowser,
  loadedPictures,
  screenshot,
  screenshotFailures,
  signedInPage,
} from './browser.js';
import { freshParent, userCall, type Parent } from './parents.js';
import { shipByGroundToPortland } from './printAddress.js';
import { checkProof } from './proof.js';

/**
 * Issue 45, a bilingual edition: a parent makes an English book with Spanish beneath on the
 * create page (the offline engine writes both), reads both texts in the reader, finds both in
 * the downloaded PDF, fixes a Spanish sentence in Edit text and reads it back, then orders the
 * book in print, paid on the Stripe stand-in and sent to the local print lab.
 */
const TITLE = 'Sofia and the Singing Garden';
const SLUG = 'sofia-and-the-singing-garden';
const NEW_SPANISH = 'Sofía regó las flores y el jardín cantó una canción alegre.';
/** What the parent writes in the Spanish on the create page, before the save. */
const SPANISH_TITLE = 'Sofía y el jardín que canta';
const SPANISH_AT_CREATE = 'Sofía encontró un jardín donde las flores cantaban al sol.';

let browser: Browser;
let page: Page;
let parent: Parent;
/** The book's first page as the storyteller wrote it, in each language. */
let english = '';
let spanish = '';

beforeAll(async () => {
  parent = await freshParent(1, 'Abuela Rosa');
  browser = await launchBrowser();
  page = await signedInPage(browser, parent, { acceptDownloads: true });
}, 120_000);
afterAll(() => browser?.close());
screenshotFailures(() => page, 'bilingual-');

const bookCard = () => page.getByRole('article', { name: TITLE });
const readerPage = (n: number) => page.getByRole('article', { name: `Page ${n}`, exact: true });

/** A PDF's words with every space taken out and ligatures spelt out, so line breaks do not matter. */
const squeezed = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

/** The book's words as getlegends gives them: the first page of each text. */
async function firstPages(): Promise<{ first: string; second: string }> {
  const bookId = /Order# (\d+)/.exec((await bookCard().textContent()) ?? '')?.[1];
  const answer = (await (await userCall(parent.token, 'getlegends', { bookId })).json()) as unknown[];
  const second = answer[9] as { secondLanguage: string; secondParagraphs: string[] };
  expect(second.secondLanguage).toBe('es');
  // [6] is the ten paragraphs, unnumbered, between blank lines.
  return { first: String(answer[6]).split('\n\n')[0]!.trim(), second: second.secondParagraphs[0] ?? '' };
}

/** A reader's or editor's page: its text in Spanish, set apart beneath the English. */
const secondTextOf = (pageOfBook: Locator) =>
  pageOfBook.locator('[data-second-text][lang="es"]').textContent();

/** Reads the book from its library card and waits for the first page's Spanish. */
async function openReader(): Promise<Locator> {
  await page.goto(`${BASE_URL}/library`);
  await bookCard().getByRole('button', { name: 'Read', exact: true }).click();
  await page.waitForURL(new RegExp(`/library/enhanced/${SLUG}$`));
  const first = readerPage(1);
  await first.locator('[data-second-text][lang="es"]').waitFor();
  return first;
}

describe('an English-Spanish book', () => {
  it('is created with a second language, drawn, and built with both texts in the editor', async () => {
    await page.goto(`${BASE_URL}/createenhanced`);
    await page.getByLabel('Girl', { exact: true }).check();
    await page.getByLabel("Main character's name").fill('Sofia');
    await page.getByLabel('What should the story be about?').fill('a garden where the flowers sing');
    await page.getByLabel('Story language').selectOption('en');
    await page.getByLabel('Second language (optional)').selectOption('es');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => page.getByLabel('Paragraph 10', { exact: true }).inputValue(), { timeout: 30_000 })
      .not.toBe('');
    await page.getByLabel('Story title', { exact: true }).fill(TITLE);
    // The Spanish is written with the English and changed here before anything is spent.
    const spanishTitle = page.getByLabel('Story title (Español)', { exact: true });
    expect(await spanishTitle.getAttribute('lang')).toBe('es');
    expect(await spanishTitle.inputValue()).not.toBe('');
    await spanishTitle.fill(SPANISH_TITLE);
    await page.getByLabel('Paragraph 1 (Español)', { exact: true }).fill(SPANISH_AT_CREATE);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await page.waitForURL(new RegExp(`/library/enhanced/${SLUG}/edit$`), { timeout: 20_000 });
    await page.getByText('10 of 10 illustrations ready').waitFor({ timeout: 90_000 });
    // The editor shows each page's Spanish beneath its English, named and marked as Spanish.
    const editorPage = page.getByRole('article', { name: 'Page 1', exact: true });
    await editorPage.getByText('Español', { exact: true }).waitFor();
    expect(await secondTextOf(editorPage)).toBe(SPANISH_AT_CREATE);
    // Spanish prose of a page never goes without one of its commonest little words.
    expect(await secondTextOf(page.getByRole('article', { name: 'Page 2', exact: true }))).toMatch(
      /\b(de|el|la|los|las|y|en|con|una?)\b/i,
    );
    await screenshot(page, 'bilingual-editor');
    const build = page.getByRole('button', { name: 'Build my book!' });
    await expect.poll(() => build.isEnabled(), { timeout: 30_000 }).toBe(true);
    await build.click();
    await page.waitForURL(`${BASE_URL}/library`, { timeout: 60_000 });
    await bookCard().getByText('English · Español').waitFor();
    await bookCard().getByRole('button', { name: 'Download PDF', exact: true }).waitFor({ timeout: 60_000 });
  }, 240_000);

  it('reads both texts on a page in the reader', async () => {
    await page.goto(`${BASE_URL}/library`);
    ({ first: english, second: spanish } = await firstPages());
    expect(spanish).toBe(SPANISH_AT_CREATE);
    const first = await openReader();
    await page.getByText(SPANISH_TITLE, { exact: true }).waitFor();
    expect(await first.textContent()).toContain(english);
    expect(await secondTextOf(first)).toBe(spanish);
    await expect.poll(() => loadedPictures(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
    await screenshot(page, 'bilingual-reader');
  }, 120_000);

  it('downloads a PDF holding an English and a Spanish sentence of the book', async () => {
    await page.goto(`${BASE_URL}/library`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bookCard().getByRole('button', { name: 'Download PDF', exact: true }).click(),
    ]);
    const { placed } = await layoutOf(await readFile((await download.path()) as string));
    const words = squeezed(placed.map((piece) => piece.text).join(''));
    expect(words).toContain(squeezed(english));
    expect(words).toContain(squeezed(spanish));
  }, 90_000);

  it('fixes a Spanish sentence in Edit text, and the reader shows it', async () => {
    await page.goto(`${BASE_URL}/library`);
    await bookCard().getByRole('button', { name: 'Edit text' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit text of "${TITLE}"` });
    const secondText = dialog.getByRole('textbox', { name: 'Page 1 (Español)' });
    expect(await secondText.inputValue()).toBe(spanish);
    expect(await dialog.getByRole('textbox', { name: 'Page 1', exact: true }).inputValue()).toBe(english);
    await secondText.fill(NEW_SPANISH);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });

    const first = await openReader();
    expect(await secondTextOf(first)).toBe(NEW_SPANISH);
    expect(await first.textContent()).toContain(english);
    await page.goto(`${BASE_URL}/library`);
    expect((await firstPages()).second).toBe(NEW_SPANISH);
  }, 90_000);

  it('is ordered in print: proof, address, payment, and the lab ships it', async () => {
    await page.goto(`${BASE_URL}/library`);
    await bookCard().getByRole('button', { name: 'Buy Print Book' }).click();
    await page.waitForURL(/\/print-book\?book=\d+$/);
    await checkProof(page, 2);
    await shipByGroundToPortland(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/c\/pay\/cs_test_/, { timeout: 30_000 });
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(new RegExp(`/print-book-order/${SLUG}\\?book=\\d+&order=po_`), { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Order Submitted Successfully' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'bilingual-ordered');
    await page.getByText('Status: Shipped').waitFor({ timeout: 90_000 });
  }, 300_000);
});
