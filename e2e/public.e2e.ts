import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import {
  BASE_URL,
  interactive,
  launchBrowser,
  loadedPictures,
  openPage,
  screenshot,
  screenshotFailures,
  signIn,
} from './browser.js';
import { freshParent } from './parents.js';
import { HOME_JS_BUDGET_KB, scriptKbGzip } from './scriptSize.js';

/** The public site as a visitor finds it: gallery, samples, blog, site files, and axe on every page. */

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  page = await context.newPage();
});
afterAll(() => browser?.close());
screenshotFailures(() => page, 'public-');

/** Whether the Firebase Auth SDK ran in this page: it keeps its session in this database. */
const authSdkLoaded = (p: Page) =>
  p.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'firebaseLocalStorageDb'));

const PRERENDERED: [path: string, heading: string][] = [
  ['/', 'Bedtime stories starring your little one'],
  ['/gallery', 'Story Gallery'],
  ['/gallery/aisha-s-sunflower', "Aisha's Sunflower"],
  [
    '/blog/helping-children-navigate-big-emotions-with-personalized-stories',
    'Helping Children Navigate Big Emotions',
  ],
  ['/educators', ''],
  ['/policy', 'Terms of Use And Privacy Policy'],
];

describe('the public site', () => {
  it('arrives as HTML with its content, comes alive without errors and loads no sign-in code', async () => {
    const fresh = await browser.newContext({ viewport: { width: 360, height: 780 } });
    // What the CSP blocks: Lighthouse counts a page's reports against best practices.
    await fresh.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
      );
    });
    const visitor = await fresh.newPage();
    const errors: string[] = [];
    visitor.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${visitor.url()}: ${m.text()}`);
    });
    visitor.on('pageerror', (e) => errors.push(`${visitor.url()}: ${e.message}`));
    for (const [path, heading] of PRERENDERED) {
      const html = await (await visitor.request.get(`${BASE_URL}${path}`)).text();
      expect(html, path).toMatch(/<h1[^>]*>/);
      if (heading) expect(html, path).toContain(heading.replace(/'/g, '&#x27;'));
      expect(html, path).toMatch(/<title>[^<]+\| StorySprout<\/title>|<title>StorySprout<\/title>/);
      // The app's code is asked for only after the first paint (build/prerender.ts lateStart).
      expect(html.match(/<script\b[^>]*>/g), path).toEqual([
        expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/start-\w+\.js">$/),
      ]);
      expect(html, path).not.toContain('modulepreload');
    }
    // Every page of the sitemap (the pages above among them) hydrates without an error (a
    // mismatch between the prerendered HTML and the first render in the browser is one), fits a
    // 360 px screen and loads no sign-in code.
    const sitemap = await (await visitor.request.get(`${BASE_URL}/sitemap-en.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
    expect(paths.length).toBeGreaterThan(30);
    expect(paths).toEqual(expect.arrayContaining(PRERENDERED.map(([path]) => path)));
    for (const path of paths) {
      await visitor.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        360,
      );
      expect(await authSdkLoaded(visitor), path).toBe(false);
      expect(
        await visitor.evaluate(() => (window as { cspViolations?: string[] }).cspViolations),
        path,
      ).toEqual([]);
    }
    // Hydrated: the FAQ answers a click on the prerendered home page.
    await openPage(visitor, `${BASE_URL}/`);
    const question = visitor.getByRole('button', { name: 'How much does it cost?' });
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    // The Spanish home page too, at its own address, in Spanish (issue 45).
    await openPage(visitor, `${BASE_URL}/es/`);
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('es');
    const pregunta = visitor.getByRole('button', { name: '¿Cuánto cuesta?' });
    await pregunta.click();
    await expect.poll(() => pregunta.getAttribute('aria-expanded')).toBe('true');
    expect(await visitor.getByRole('link', { name: 'Ver ejemplos' }).getAttribute('href')).toBe(
      '/es/gallery',
    );
    expect(errors).toEqual([]);
    await fresh.close();
  });

  it('keeps the home page under its JavaScript budget in English and in German', async () => {
    for (const home of ['/', '/de/']) {
      const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const visitor = await fresh.newPage();
      const scripts: string[] = [];
      visitor.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      // Everything the page asks for once it has come alive: its prices and the region check too.
      await visitor.goto(`${BASE_URL}${home}`, { waitUntil: 'networkidle' });
      await interactive(visitor);
      expect(scripts.length, home).toBeGreaterThan(5);
      expect(await scriptKbGzip(scripts), home).toBeLessThan(HOME_JS_BUDGET_KB);
      await fresh.close();
    }
  });

  it('shows a signed-in parent their navigation on a public page after a reload', async () => {
    const parent = await freshParent(1, 'Pia Public');
    const own = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await own.newPage();
    await signIn(tab, parent);
    await tab.waitForURL(/\/account|\/create|\/library/);
    await tab.goto(`${BASE_URL}/gallery`);
    await tab.getByRole('button', { name: 'Log out' }).first().waitFor();
    expect(await tab.getByRole('link', { name: 'Library' }).count()).toBeGreaterThan(0);
    await own.close();
  });

  it('opens one FAQ answer at a time, scrolls to pricing and sends Sign up to the right form', async () => {
    await openPage(page, `${BASE_URL}/`);
    const first = page.getByRole('button', { name: 'How does StorySprout work?' });
    const third = page.getByRole('button', { name: 'How much does it cost?' });
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await third.click();
    await expect.poll(() => third.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await third.click();
    await expect.poll(() => third.getAttribute('aria-expanded')).toBe('false');

    await openPage(page, `${BASE_URL}/?section=pricing`);
    const pricing = page.getByRole('heading', { level: 2, name: 'Your first digital story is free' });
    await expect
      .poll(async () => {
        const box = await pricing.boundingBox();
        return box !== null && box.y >= 0 && box.y < 900;
      })
      .toBe(true);

    await openPage(page, `${BASE_URL}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(`${BASE_URL}/signup`);
    await openPage(page, `${BASE_URL}/educators`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(`${BASE_URL}/signupEducators`);
  });

  it('lists 17 sample books and reads one, pictures drawn at build time, also after a reload', async () => {
    await page.goto(`${BASE_URL}/gallery`);
    await page.getByRole('heading', { level: 1, name: 'Story Gallery' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(17);
    // The first row's thumbnails load at once.
    await expect
      .poll(() => loadedPictures(page, 'article img'), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    await screenshot(page, 'gallery');

    await page.getByRole('link', { name: "Read Omar's Camping Job" }).click();
    await page.waitForURL(`${BASE_URL}/gallery/omar-s-camping-job`);
    await page.getByRole('heading', { level: 1, name: "Omar's Camping Job" }).waitFor();
    // The title shows while the sample's text loads; then come its ten pictures.
    await expect.poll(() => page.locator('main img').count(), { timeout: 15_000 }).toBe(10);
    await expect.poll(() => loadedPictures(page, 'main img'), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const picture = await page.request.get(`${BASE_URL}/gallery/omar-s-camping-job/page-05.webp`);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/webp');
    expect(picture.headers()['cache-control']).toContain('max-age=604800');
    await screenshot(page, 'gallery-sample');

    await page.reload();
    await interactive(page);
    await page.getByRole('heading', { level: 1, name: "Omar's Camping Job" }).waitFor();
    await page.getByRole('button', { name: 'Read page by page' }).click();
    await page.getByText('Page 1 of 10').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByText('Page 2 of 10').waitFor();
  });

  it('lists the 7 articles and shows one as styled text with links opening in a new tab', async () => {
    await page.goto(`${BASE_URL}/blog`);
    await page.getByRole('heading', { level: 1, name: 'From the blog' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(7);
    await page
      .getByRole('link', { name: /Read article.*Image Customization Tips for Your Enhanced Story/ })
      .click();
    await page.waitForURL(`${BASE_URL}/blog/image-customization-tips-for-your-enhanced-story`);
    await page.getByRole('heading', { level: 2, name: 'Use the Character Names Guide' }).waitFor();
    const targets = await page
      .locator('.article a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('target')));
    expect(targets.length).toBeGreaterThan(0);
    expect(new Set(targets)).toEqual(new Set(['_blank']));
    await page.getByRole('link', { name: 'Start Your Free Story' }).waitFor();
    await screenshot(page, 'blog-post');
  });

  it('serves robots.txt and sitemap.xml as files, not the app', async () => {
    const robots = await page.request.get(`${BASE_URL}/robots.txt`);
    expect(await robots.text()).toContain('Sitemap: ');
    // The index of one sitemap per language (issue 45).
    const index = await (await page.request.get(`${BASE_URL}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('/sitemap-es.xml</loc>');
    const spanish = await (await page.request.get(`${BASE_URL}/sitemap-es.xml`)).text();
    expect(spanish).toContain('/es/gallery/amara-s-big-move</loc>');
    const sitemap = await page.request.get(`${BASE_URL}/sitemap-en.xml`);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).toContain('/gallery/amara-s-big-move</loc>');
    expect(xml).toContain('/blog/helping-children-navigate-big-emotions-with-personalized-stories</loc>');
  });

  it('has no serious or critical accessibility violations on any public page', async () => {
    const pages: [string, string][] = [
      ['/', 'Bedtime stories starring your little one'],
      ['/personalized-stories', 'Bedtime stories starring your little one'],
      ['/educators', ''],
      ['/about-us', 'Story Behind StorySprout'],
      ['/contact', ''],
      ['/gallery', 'Story Gallery'],
      ['/gallery/ben-becomes-a-big-brother', 'Ben Becomes a Big Brother'],
      ['/blog', 'From the blog'],
      [
        '/blog/the-neurological-power-of-stories-and-what-it-means-for-children',
        'The Neurological Power of Stories and What It Means for Children',
      ],
      ['/policy', ''],
      ['/login', ''],
      ['/signup', ''],
      ['/signupEducators', ''],
      ['/no-such-page', 'Page not found'],
    ];
    const found: string[] = [];
    for (const [path, heading] of pages) {
      await openPage(page, `${BASE_URL}${path}`);
      const h1 = heading
        ? page.getByRole('heading', { level: 1, name: heading })
        : page.getByRole('heading', { level: 1 });
      await h1.first().waitFor();
      // The FAQ's answers count too: open one before checking the home page.
      if (path === '/') await page.getByRole('button', { name: 'How much does it cost?' }).click();
      found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
  }, 120_000);
});
