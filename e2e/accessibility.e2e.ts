import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../emulators/src/process.js';
import { seriousViolations } from './axe.js';
import { BASE_URL, launchBrowser, screenshotFailures, signedInPage } from './browser.js';
import { freshParent, pagesDrawn, savedAvatarBook, userCall, type Parent } from './parents.js';
import { fillAvatarStory } from './storyForm.js';

/**
 * The signed-in screens under axe-core (no serious or critical violations), plus what axe cannot
 * see: dialogs keep focus inside and give it back, form errors are announced, every picture's
 * alt text is its legend.
 */

let browser: Browser;
let page: Page;
let parent: Parent;
let finishedBook: string;
let drawnBook: string;

async function audit(where: string): Promise<void> {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** Tab and Shift+Tab a dozen times: focus never leaves the dialog. */
async function expectFocusTrapped(dialog: Locator): Promise<void> {
  for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')] as string[]) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
}

beforeAll(async () => {
  parent = await freshParent(4, 'Alex Access');
  finishedBook = await savedAvatarBook(parent.token, {
    mainChrName: 'Nia',
    gender: 'girl',
    description: 'a picnic in the garden with her grandma',
    title: 'Nia and the Garden Picnic',
  });
  drawnBook = await savedAvatarBook(parent.token, {
    mainChrName: 'Omar',
    gender: 'boy',
    description: 'a snowy morning and a sled',
    title: 'Omar and the Snowy Hill',
  });
  await waitFor(
    'both books drawn',
    async () =>
      (await pagesDrawn(parent.token, finishedBook)) === 10 &&
      (await pagesDrawn(parent.token, drawnBook)) === 10,
    120_000,
    500,
  );
  const built = await userCall(parent.token, 'createEnhancedPdf', { bookId: finishedBook });
  if (!built.ok) throw new Error(`createEnhancedPdf answered ${built.status}`);

  browser = await launchBrowser();
  // axe-core is injected as an inline script, which the app's CSP (rightly) refuses. Dialogs
  // fade in; axe measures colours as painted, so let them arrive without motion.
  page = await signedInPage(browser, parent, { bypassCSP: true, reducedMotion: 'reduce' });
}, 180_000);
afterAll(() => browser?.close());
screenshotFailures(() => page, 'a11y-');

describe('signed-in screens for everyone', () => {
  it("the payment page (the local Stripe stand-in's): Pay is the first control", async () => {
    const checkout = await userCall(parent.token, 'checkoutSession', { productId: 1, quantity: 2 });
    await page.goto(String(await checkout.json()));
    await page.getByRole('button', { name: 'Pay $10.00' }).waitFor();
    await audit('payment page');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pay $10.00');
  });

  it('the create page and both forms; a form error is announced in a dialog', async () => {
    await page.goto(`${BASE_URL}/create`);
    await page.getByLabel('Avatar Stories').waitFor();
    await audit('/create');

    await page.goto(`${BASE_URL}/createenhanced`);
    await page.getByLabel("Main character's name").waitFor();
    await audit('/createenhanced');

    await page.goto(`${BASE_URL}/createessential`);
    await page.getByLabel('What should the story be about?').waitFor();
    await audit('/createessential');
    // Generate with nobody in the story: the check's message opens in a named dialog that takes
    // focus (so it is read out), and focus comes back to Generate when it closes.
    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    await generate.click();
    const problem = page.getByRole('dialog', { name: 'Please Try Again' });
    await problem.waitFor();
    expect((await problem.textContent())?.trim().length).toBeGreaterThan('Please Try Again'.length);
    expect(await problem.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await audit('/createessential with an error');
    await page.keyboard.press('Escape');
    await problem.waitFor({ state: 'detached' });
    expect(await generate.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it('the confirm dialog keeps and returns focus; the generation overlay; the story editor', async () => {
    await fillAvatarStory(page, {
      gender: 'Girl',
      name: 'Ruby',
      about: 'a day at the zoo with the penguins',
    });

    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    await generate.click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Please confirm if you have added all the necessary information.').waitFor();
    await audit('confirm dialog');
    await expectFocusTrapped(confirm);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await generate.evaluate((b) => b === document.activeElement)).toBe(true);

    // Hold the first answers back so the overlay stays up long enough to be checked.
    let held = 0;
    await page.route('**/user/enhancedTextOutput', async (route) => {
      if (held++ < 3) await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await generate.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('dialog', { name: 'Your story is being generated and typically takes around 30s...' })
      .waitFor();
    await audit('generation overlay');
    const first = page.getByLabel('Paragraph 1', { exact: true });
    await expect.poll(() => first.inputValue(), { timeout: 30_000 }).not.toBe('');
    await page.unroute('**/user/enhancedTextOutput');
    await audit('story editor');
  });

  it('the picture editor, the library and a reader whose pictures carry their legends', async () => {
    await page.goto(`${BASE_URL}/library`);
    await page.getByRole('heading', { name: 'Your Library' }).waitFor();
    const drawnRow = page.getByRole('article').filter({ hasText: `Order# ${drawnBook}` });
    await drawnRow.getByRole('button', { name: 'Edit' }).waitFor();
    await audit('/library');

    await drawnRow.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/library\/enhanced\/[a-z0-9-]+\/edit$/);
    await page.getByText('10 of 10 illustrations ready').waitFor({ timeout: 60_000 });
    await audit('picture editor');

    const legends = (await (await userCall(parent.token, 'getlegends', { bookId: finishedBook })).json()) as [
      string,
      string,
      string,
      string[],
    ];
    await page.goto(`${BASE_URL}/library`);
    const finishedRow = page.getByRole('article').filter({ hasText: `Order# ${finishedBook}` });
    await finishedRow.getByRole('button', { name: 'Read', exact: true }).click();
    await page.waitForURL(/\/library\/enhanced\/[a-z0-9-]+$/);
    await page.getByRole('heading', { name: 'Nia and the Garden Picnic' }).waitFor();
    const pictures = page.locator('main img');
    await expect.poll(() => pictures.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const alts = await pictures.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''));
    for (const alt of alts) expect(legends[3], 'every picture is described by its legend').toContain(alt);
    await audit('reader');
  });

  it('the account page and its delete dialog, and the cart', async () => {
    // A parent with credits is sent on to /create; the footer's 'Delete my account' link opens
    // the account page on its delete section.
    await page.goto(`${BASE_URL}/account?section=delete`);
    const opener = page.getByRole('button', { name: 'Delete my account' });
    await opener.waitFor();
    await audit('/account');
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await audit('delete account dialog');
    await expectFocusTrapped(dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true);

    await page.goto(`${BASE_URL}/cart`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await audit('/cart');
  });
});
