import type { Page } from 'playwright-core';
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
