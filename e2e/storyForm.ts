import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { BASE_URL } from './browser.js';

/**
 * Opens /createenhanced and fills an Avatar Story as a parent does: the main character, what
 * the story is about, and kindness as its moral value. Style, language and Generate are the
 * journey's own.
 */
export async function fillAvatarStory(
  page: Page,
  story: { gender: 'Girl' | 'Boy'; name: string; about: string },
): Promise<void> {
  await page.goto(`${BASE_URL}/createenhanced`);
  await page.getByLabel(story.gender, { exact: true }).check();
  await page.getByLabel("Main character's name").fill(story.name);
  await page.getByLabel('What should the story be about?').fill(story.about);
  await page.getByLabel('Moral value').selectOption('kindness');
}

/**
 * Generate, then Confirm in the dialog that asks, then waits for the story in the editor:
 * answers its first paragraph's field once it holds text.
 */
export async function generateStory(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const first = page.getByLabel('Paragraph 1', { exact: true });
  await expect.poll(() => first.inputValue(), { timeout: 30_000 }).not.toBe('');
  return first;
}
