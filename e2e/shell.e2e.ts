import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// Double opt-in: the address waits for its confirmation (emails.e2e.ts follows the emailed link).
import { NEWSLETTER_PENDING_COLLECTION } from '../functions/src/public/newsletter.js';
import { planStack } from '../emulators/src/stack.js';
import { openStackStore } from '../emulators/src/stackStore.js';
import { BASE_URL, launchBrowser, openPage, screenshot } from './browser.js';
import { idTokenFor } from './emulatorAuth.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail')
    await screenshot(page, `failed-${context.task.name.replace(/\W+/g, '-')}`);
  await page.close();
});

describe('the site shell', () => {
  it('loads the home page with the navigation, and no sale banner once the launch sale has ended', async () => {
    const pricing = page.waitForResponse((r) => r.url().endsWith('/public/getPricing'));
    await openPage(page, BASE_URL);
    const nav = page.getByRole('navigation').first();
    for (const name of ['Home', 'Gallery', 'About Us', 'Blog', 'For Educators', 'Log in']) {
      await nav.getByRole('link', { name, exact: true }).first().waitFor();
    }
    await page.getByRole('link', { name: 'Start Your Free Story' }).waitFor();
    // The launch sale ended on 2025-10-31 and npm start configures none: the pricing answer
    // arrives and no banner announces a sale.
    expect((await pricing).status()).toBe(200);
    expect(await page.getByText('Print Books Launched!').count()).toBe(0);
    await screenshot(page, 'home');
  });

  it('navigates between pages without a reload and scrolls to the top', async () => {
    await openPage(page, BASE_URL);
    // A marker on window survives client-side navigation but not a full page load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: 'Gallery', exact: true })
      .first()
      .click();
    await page.waitForURL(`${BASE_URL}/gallery`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: 'About Us', exact: true })
      .first()
      .click();
    await page.waitForURL(`${BASE_URL}/about-us`);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });

  it('sends a signed-out visitor of a guarded route back to /', async () => {
    for (const guarded of ['/library', '/create', '/account', '/print-book-order']) {
      await page.goto(`${BASE_URL}${guarded}`);
      await page.waitForURL(`${BASE_URL}/`);
    }
  });

  it('shows Page not found for an unknown path, with a way home', async () => {
    await page.goto(`${BASE_URL}/no/such/page`);
    await page.getByText('Page not found').waitFor();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await page.waitForURL(`${BASE_URL}/`);
  });

  it('subscribes to the newsletter from the footer', async () => {
    const email = `E2E-${Date.now()}@Example.com`;
    await openPage(page, BASE_URL);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: /email/i }).fill(email);
    const answered = page.waitForResponse((r) => r.url().endsWith('/public/subscribeNewsletter'));
    await footer.getByRole('button', { name: /subscribe/i }).click();
    expect((await answered).status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: 'Check your inbox' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The sign-up is pending in the stack's own store, once.
    const { store, close } = await openStackStore(planStack({ hosting: true }));
    try {
      const rows = await store.query(NEWSLETTER_PENDING_COLLECTION, {
        where: [['email', '==', email.toLowerCase()]],
      });
      expect(rows).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('uses the slide-in menu on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, BASE_URL);
    await page.getByRole('button', { name: /menu/i }).first().click();
    const blog = page.getByRole('link', { name: 'Blog', exact: true }).last();
    await blog.click();
    await page.waitForURL(`${BASE_URL}/blog`);
    await screenshot(page, 'mobile-blog');
  });
});

describe('the API through Hosting', () => {
  it('answers 401 JSON to a /user call without a token', async () => {
    const res = await fetch(`${BASE_URL}/user/getNumCredits`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'not_signed_in' });
  });

  it('answers the country check', async () => {
    const res = await fetch(`${BASE_URL}/public/getCountry`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 200 });
  });

  it('serves the security headers', async () => {
    const res = await fetch(`${BASE_URL}/`);
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('a signed-in call through Hosting', () => {
  // The unverified demo account: no other journey can spend its credit.
  it("answers a seeded account's credits", async () => {
    const idToken = await idTokenFor('new@storysprout.test', 'sprout-new');
    const res = await fetch(`${BASE_URL}/user/getNumCredits`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(1);
  });
});
