import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, screenshot, screenshotFailures, signIn } from './browser.js';
import { freshParent } from './parents.js';

/**
 * Issue 28's Spanish journey on the offline engines: a parent asks for a Spanish crayon book,
 * reads and edits the Spanish text, saves it, and finds it drawn, labelled and read in Spanish.
 */
let browser: Browser;
let page: Page;
/** The Spanish title the engine gave the book (it names the child in some storylines only). */
let title: string;

/** Words of the English frame that a Spanish book must never print. */
const ENGLISH = /\b(the|and|was|were|with|said|happy)\b/i;
/** Little words every Spanish paragraph of a children's book uses. */
const SPANISH = /\b(el|la|los|las|de|y|con|una?|que)\b/i;

beforeAll(async () => {
  browser = await launchBrowser();
  const parent = await freshParent(1, 'Lola Parent');
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, parent);
  await page.waitForURL(`${BASE_URL}/create`, { timeout: 20_000 });
});
afterAll(() => browser?.close());
screenshotFailures(() => page);

describe('a Spanish crayon book', () => {
  it('is written in Spanish, edited, saved and drawn in crayon', async () => {
    await page.goto(`${BASE_URL}/createenhanced`);
    await page.getByLabel('Girl', { exact: true }).check();
    await page.getByLabel("Main character's name").fill('Lucía');
    await page.getByLabel('What should the story be about?').fill('un día en la granja con las gallinas');
    await page.getByLabel('Moral value').selectOption('kindness');
    await page.getByRole('combobox', { name: 'Story language' }).selectOption({ label: 'Español' });
    await page.getByRole('radio', { name: /^Crayon/ }).check();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    const paragraphs = Array.from({ length: 10 }, (_, i) =>
      page.getByLabel(`Paragraph ${i + 1}`, { exact: true }),
    );
    await expect.poll(() => paragraphs[0]!.inputValue(), { timeout: 30_000 }).not.toBe('');
    const texts = await Promise.all(paragraphs.map((p) => p.inputValue()));
    for (const text of texts) {
      expect(text).toMatch(SPANISH);
      expect(text).not.toMatch(ENGLISH);
    }
    expect(texts.join(' ')).toContain('Lucía');
    // Some storylines' titles name the child and some do not ('Hay sitio para todos'): either
    // way it is a Spanish title, never the English one.
    title = await page.getByLabel('Story title').inputValue();
    expect(title.trim()).not.toBe('');
    expect(title).not.toMatch(ENGLISH);

    // A parent's own Spanish words are kept, accents and all.
    await paragraphs[0]!.fill(`${texts[0]} ¡Qué mañana tan bonita, Lucía!`);
    await screenshot(page, 'spanish-editor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Story Saved' }).waitFor();
    await page.waitForURL(/\/library\/enhanced\/[a-z0-9-]+\/edit$/, { timeout: 15_000 });
    await page.getByText('10 of 10 illustrations ready').waitFor({ timeout: 90_000 });
    // The picture descriptions stay English, for the illustrator, at the farm the parent named.
    const descriptions = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        page.getByRole('textbox', { name: `Image Description for page ${i + 1}`, exact: true }).inputValue(),
      ),
    );
    expect(descriptions.join(' ')).toMatch(/\bfarm\b/);
    expect(descriptions.join(' ')).toMatch(/\bLucía\b/);
    await screenshot(page, 'spanish-crayon-illustrated');
  }, 180_000);

  it('is built, labelled Spanish in the library and read in Spanish', async () => {
    const build = page.getByRole('button', { name: 'Build my book!' });
    await expect.poll(() => build.isEnabled(), { timeout: 30_000 }).toBe(true);
    await build.click();
    await page.waitForURL(`${BASE_URL}/library`, { timeout: 30_000 });
    const row = page.getByRole('article').filter({ hasText: title.trim() }).first();
    await row.getByText('Language:').waitFor({ timeout: 20_000 });
    expect(await row.locator('[lang="es"]').first().textContent()).toBe('Español');
    await row.getByRole('button', { name: 'Read', exact: true }).click();
    await page.waitForURL(/\/library\/enhanced\/[a-z0-9-]+$/);
    // The story is marked Spanish, so screen readers and read-aloud speak it in Spanish.
    await page
      .locator('main [lang="es"]', { hasText: '¡Qué mañana tan bonita, Lucía!' })
      .first()
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'spanish-reader');
  }, 60_000);
});
