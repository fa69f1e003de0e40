import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_URL,
  launchBrowser,
  openPage,
  screenshot,
  screenshotFailures,
  signedInPage,
} from './browser.js';
import { freshEducator, orgCredits, type Educator } from './educators.js';

let browser: Browser;
let page: Page;
let educator: Educator;
const STRIPE_PAGE = /^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_[A-Za-z0-9]+$/;
const LESSON = 'Sharing crayons at the art table';
const CHILDREN = ['Ava', 'Ben', 'Cleo'];

beforeAll(async () => {
  educator = await freshEducator('Erin Educator', 'Maple Room');
  browser = await launchBrowser();
  page = await signedInPage(browser, educator, { acceptDownloads: true });
});
afterAll(() => browser?.close());
screenshotFailures(() => page);

describe('the classroom edition', () => {
  it("the organization's admin buys a Classroom Pack on the local checkout", async () => {
    await openPage(page, `${BASE_URL}/classroom`);
    const balance = page.getByRole('region', { name: /Maple Room: 0 book credits/ });
    await balance.waitFor({ timeout: 20_000 });
    await balance.getByLabel('Add credits').selectOption('1');
    await balance.getByRole('button', { name: 'Buy for my organization' }).click();
    await page.waitForURL(STRIPE_PAGE);
    await page.getByText('Classroom Pack').first().waitFor();
    await page.getByRole('button', { name: 'Pay $105.00' }).click();
    await page.waitForURL(/\/classroom\?purchase=done$/);
    await expect.poll(() => orgCredits(educator.token), { timeout: 30_000 }).toBe(30);
    // The webhook may land just after the page loaded its balance: the page shows it once asked again.
    await expect
      .poll(
        async () => {
          const shown = await page.getByRole('region', { name: /Maple Room: 30 book credits/ }).count();
          if (!shown) await page.reload();
          return shown;
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(1);
    await screenshot(page, 'classroom-bought');
  }, 90_000);

  it('writes one lesson for a class of three and watches the books reach 3 of 3', async () => {
    const form = page.getByRole('form', { name: 'New class' });
    await form.getByLabel('Moral').selectOption('kindness');
    await form.getByLabel('The idea').fill(LESSON.toLowerCase());
    for (const [i, name] of CHILDREN.entries()) {
      if (i > 0) await form.getByRole('button', { name: 'Add a child' }).click();
      const child = form.getByRole('group', { name: `Child ${i + 1}` });
      await child.getByLabel('First name').fill(name);
    }
    await form.getByRole('group', { name: 'Child 2' }).getByLabel('Drawn as').selectOption('boy');
    await form.getByRole('button', { name: 'Surprise me: a new look for child 3' }).click();
    await form.getByText('3 of 30 children').waitFor();
    await form.getByRole('button', { name: 'Make 3 books' }).click();
    await page.waitForURL(/\/classroom\/class_[\w-]+$/);
    await page.getByRole('heading', { name: `Class: ${LESSON}` }).waitFor();
    await page.getByRole('progressbar', { name: '3 of 3 ready' }).waitFor({ timeout: 100_000 });
    const books = page.getByRole('list', { name: 'Books of the class' });
    for (const name of CHILDREN) await books.getByText(name, { exact: true }).waitFor();
    expect(await books.getByRole('link', { name: 'Ready' }).count()).toBe(3);
    expect(await orgCredits(educator.token)).toBe(27);
    await screenshot(page, 'classroom-ready');
  }, 120_000);

  it('downloads the class as one ZIP holding three PDFs', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Download all (ZIP)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Sharing-crayons-at-the-art-table-books.zip');
    const entries = unzipSync(new Uint8Array(await readFile((await download.path()) as string)));
    const names = Object.keys(entries).sort();
    expect(names).toHaveLength(3);
    for (const [i, name] of names.entries()) {
      expect(name.startsWith(`${CHILDREN[i]}-`)).toBe(true);
      expect(name.endsWith('.pdf')).toBe(true);
      expect(Buffer.from(entries[name]!.subarray(0, 5)).toString()).toBe('%PDF-');
    }
  }, 90_000);

  it('keeps the class after a reload: its own page, and the list on /classroom', async () => {
    const classPage = page.url();
    await page.reload();
    await page.getByRole('heading', { name: `Class: ${LESSON}` }).waitFor({ timeout: 20_000 });
    await page.getByRole('progressbar', { name: '3 of 3 ready' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Download all (ZIP)' }).waitFor();

    await openPage(page, `${BASE_URL}/classroom`);
    const card = page
      .getByRole('list', { name: 'Your classes' })
      .getByRole('article', { name: `Class: ${LESSON}` });
    await card.getByRole('progressbar', { name: '3 of 3 ready' }).waitFor({ timeout: 20_000 });
    expect(await card.getByRole('button', { name: 'Download all (ZIP)' }).isEnabled()).toBe(true);
    await card.getByRole('link', { name: `Class: ${LESSON}` }).click();
    await page.waitForURL(classPage);
    await page.getByRole('list', { name: 'Books of the class' }).waitFor();
    await screenshot(page, 'classroom-list');
  }, 60_000);

  it("shows the class's books together in the library under the lesson, finished as the class page says", async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Library', exact: true })
      .click();
    await page.getByRole('heading', { name: `Class: ${LESSON}` }).waitFor({ timeout: 20_000 });
    const shelf = page.getByRole('list', { name: `Class: ${LESSON}` });
    await expect.poll(() => shelf.getByRole('article').count()).toBe(3);
    // 3 of 3 ready on the class page: none of the three is 'Still in progress' here.
    expect(await shelf.getByText('Still in progress').count()).toBe(0);
    expect(await shelf.getByRole('button', { name: 'Download PDF', exact: true }).count()).toBe(3);
    await screenshot(page, 'library-class-shelf');
    await page.getByRole('link', { name: 'Progress and Download all (ZIP)' }).click();
    await page.waitForURL(/\/classroom\/class_[\w-]+$/);
    await page.getByRole('progressbar', { name: '3 of 3 ready' }).waitFor({ timeout: 20_000 });
  });
});
