import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, screenshot, landedAfterSignIn, signIn } from './browser.js';
import { freshParent, savedAvatarBook, userCall, type Parent } from './parents.js';

/** The Stripe stand-in's hosted payment page (what Stripe Checkout is in production). */
const STRIPE_PAGE = /^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_[A-Za-z0-9]+$/;

let browser: Browser;
let page: Page;
let parent: Parent;

const postUser = async (path: string, body: object = {}) => {
  const res = await userCall(parent.token, path, body);
  return { status: res.status, body: (await res.json()) as unknown };
};

beforeAll(async () => {
  browser = await launchBrowser();
  // A parent who has used the free story on a book of their own.
  parent = await freshParent(1, 'Bea Buyer');
  await savedAvatarBook(parent.token, {
    mainChrName: 'Bea',
    gender: 'girl',
    description: 'a picnic in the park',
    title: 'Bea and the Picnic',
  });
  expect((await postUser('getNumCredits')).body).toBe(0);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, parent);
  await landedAfterSignIn(page);
});
afterAll(() => browser?.close());

/** From the insufficient-credit notice on /create to the cart with the Digital Storybook. */
async function openCartFromCreate() {
  await page.goto(`${BASE_URL}/create`);
  const notice = page.getByRole('dialog', { name: 'More credits needed' });
  await notice.getByRole('link', { name: 'Add credits' }).click();
  await page.waitForURL(`${BASE_URL}/cart`);
  await page.getByRole('heading', { name: 'Digital Storybook' }).waitFor();
}

describe('buying story credits on the local stack', () => {
  it('Cancel on the payment page shows Purchase Denied and grants nothing', async () => {
    await openCartFromCreate();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(STRIPE_PAGE);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${BASE_URL}/cancel`);
    await page.getByRole('heading', { name: 'Purchase Denied' }).waitFor();
    expect((await postUser('getNumCredits')).body).toBe(0);
  });

  it('a parent with no credits buys 3, lands on Purchase Confirmed and can create again', async () => {
    await openCartFromCreate();
    // Today the launch sale is over: the full price, no savings line.
    await page.getByLabel('Unit price $5.00').waitFor();
    await page.getByLabel('Quantity').selectOption('3');
    await page.getByRole('region', { name: 'Order summary' }).getByText('$15.00').waitFor();
    expect(await page.getByText(/savings/).count()).toBe(0);
    await page.getByRole('button', { name: 'Checkout' }).click();

    // The Stripe stand-in's hosted page, as Stripe Checkout would show it, in test mode.
    await page.waitForURL(STRIPE_PAGE);
    await page.getByText('Digital Storybook').waitFor();
    await page.getByText('No card is charged').waitFor();
    await screenshot(page, 'stripe-checkout');
    await page.getByRole('button', { name: 'Pay $15.00' }).click();

    await page.waitForURL(/\/success\?session_id=cs_test_/);
    await page.getByRole('heading', { name: 'Purchase Confirmed' }).waitFor({ timeout: 30_000 });
    await page.getByText('Your transaction is complete, and your credits have been added.').waitFor();
    await screenshot(page, 'purchase-confirmed');
    expect((await postUser('getNumCredits')).body).toBe(3);
    expect((await postUser('getLatestPaymentInfo')).body).toMatchObject({
      price: 1500,
      quantity: 3,
      itemName: 'Digital Storybook',
    });

    await page.getByRole('link', { name: 'Create a story' }).click();
    await page.getByText('You have 3 story credits').waitFor();
  });
});
