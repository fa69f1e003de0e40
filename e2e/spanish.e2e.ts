import { describe, expect, it } from 'vitest';
import { BASE_URL, screenshot } from './browser.js';
import { signedInParent } from './journey.js';
import { fillAvatarStory, generateStory } from './storyForm.js';

/**
 * Issue 28's Spanish journey on the offline engines: a parent asks for a Spanish crayon book,
 * reads and edits the Spanish text, saves it, and finds it drawn, labelled and read in Spanish.
 */
/** The Spanish title the engine gave the book (it names the child in some storylines only). */
let title: string;

/** Words of the English frame that a Spanish book must never print. */
const ENGLISH = /\b(the|and|was|were|with|said|happy)\b/i;
/** Little words every Spanish paragraph of a children's book uses. */
const SPANISH = /\b(el|la|los|las|de|y|con|una?|que)\b/i;

const journey = signedInParent({ credits: 1, name: 'Lola Parent' });

describe('a Spanish crayon book', () => {
  it('is written in Spanish, edited, saved and drawn in crayon', async () => {
    await fillAvatarStory(journey.page, {
      gender: 'Girl',
      name: 'Lucía',
      about: 'un día en la granja con las gallinas',
    });
    await journey.page.getByRole('combobox', { name: 'Story language' }).selectOption({ label: 'Español' });
    await journey.page.getByRole('radio', { name: /^Crayon/ }).check();
    await generateStory(journey.page);

    const paragraphs = Array.from({ length: 10 }, (_, i) =>
      journey.page.getByLabel(`Paragraph ${i + 1}`, { exact: true }),
    );
    const texts = await Promise.all(paragraphs.map((p) => p.inputValue()));
    for (const text of texts) {
      expect(text).toMatch(SPANISH);
      expect(text).not.toMatch(ENGLISH);
    }
    expect(texts.join(' ')).toContain('Lucía');
    // Some storylines' titles name the child and some do not ('Hay sitio para todos'): either
    // way it is a Spanish title, never the English one.
    title = await journey.page.getByLabel('Story title').inputValue();
    expect(title.trim()).not.toBe('');
    expect(title).not.toMatch(ENGLISH);

    // A parent's own Spanish words are kept, accents and all.
    await paragraphs[0]!.fill(`${texts[0]} ¡Qué mañana tan bonita, Lucía!`);
    await screenshot(journey.page, 'spanish-editor');
    await journey.page.getByRole('button', { name: 'Save', exact: true }).click();
    await journey.page.getByRole('button', { name: 'Story Saved' }).waitFor();
    await journey.page.waitForURL(/\/library\/enhanced\/[a-z0-9-]+\/edit$/, { timeout: 15_000 });
    await journey.page.getByText('10 of 10 illustrations ready').waitFor({ timeout: 90_000 });
    // The picture descriptions stay English, for the illustrator, at the farm the parent named.
    const descriptions = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        journey.page
          .getByRole('textbox', { name: `Image Description for page ${i + 1}`, exact: true })
          .inputValue(),
      ),
    );
    expect(descriptions.join(' ')).toMatch(/\bfarm\b/);
    expect(descriptions.join(' ')).toMatch(/\bLucía\b/);
    await screenshot(journey.page, 'spanish-crayon-illustrated');
  }, 180_000);

  it('is built, labelled Spanish in the library and read in Spanish', async () => {
    const build = journey.page.getByRole('button', { name: 'Build my book!' });
    await expect.poll(() => build.isEnabled(), { timeout: 30_000 }).toBe(true);
    await build.click();
    await journey.page.waitForURL(`${BASE_URL}/library`, { timeout: 30_000 });
    const row = journey.page.getByRole('article').filter({ hasText: title.trim() }).first();
    await row.getByText('Language:').waitFor({ timeout: 20_000 });
    expect(await row.locator('[lang="es"]').first().textContent()).toBe('Español');
    await row.getByRole('button', { name: 'Read', exact: true }).click();
    await journey.page.waitForURL(/\/library\/enhanced\/[a-z0-9-]+$/);
    // The story is marked Spanish, so screen readers and read-aloud speak it in Spanish.
    await journey.page
      .locator('main [lang="es"]', { hasText: '¡Qué mañana tan bonita, Lucía!' })
      .first()
      .waitFor({ timeout: 30_000 });
    await screenshot(journey.page, 'spanish-reader');
  }, 60_000);
});
