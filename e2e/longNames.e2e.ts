import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, closePageAfterEach, launchBrowser, openPage, signedInPage } from './browser.js';
import { freshParent, userCall, type Parent } from './parents.js';

/**
 * Issue 47, item 9: a character's name may be 40 characters long, in one word. It stays inside
 * its card and inside the delete question, on a phone and on a laptop.
 */
const LONG_NAME = 'Bartholomew'.repeat(3) + 'Alexandra'.slice(0, 7);

let browser: Browser;
let page: Page | undefined;
let parent: Parent;

beforeAll(async () => {
  parent = await freshParent(1, 'Pat Long');
  const saved = await userCall(parent.token, 'characters/save', {
    name: LONG_NAME,
    role: 'child',
    pronouns: 'she',
    look: {
      skin: 'warm',
      hairColour: 'auburn',
      hairStyle: 'braids',
      eyes: 'green',
      glasses: false,
      freckles: true,
      presentation: 'girl',
    },
  });
  if (!saved.ok) throw new Error(`characters/save answered ${saved.status}`);
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
closePageAfterEach(
  () => page,
  () => (page = undefined),
);

/** Whether `inner` lies inside `outer` and neither scrolls sideways (its text cut off). */
function fitsInside(page: Page, inner: string, outer: string): Promise<string[]> {
  return page.evaluate(
    ({ inner, outer }) => {
      const a = document.querySelector(inner) as HTMLElement | null;
      const b = document.querySelector(outer) as HTMLElement | null;
      if (!a || !b) return [`${inner} or ${outer} missing`];
      const ia = a.getBoundingClientRect();
      const ob = b.getBoundingClientRect();
      const problems: string[] = [];
      if (ia.left < ob.left - 0.5 || ia.right > ob.right + 0.5)
        problems.push(`${inner} sticks out of ${outer}`);
      if (ob.left < -0.5 || ob.right > window.innerWidth + 0.5) problems.push(`${outer} is off the screen`);
      if (a.scrollWidth > a.clientWidth + 1) problems.push(`${inner} is cut off`);
      if (b.scrollWidth > b.clientWidth + 1) problems.push(`${outer} scrolls sideways`);
      if (document.documentElement.scrollWidth > window.innerWidth + 1)
        problems.push('the page scrolls sideways');
      return problems;
    },
    { inner, outer },
  );
}

describe('a 40-character name', () => {
  it.each([320, 768, 1280])(
    'stays inside its card and the delete question at %i px',
    async (width) => {
      expect(LONG_NAME).toHaveLength(40);
      page = await signedInPage(browser, parent, { viewport: { width, height: 800 } });
      // A fresh load: a late lead-on from the sign-in cannot take the page away.
      await openPage(page, `${BASE_URL}/characters`);
      const card = page.getByRole('article', { name: LONG_NAME });
      await card.getByRole('heading', { name: LONG_NAME }).waitFor({ timeout: 20_000 });
      expect(
        await fitsInside(page, `article[aria-label="${LONG_NAME}"] h2`, `article[aria-label="${LONG_NAME}"]`),
      ).toEqual([]);

      await card.getByRole('button', { name: `Delete ${LONG_NAME}` }).click();
      const dialog = page.getByRole('dialog', { name: `Delete ${LONG_NAME}?` });
      await dialog.waitFor();
      expect(await fitsInside(page, 'dialog[open] h2', 'dialog[open]')).toEqual([]);
      expect(await fitsInside(page, 'dialog[open] p', 'dialog[open]')).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    },
    60_000,
  );
});
