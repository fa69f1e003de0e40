import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, screenshot, signIn } from './browser.js';
import { freshParent, userCall, type Parent } from './parents.js';

/**
 * Issue 27: a family saved once on /characters, then books made from it without typing or
 * uploading again; the first book's cast is approved before its pages, the second reuses it.
 */
let browser: Browser;
let page: Page;
let parent: Parent;

beforeAll(async () => {
  browser = await launchBrowser();
  parent = await freshParent(2, 'Pat Family');
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, parent);
  await page.waitForURL(`${BASE_URL}/create`, { timeout: 20_000 });
});
afterAll(() => browser?.close());

async function addCharacter(fill: () => Promise<void>) {
  await page.getByRole('button', { name: 'Add a character' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a character' });
  await dialog.waitFor();
  await fill();
  await dialog.getByRole('button', { name: 'Save character' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
}

/** Generate from the picked cast, save, and land on the book's editor. */
async function generateAndSave(description: string) {
  await page.getByLabel('What should the story be about?').fill(description);
  await page.getByLabel('Moral value').selectOption('kindness');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const firstParagraph = page.getByLabel('Paragraph 1', { exact: true });
  await expect.poll(() => firstParagraph.inputValue(), { timeout: 30_000 }).not.toBe('');
  const story = await page
    .locator('textarea')
    .evaluateAll((areas) => areas.map((a) => (a as HTMLTextAreaElement).value).join(' '));
  expect(story).toContain('Mia');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL(/\/library\/enhanced\/[a-z0-9-]+\/edit$/, { timeout: 15_000 });
}

const bookIdOf = async () => {
  const rows = (await (await userCall(parent.token, 'createLibrary')).json()) as string[][];
  return rows[0]![0]!;
};

describe('a family saved once', () => {
  it('is saved on /characters with a built look and a pet', async () => {
    await page.getByRole('link', { name: 'Characters', exact: true }).first().click();
    await page.waitForURL(`${BASE_URL}/characters`);
    await addCharacter(async () => {
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill('Mia');
      await dialog.getByRole('group', { name: 'Pronouns' }).getByText('she / her').click();
      await dialog.getByRole('group', { name: 'Hair style' }).getByText('Braids', { exact: true }).click();
      await dialog.getByRole('group', { name: 'Skin tone' }).getByText('Brown', { exact: true }).click();
      await expect
        .poll(() => dialog.getByRole('group', { name: 'Hair style' }).getByLabel('Braids').isChecked())
        .toBe(true);
      await dialog.getByText('Freckles', { exact: true }).click();
      await expect.poll(() => dialog.getByRole('checkbox', { name: 'Freckles' }).isChecked()).toBe(true);
      // The preview is the illustrator's own drawing of the look, named by it.
      const preview = dialog.getByTestId('character-portrait');
      expect(await preview.getAttribute('aria-label')).toBe(
        'Mia: a girl with brown skin, brown hair in braids, brown eyes and freckles',
      );
      expect(await preview.locator('svg').count()).toBe(1);
    });
    await addCharacter(async () => {
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill('Biscuit');
      await dialog.getByLabel('Role').selectOption('pet');
      await dialog.getByRole('group', { name: 'Pronouns' }).getByText('he / him').click();
      await dialog.getByRole('group', { name: 'Species' }).getByText('Dog', { exact: true }).click();
    });
    const saved = page.getByRole('list', { name: 'Saved characters' });
    await saved.getByText('Mia').waitFor();
    await saved.getByText('Biscuit').waitFor();
    await screenshot(page, 'characters-saved');
  });

  it('makes a book from them, its cast approved before the pages are drawn', async () => {
    await page.goto(`${BASE_URL}/createenhanced`);
    const cast = page.getByRole('list', { name: 'Your saved characters' });
    await cast.getByRole('button', { name: /Mia/ }).click();
    await cast.getByRole('button', { name: /Biscuit/ }).click();
    await expect.poll(() => page.getByLabel("Main character's name").count()).toBe(0);
    await generateAndSave('a picnic by the river with a kite');
    const sheet = page.getByRole('img', { name: /each with their name$/ });
    await sheet.waitFor({ timeout: 30_000 });
    await screenshot(page, 'characters-cast-sheet');
    const bookId = await bookIdOf();
    const before = (await (await userCall(parent.token, 'castStatus', { bookId })).json()) as {
      status: string;
    };
    expect(before.status).toBe('waiting');
    await page.getByRole('button', { name: 'Looks right, draw my book' }).click();
    await page.getByText('10 of 10 illustrations ready').waitFor({ timeout: 60_000 });
  });

  it('makes a second book of the same cast with the approved sheet, no review needed', async () => {
    const first = await bookIdOf();
    const firstSheet = Buffer.from(
      await (await userCall(parent.token, 'castSheet', { bookId: first })).arrayBuffer(),
    );
    await page.goto(`${BASE_URL}/createenhanced`);
    const cast = page.getByRole('list', { name: 'Your saved characters' });
    await cast.getByRole('button', { name: /Mia/ }).click();
    await cast.getByRole('button', { name: /Biscuit/ }).click();
    await generateAndSave('building a sandcastle at the beach');
    await page.getByText('10 of 10 illustrations ready').waitFor({ timeout: 60_000 });
    const second = await bookIdOf();
    expect(second).not.toBe(first);
    const secondSheet = Buffer.from(
      await (await userCall(parent.token, 'castSheet', { bookId: second })).arrayBuffer(),
    );
    expect(secondSheet.equals(firstSheet)).toBe(true);
  });
});
