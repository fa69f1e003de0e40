/**
 * Giving a story on the `npm start` stack (issue 31): a grandparent buys a gift of 2 stories on
 * /gift, pays on the local checkout with a promotion code, and gets the code on the thanks page;
 * the recipient's email arrives in the local mail catcher with the code; a new account signs up
 * with it ('Have a gift code?') and holds the 2 stories besides its free one; the giver's
 * /account shows the gift redeemed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type CaughtEmail } from '../emulators/src/mailCatcher.js';
import { waitFor } from '../emulators/src/process.js';
import { DATA_DIR } from '../emulators/src/stack.js';
import { BASE_URL, launchBrowser, screenshot, landedAfterSignIn, signIn } from './browser.js';
import { idTokenFor } from './emulatorAuth.js';
import { credits, freshParent, type Parent } from './parents.js';

const inboxUrl = (
  JSON.parse(readFileSync(path.join(process.env.STORYSPROUT_DATA_DIR ?? DATA_DIR, 'ready.json'), 'utf8')) as {
    mailInbox: string;
  }
).mailInbox;

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const PASSWORD = 'sprout-gift-1';

let browser: Browser;
const contexts: BrowserContext[] = [];
let giver: Parent;

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  browser = await launchBrowser();
  giver = await freshParent(1, 'Gina Giver');
}, 60_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('give a story', () => {
  it('a gift bought with a promotion code is emailed and redeemed by a new account at sign-up', async () => {
    const recipient = unique('mia');
    const page = await newPage();
    await signIn(page, giver);
    await landedAfterSignIn(page);

    // The giver fills /gift and goes to the payment page.
    await page.goto(`${BASE_URL}/gift`);
    const form = page.getByRole('form', { name: 'Gift details' });
    await form.waitFor({ timeout: 20_000 });
    await form.getByLabel('How many stories?').selectOption('2');
    await form.getByLabel('Who is it for?').fill('Mia');
    await form.getByLabel('Their email (optional)').fill(recipient);
    await form.getByLabel('A short message (optional)').fill('For bedtime adventures. Love, Grandma');
    await form.getByText('$10.00').waitFor();
    await form.getByRole('button', { name: 'Continue to payment' }).click();

    // The local checkout takes WELCOME10: 10% off the $10.00.
    await page.getByRole('button', { name: 'Pay $10.00' }).waitFor({ timeout: 20_000 });
    await page.getByLabel('Add promotion code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Pay $9.00' }).click();

    await page.waitForURL(/\/gift\/thanks\?gift=/, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Your gift is ready' }).waitFor({ timeout: 30_000 });
    const code = ((await page.getByTestId('gift-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^SPRT(-[A-Z2-9]{4}){4}$/);
    await screenshot(page, 'gift-thanks');

    // The recipient's email, with the code and the message.
    let email: CaughtEmail | undefined;
    await waitFor(
      'the gift email',
      async () => {
        email = (await emailsTo(inboxUrl, recipient)).find((e) => /gave you 2 stories/.test(e.subject));
        return !!email;
      },
      60_000,
      250,
    );
    expect(email?.text).toContain(code);
    expect(email?.text).toContain('For bedtime adventures. Love, Grandma');

    // A new account signs up with the code.
    const newcomer = await newPage();
    const newEmail = unique('new-parent');
    await newcomer.goto(`${BASE_URL}/signup`);
    const signup = newcomer.getByRole('form', { name: 'Sign up' });
    await signup.waitFor();
    await newcomer.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
    await signup.getByLabel('First name').fill('Noor');
    await signup.getByLabel('Last name').fill('Newman');
    await signup.getByLabel('Email', { exact: true }).fill(newEmail);
    await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signup.getByRole('button', { name: 'Have a gift code?' }).click();
    // Typed as people type it from an email: lower case.
    await signup.getByLabel(/Gift code/).fill(code.toLowerCase());
    await signup.getByRole('button', { name: 'Sign up', exact: true }).click();
    await newcomer.waitForURL(`${BASE_URL}/account`, { timeout: 30_000 });
    await newcomer.getByText('Your gift is in: 2 story credits were added').waitFor({ timeout: 30_000 });
    await screenshot(newcomer, 'gift-redeemed-at-signup');
    // The free first story and the gift's two.
    expect(await credits(await idTokenFor(newEmail, PASSWORD))).toBe(3);

    // The giver sees it redeemed on /account.
    await page.goto(`${BASE_URL}/account?section=gifts`);
    const given = page.getByRole('list', { name: 'Gifts you have given' });
    await given.getByText(/Redeemed/).waitFor({ timeout: 20_000 });
    expect(await given.textContent()).toContain(code);
  }, 110_000);
});
