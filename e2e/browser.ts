import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { ROOT } from '../emulators/src/stack.js';

export const BASE_URL = process.env.STORYSPROUT_E2E_URL ?? 'http://localhost:5000';
const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');

/** Debian's Chromium (Playwright's own browser download does not work on these machines). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath))
    throw new Error(
      `Chromium not found at ${executablePath}: apt-get install -y chromium, or set CHROMIUM_PATH`,
    );
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** Saves a screenshot under e2e/artifacts for people to look at (CI keeps them on failure). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * After each failed test of the file, a screenshot of the page `pageOf` gives (if there is one
 * by then), named `failed-{prefix}{the test's name}`.
 */
export function screenshotFailures(pageOf: () => Page | undefined, prefix = ''): void {
  afterEach(async (context) => {
    const page = pageOf();
    if (page && context.task.result?.state === 'fail')
      await screenshot(page, `failed-${prefix}${context.task.name.replace(/\W+/g, '-')}`);
  });
}

/**
 * For files that open a page per test: after each test, a screenshot of the page `pageOf` gives
 * (if any) when the test failed, then the page's context closed and `forget` called.
 */
export function closePageAfterEach(pageOf: () => Page | undefined, forget: () => void): void {
  afterEach(async (context) => {
    const page = pageOf();
    if (page && context.task.result?.state === 'fail')
      await screenshot(page, `failed-${context.task.name.replace(/\W+/g, '-')}`);
    await page?.context().close();
    forget();
  });
}

/** How many of the pictures `selector` finds on the page have loaded (have a width). */
export const loadedPictures = (page: Page, selector = 'main img'): Promise<number> =>
  page
    .locator(selector)
    .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length);

/** Signs in on /login the way a person does (the page lands wherever the app sends them). */
export async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * A page in a browser context of its own (1280 x 900 unless `options` say otherwise), signed in
 * as `who` and landed where sign-in sends a parent (/account, or /create while a free story is left).
 */
export async function signedInPage(
  browser: Browser,
  who: { email: string; password: string },
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  ).newPage();
  await signIn(page, who);
  await landedAfterSignIn(page);
  return page;
}

/**
 * Waits for where sign-in settles. Sign-in opens /account, which leads a parent with credits on
 * to /create only once their account has loaded, so the URL /account alone is not yet a landing:
 * a click made then can be overtaken by that leading on. Settled is /create, or the account page
 * showing its welcome (or, unverified, its verify-email card).
 */
export async function landedAfterSignIn(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      location.pathname === '/create' ||
      (location.pathname === '/account' &&
        document.querySelector('#account-welcome, #verify-email-title') !== null),
    null,
    { timeout: 20_000 },
  );
}

/**
 * Opens a page and waits until it answers clicks: public pages arrive prerendered, so their
 * buttons show before the code that runs them (the app marks <html data-interactive>).
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await interactive(page);
}

export async function interactive(page: Page): Promise<void> {
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
}
