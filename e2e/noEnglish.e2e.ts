import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, interactive, launchBrowser, openPage, screenshot, screenshotFailures } from './browser.js';
import { emailLink } from './emulatorAuth.js';
import { englishOnPage, message } from './englishText.js';

/**
 * Issue 45's 'Done when': a person whose browser asks for Spanish goes from the home page through
 * sign-up, create, the editor, the reader, buying credits and a print order, and no screen on the
 * way shows an English word outside the book's own words and the names typed. (The Stripe
 * stand-in's payment page is Stripe's own, which follows the browser's language in production.)
 */
const es = (id: string, values?: Record<string, string | number>) => message('es', id, values);
const STRIPE_PAGE = /^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_[A-Za-z0-9]+$/;
const PASSWORD = 'sprout-spanish-1';
const EMAIL = `abuela-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const CHILD = 'Lucía';
const FIRST = 'Carmen';
const LAST = 'Gómez';

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The book's own words, which stay as the engine wrote them: title, pages, picture descriptions. */
const bookWords: string[] = [];

/** Fails with every English text node of the screen (the screen is named in the message). */
async function expectNoEnglish(screen: string) {
  const own = [CHILD, FIRST, LAST, `${FIRST} ${LAST}`, EMAIL, ...bookWords];
  // A page drawn in English first (a prerendered page) is redrawn in Spanish at once: a moment's grace.
  await expect
    .poll(() => englishOnPage(page, own), { timeout: 5_000, message: `English on ${screen}` })
    .toEqual([]);
  await screenshot(page, `no-english-${screen}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-ES' });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});
screenshotFailures(() => page, 'no-english-');

describe('a Spanish-speaking grandparent, from the home page to a printed book', () => {
  it('reads the home page and signs up in Spanish, verifying the email', async () => {
    await openPage(page, `${BASE_URL}/`);
    await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
    await expectNoEnglish('home');

    await page
      .getByRole('link', { name: es('nav.signUp'), exact: true })
      .first()
      .click();
    const form = page.getByRole('form', { name: es('auth.signup.title') });
    await form.waitFor();
    await interactive(page);
    await expectNoEnglish('signup');
    await form.getByLabel(es('auth.firstName'), { exact: true }).fill(FIRST);
    await form.getByLabel(es('auth.lastName'), { exact: true }).fill(LAST);
    await form.getByLabel(es('auth.email'), { exact: true }).fill(EMAIL);
    await form.getByLabel(es('auth.password'), { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: es('auth.signup.submit'), exact: true }).click();
    await page.waitForURL(/\/account$/, { timeout: 20_000 });
    await page.getByRole('main').getByRole('button').first().waitFor();
    await expectNoEnglish('account-unverified');

    await page.goto(await emailLink(EMAIL, 'VERIFY_EMAIL'));
    await page.goto(`${BASE_URL}/account?verified=true`);
    await page.waitForURL(/\/create$/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoEnglish('create-choice');
  }, 90_000);

  it('creates an Avatar Story in Spanish and edits it', async () => {
    await page.getByRole('radio', { name: es('create.type.avatar') }).check();
    await page.getByRole('button', { name: es('create.submit'), exact: true }).click();
    await page.waitForURL(/\/createenhanced$/);
    await page.getByLabel(es('create.avatar.name')).waitFor();
    await expectNoEnglish('create-form');
    await page.getByLabel(es('create.gender.girl'), { exact: true }).check();
    await page.getByLabel(es('create.avatar.name')).fill(CHILD);
    await page.getByLabel(es('create.inputs.description')).fill('un día en la granja con las gallinas');
    await page.getByLabel(es('create.inputs.moral')).selectOption('kindness');
    await page
      .getByRole('combobox', { name: es('create.inputs.language') })
      .selectOption({ label: 'Español' });
    await page.getByRole('button', { name: es('create.generate'), exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.waitFor();
    await expectNoEnglish('create-confirm');
    await confirm.getByRole('button', { name: es('ui.dialog.confirm') }).click();

    const paragraphs = Array.from({ length: 10 }, (_, i) =>
      page.getByLabel(es('create.editor.paragraph', { number: i + 1 }), { exact: true }),
    );
    await expect.poll(() => paragraphs[9]!.inputValue(), { timeout: 30_000 }).not.toBe('');
    bookWords.push(await page.getByLabel(es('create.editor.storyTitle')).inputValue());
    for (const paragraph of paragraphs) bookWords.push(await paragraph.inputValue());
    await expectNoEnglish('create-story');
    await page.getByRole('button', { name: es('create.editor.save'), exact: true }).click();

    await page.waitForURL(/\/library\/enhanced\/[a-z0-9-]+\/edit$/, { timeout: 20_000 });
    await page
      .getByRole('progressbar', { name: es('editor.progress', { ready: 10, total: 10 }) })
      .waitFor({ timeout: 120_000 });
    // The picture descriptions are written for the illustrator, in English: the book's own words.
    for (let n = 1; n <= 10; n += 1) {
      const description = page.getByRole('textbox', {
        name: `${es('editor.description')} ${es('editor.description.forPage', { number: n })}`,
        exact: true,
      });
      bookWords.push(await description.inputValue());
    }
    await expectNoEnglish('editor');
  }, 240_000);

  it('builds the book and reads it in the reader', async () => {
    const build = page.getByRole('button', { name: es('editor.build.button') });
    await expect.poll(() => build.isEnabled(), { timeout: 30_000 }).toBe(true);
    await build.click();
    await page.waitForURL(/\/library$/, { timeout: 60_000 });
    const row = page.getByRole('article').filter({ hasText: bookWords[0]!.trim() }).first();
    await row.waitFor({ timeout: 30_000 });
    await expectNoEnglish('library');

    await row.getByRole('button', { name: es('library.read'), exact: true }).click();
    await page.waitForURL(/\/library\/enhanced\/[a-z0-9-]+$/);
    await page.getByRole('button', { name: es('reader.pageByPage') }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('main img').count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
    await expectNoEnglish('reader');
    await page.getByRole('button', { name: es('reader.pageByPage') }).click();
    await page.getByRole('navigation', { name: es('reader.turnPage') }).waitFor();
    await expectNoEnglish('reader-page-by-page');
  }, 150_000);

  it('buys story credits through the cart and the payment page', async () => {
    // The free story is spent: /create asks for credits.
    await page.goto(`${BASE_URL}/create`);
    const notice = page.getByRole('dialog', { name: es('create.credits.title') });
    await notice.waitFor({ timeout: 20_000 });
    await expectNoEnglish('create-no-credits');
    await notice.getByRole('link', { name: es('create.credits.add') }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByRole('button', { name: es('cart.checkout'), exact: true }).waitFor();
    await expectNoEnglish('cart');
    await page.getByRole('button', { name: es('cart.checkout'), exact: true }).click();
    await page.waitForURL(STRIPE_PAGE, { timeout: 30_000 });
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/success\?session_id=cs_test_/);
    await page.getByRole('heading', { name: es('cart.confirmedTitle') }).waitFor({ timeout: 30_000 });
    await expectNoEnglish('purchase-confirmed');
  }, 90_000);

  it('orders the book in print', async () => {
    await openPage(page, `${BASE_URL}/library`);
    await page
      .getByRole('article')
      .filter({ hasText: bookWords[0]!.trim() })
      .first()
      .getByRole('button', { name: es('library.buyPrint') })
      .click();
    await page.waitForURL(/\/print-book\?book=\d+$/);
    const step = page.getByRole('region', { name: es('print.step2') });
    await step.getByRole('button', { name: es('print.proof.make') }).waitFor();
    await expectNoEnglish('print');

    await step.getByRole('button', { name: es('print.proof.make') }).click();
    await step.getByText(es('print.proof.chooseCoverFirst')).waitFor();
    await step.getByText(es('print.cover.page', { page: 2 }), { exact: true }).click();
    await step.getByText(es('print.cover.pageChosen', { page: 2 })).waitFor();
    await step.getByRole('button', { name: es('print.proof.make') }).click();
    await step
      .getByRole('region', { name: es('print.proof.coverSection') })
      .locator('canvas[data-drawn="true"]')
      .waitFor({ timeout: 150_000 });
    await expectNoEnglish('print-proof');
    await step.getByRole('checkbox', { name: es('print.proof.checkbox').split('.')[0] }).check();

    await page.locator('select[autocomplete="country"]').selectOption('US');
    await page.locator('[autocomplete="address-line1"]').fill('12 Maple Street');
    await page.locator('[autocomplete="address-level2"]').fill('Portland');
    await page.locator('select[autocomplete="address-level1"]').selectOption('OR');
    await page.locator('[autocomplete="postal-code"]').fill('97201');
    await page.locator('[autocomplete="tel"]').fill('(503) 555-0147');
    await page.getByRole('button', { name: es('print.address.submit') }).click();
    const methods = page.getByRole('group', { name: es('print.shippingMethod') });
    await methods.getByRole('radio').first().waitFor({ timeout: 30_000 });
    await methods.getByRole('radio').first().check();
    const pay = page.getByRole('button', { name: es('print.continueToPayment') });
    await expect.poll(() => pay.isEnabled(), { timeout: 30_000 }).toBe(true);
    await expectNoEnglish('print-summary');
    await pay.click();

    await page.waitForURL(STRIPE_PAGE, { timeout: 30_000 });
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/print-book-order\/[a-z0-9-]+\?book=\d+&order=po_[0-9a-f]{24}$/, {
      timeout: 30_000,
    });
    await page.getByRole('heading', { level: 1, name: es('print.processing.title') }).waitFor();
    await page
      .getByRole('heading', { name: es('print.processing.submittedTitle') })
      .waitFor({ timeout: 60_000 });
    await expectNoEnglish('print-order');
  }, 300_000);
});
