import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, screenshot, signIn } from './browser.js';
import { freshParent, userCall, type Parent } from './parents.js';
import { signedInParent } from './journey.js';
import { generateStory } from './storyForm.js';

/**
 * Issue 27: a family saved once on /characters, then books made from it without typing or
 * uploading again; the first book's cast is approved before its pages, the second reuses it.
 */

const journey = signedInParent({ credits: 2, name: 'Pat Family' });

async function addCharacter(fill: () => Promise<void>, on: Page = journey.page) {
  await on.getByRole('button', { name: 'Add a character' }).click();
  const dialog = on.getByRole('dialog', { name: 'Add a character' });
  await dialog.waitFor();
  await fill();
  await dialog.getByRole('button', { name: 'Save character' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
}

/** Generate from the picked cast, save, and land on the book's editor. */
async function generateAndSave(description: string, on: Page = journey.page) {
  await on.getByLabel('What should the story be about?').fill(description);
  await on.getByLabel('Moral value').selectOption('kindness');
  await generateStory(on);
  const story = await on
    .locator('textarea')
    .evaluateAll((areas) => areas.map((a) => (a as HTMLTextAreaElement).value).join(' '));
  expect(story).toContain('Mia');
  await on.getByRole('button', { name: 'Save', exact: true }).click();
  await on.waitForURL(/\/library\/enhanced\/[a-z0-9-]+\/edit$/, { timeout: 15_000 });
}

const bookIdOf = async (who: Parent = journey.parent) => {
  const rows = (await (await userCall(who.token, 'createLibrary')).json()) as string[][];
  return rows[0]![0]!;
};

describe('a family saved once', () => {
  it('is saved on /characters with a built look and a pet', async () => {
    await journey.page.getByRole('link', { name: 'Characters', exact: true }).first().click();
    await journey.page.waitForURL(`${BASE_URL}/characters`);
    await addCharacter(async () => {
      const dialog = journey.page.getByRole('dialog');
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
      const dialog = journey.page.getByRole('dialog');
      await dialog.getByLabel('Name').fill('Biscuit');
      await dialog.getByLabel('Role').selectOption('pet');
      await dialog.getByRole('group', { name: 'Pronouns' }).getByText('he / him').click();
      await dialog.getByRole('group', { name: 'Species' }).getByText('Dog', { exact: true }).click();
    });
    const saved = journey.page.getByRole('list', { name: 'Saved characters' });
    await saved.getByText('Mia').waitFor();
    await saved.getByText('Biscuit').waitFor();
    await screenshot(journey.page, 'characters-saved');
  });

  it('makes a book from them, its cast approved before the pages are drawn', async () => {
    await journey.page.goto(`${BASE_URL}/createenhanced`);
    const cast = journey.page.getByRole('list', { name: 'Your saved characters' });
    await cast.getByRole('button', { name: /Mia/ }).click();
    await cast.getByRole('button', { name: /Biscuit/ }).click();
    await expect.poll(() => journey.page.getByLabel("Main character's name").count()).toBe(0);
    await generateAndSave('a picnic by the river with a kite');
    const sheet = journey.page.getByRole('img', { name: /each with their name$/ });
    await sheet.waitFor({ timeout: 30_000 });
    await screenshot(journey.page, 'characters-cast-sheet');
    const bookId = await bookIdOf();
    const before = (await (await userCall(journey.parent.token, 'castStatus', { bookId })).json()) as {
      status: string;
    };
    expect(before.status).toBe('waiting');
    await journey.page.getByRole('button', { name: 'Looks right, draw my book' }).click();
    await journey.page.getByText('10 of 10 illustrations ready').waitFor({ timeout: 60_000 });
  });

  it('makes a second book of the same cast with the approved sheet, no review needed', async () => {
    const first = await bookIdOf();
    const firstSheet = Buffer.from(
      await (await userCall(journey.parent.token, 'castSheet', { bookId: first })).arrayBuffer(),
    );
    await journey.page.goto(`${BASE_URL}/createenhanced`);
    const cast = journey.page.getByRole('list', { name: 'Your saved characters' });
    await cast.getByRole('button', { name: /Mia/ }).click();
    await cast.getByRole('button', { name: /Biscuit/ }).click();
    await generateAndSave('building a sandcastle at the beach');
    await journey.page.getByText('10 of 10 illustrations ready').waitFor({ timeout: 60_000 });
    const second = await bookIdOf();
    expect(second).not.toBe(first);
    const secondSheet = Buffer.from(
      await (await userCall(journey.parent.token, 'castSheet', { bookId: second })).arrayBuffer(),
    );
    expect(secondSheet.equals(firstSheet)).toBe(true);
  });
});

/**
 * The 'Done when': a family of four and a pet saved once, three Avatar books made from
 * them without uploading anything, each cast approved (one of them from the Library, after
 * leaving the book), and the same faces in all three.
 */
describe('a family of four and a pet, three books, the same faces', () => {
  let family: Parent;
  let tab: Page;

  beforeAll(async () => {
    family = await freshParent(3, 'Sam Family');
    tab = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(tab, family);
    await tab.waitForURL(`${BASE_URL}/create`, { timeout: 20_000 });
  });

  /** Picks a chip of a group of the character form by its label (its radio is visually hidden). */
  const chip = async (group: string, label: string) => {
    const chips = tab.getByRole('dialog').getByRole('group', { name: group });
    await chips.getByText(label, { exact: true }).click();
    await expect.poll(() => chips.getByRole('radio', { name: label, exact: true }).isChecked()).toBe(true);
  };

  async function person(
    name: string,
    role: string,
    pronouns: string,
    look: { skin: string; hairColour: string; hairStyle: string; glasses?: boolean; freckles?: boolean },
  ) {
    await addCharacter(async () => {
      const dialog = tab.getByRole('dialog');
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Role').selectOption(role);
      await chip('Pronouns', pronouns);
      await chip('Skin tone', look.skin);
      await chip('Hair colour', look.hairColour);
      await chip('Hair style', look.hairStyle);
      for (const extra of ['Glasses', 'Freckles'] as const) {
        if (!look[extra.toLowerCase() as 'glasses' | 'freckles']) continue;
        await dialog.getByText(extra, { exact: true }).click();
        await expect.poll(() => dialog.getByRole('checkbox', { name: extra }).isChecked()).toBe(true);
      }
    }, tab);
  }

  /** Picks the cast on /createenhanced in this order (the first is the hero). */
  async function pickCast(names: string[]) {
    await tab.goto(`${BASE_URL}/createenhanced`);
    const saved = tab.getByRole('list', { name: 'Your saved characters' });
    for (const name of names) await saved.getByRole('button', { name: new RegExp(`^(✓ )?${name} `) }).click();
    const inStory = tab.getByRole('list', { name: 'In this story' }).getByRole('listitem');
    await expect.poll(() => inStory.allTextContents()).toHaveLength(names.length);
    const order = await inStory.allTextContents();
    expect(order.every((text, i) => text.startsWith(names[i]!))).toBe(true);
    // Nothing to upload: an Avatar Story of saved characters asks for no photo.
    expect(await tab.locator('input[type="file"]').count()).toBe(0);
  }

  /**
   * The cast sheet the editor shows, cut into its characters (the offline sheet draws each one
   * front-on in a square cell, three to a row, in the cast's order): a fingerprint of each
   * character's pixels, by name.
   */
  async function faces(names: string[]): Promise<Record<string, string>> {
    const sheet = tab.getByRole('img', { name: /each with their name$/ });
    await sheet.waitFor({ timeout: 30_000 });
    return sheet.evaluate(async (element, cast) => {
      const img = element as HTMLImageElement;
      await img.decode();
      const columns = Math.min(3, cast.length);
      const cell = img.naturalWidth / columns;
      if (img.naturalHeight !== cell * Math.ceil(cast.length / 3))
        throw new Error(`unexpected sheet size ${img.naturalWidth} x ${img.naturalHeight}`);
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const prints: Record<string, string> = {};
      cast.forEach((name, i) => {
        const { data } = context.getImageData((i % 3) * cell, Math.floor(i / 3) * cell, cell, cell);
        let hash = 0x811c9dc5;
        for (const byte of data) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
        prints[name] = `${hash.toString(16)}:${data.length}`;
      });
      return prints;
    }, names);
  }

  const castStatus = async (bookId: string) =>
    ((await (await userCall(family.token, 'castStatus', { bookId })).json()) as { status: string }).status;

  /** 'Looks right, draw my book' on the sheet the editor shows; the editor opens on the pages. */
  async function approve(bookId: string) {
    expect(await castStatus(bookId)).toBe('waiting');
    await tab.getByRole('button', { name: 'Looks right, draw my book' }).click();
    await tab.getByText(/\d+ of 10 illustrations ready/).waitFor({ timeout: 30_000 });
    expect(await castStatus(bookId)).toBe('approved');
  }

  const sheets: Record<string, string>[] = [];
  const books: string[] = [];

  it('saves the family of four and a pet once on /characters, each with a look', async () => {
    await tab.goto(`${BASE_URL}/characters`);
    await person('Mia', 'child', 'she / her', {
      skin: 'Brown',
      hairColour: 'Dark brown',
      hairStyle: 'Braids',
      freckles: true,
    });
    await person('Leo', 'sibling', 'he / him', { skin: 'Brown', hairColour: 'Black', hairStyle: 'Curls' });
    await person('Mom', 'parent', 'she / her', {
      skin: 'Light brown',
      hairColour: 'Dark brown',
      hairStyle: 'Long',
      glasses: true,
    });
    await person('Grandpa', 'grandparent', 'he / him', {
      skin: 'Light brown',
      hairColour: 'Grey',
      hairStyle: 'Short',
      glasses: true,
    });
    await addCharacter(async () => {
      const dialog = tab.getByRole('dialog');
      await dialog.getByLabel('Name').fill('Biscuit');
      await dialog.getByLabel('Role').selectOption('pet');
      await chip('Pronouns', 'he / him');
      await chip('Species', 'Dog');
    }, tab);
    const saved = tab.getByRole('list', { name: 'Saved characters' });
    for (const name of ['Mia', 'Leo', 'Mom', 'Grandpa', 'Biscuit'])
      await saved.getByText(name).first().waitFor();

    const list = (await (await userCall(family.token, 'characters/list')).json()) as {
      name: string;
      role: string;
      pronouns: string;
      look: Record<string, unknown>;
      photoCount: number;
      sheet: boolean;
    }[];
    expect(list.map(({ name, role, pronouns }) => [name, role, pronouns])).toEqual([
      ['Mia', 'child', 'she'],
      ['Leo', 'sibling', 'he'],
      ['Mom', 'parent', 'she'],
      ['Grandpa', 'grandparent', 'he'],
      ['Biscuit', 'pet', 'he'],
    ]);
    expect(list.map((c) => c.look)).toMatchObject([
      { skin: 'brown', hairColour: 'darkBrown', hairStyle: 'braids', freckles: true },
      { skin: 'brown', hairColour: 'black', hairStyle: 'curls' },
      { skin: 'medium', hairColour: 'darkBrown', hairStyle: 'long', glasses: true },
      { skin: 'medium', hairColour: 'grey', hairStyle: 'short', glasses: true },
      { species: 'dog' },
    ]);
    expect(list.every((c) => c.photoCount === 0 && !c.sheet)).toBe(true);
  }, 120_000);

  it('makes a book of two heroes, Mia and Leo, with Biscuit, and approves its cast in the editor', async () => {
    const cast = ['Mia', 'Leo', 'Biscuit'];
    await pickCast(cast);
    await tab.getByRole('checkbox', { name: 'Two heroes (twins, siblings or best friends)' }).check();
    const inStory = tab.getByRole('list', { name: 'In this story' }).getByRole('listitem');
    await expect.poll(() => inStory.allTextContents()).toEqual(['MiaHero', 'LeoHero', 'Biscuit']);
    await generateAndSave('a picnic by the river with a kite', tab);
    sheets.push(await faces(cast));
    books.push(await bookIdOf(family));
    // Both heroes are on the cover.
    const [, title] = ((await (await userCall(family.token, 'createLibrary')).json()) as string[][])[0]!;
    expect(title).toMatch(/Mia/);
    expect(title).toMatch(/Leo/);
    await approve(books[0]!);
  }, 120_000);

  it('makes a book of Mia and Mom, left before approving: the Library says it waits, and it is approved there', async () => {
    const cast = ['Mia', 'Mom'];
    await pickCast(cast);
    await generateAndSave('baking a birthday cake together', tab);
    await tab.getByRole('img', { name: /each with their name$/ }).waitFor({ timeout: 30_000 });
    books.push(await bookIdOf(family));
    const [first, second] = books as [string, string];

    // The parent leaves, and finds the book in the Library, waiting for them.
    await tab
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: 'Library', exact: true })
      .first()
      .click();
    await tab.waitForURL(`${BASE_URL}/library`);
    const card = (bookId: string) => tab.getByRole('article').filter({ hasText: `Order# ${bookId}` });
    await card(second).getByText('Waiting for your approval').waitFor({ timeout: 15_000 });
    await card(first).waitFor();
    expect(await card(first).getByText('Waiting for your approval').count()).toBe(0);
    await screenshot(tab, 'characters-library-waiting');

    await card(second).getByRole('button', { name: 'Edit' }).click();
    await tab.waitForURL(/\/library\/enhanced\/[a-z0-9-]+\/edit$/);
    await tab.getByRole('heading', { name: 'Meet your cast' }).waitFor();
    sheets.push(await faces(cast));
    await approve(second);
  }, 120_000);

  it('makes a book of all five, approves it, and every face is the same as in the other books', async () => {
    const cast = ['Mia', 'Leo', 'Biscuit', 'Mom', 'Grandpa'];
    await pickCast(cast);
    await generateAndSave('a snowy day in the garden', tab);
    sheets.push(await faces(cast));
    books.push(await bookIdOf(family));
    expect(new Set(books).size).toBe(3);
    await approve(books[2]!);
    await tab.getByText('10 of 10 illustrations ready').waitFor({ timeout: 60_000 });
    await screenshot(tab, 'characters-third-book');

    const [a, b, c] = sheets as [Record<string, string>, Record<string, string>, Record<string, string>];
    // Each saved character is drawn pixel for pixel the same on every sheet it is on, whoever
    // else is in the book: Mia on all three, Leo and Biscuit on A and C, Mom on B and C.
    expect(b.Mia).toBe(a.Mia);
    expect(c.Mia).toBe(a.Mia);
    expect(c.Leo).toBe(a.Leo);
    expect(c.Biscuit).toBe(a.Biscuit);
    expect(c.Mom).toBe(b.Mom);
    // ...and the cells are faces, not blanks: each character looks like themselves only.
    expect(new Set(Object.values(c)).size).toBe(5);

    for (const bookId of books) expect(await castStatus(bookId)).toBe('approved');
    const list = (await (await userCall(family.token, 'characters/list')).json()) as {
      name: string;
      sheet: boolean;
    }[];
    expect(list.filter((character) => character.sheet).map((character) => character.name)).toEqual([
      'Mia',
      'Leo',
      'Mom',
      'Grandpa',
      'Biscuit',
    ]);
  }, 120_000);
});
