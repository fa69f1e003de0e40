import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, closePageAfterEach, launchBrowser, openPage, signedInPage } from './browser.js';
import { freshEducator } from './educators.js';
import { freshParent, type Parent } from './parents.js';

/**
 * Issue 47, item 4: every menu (signed out, a parent's, an educator's) at the widths people use.
 * Each item of the bar, or of the menu the Menu button opens, must sit on one line, whole,
 * inside the screen and the header, and apart from the others.
 */
const WIDTHS = [320, 768, 1024, 1280, 1440];

let browser: Browser;
let page: Page | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
closePageAfterEach(
  () => page,
  () => (page = undefined),
);

interface Problem {
  item: string;
  problem: string;
}

/** What is wrong with the items of `container` (the bar's nav or the open menu), as measured. */
function layoutProblems(page: Page, selector: string): Promise<Problem[]> {
  return page.evaluate((selector) => {
    const container = document.querySelector(selector);
    if (!container) return [{ item: selector, problem: 'missing' }];
    const boundsOf = () =>
      container.closest('header') && !container.closest('dialog')
        ? (container.closest('header') as HTMLElement).getBoundingClientRect()
        : (container.closest('dialog') ?? container).getBoundingClientRect();
    const items = Array.from(container.querySelectorAll<HTMLElement>('a, button'));
    const problems: { item: string; problem: string }[] = [];
    const boxes: DOMRect[] = [];
    items.forEach((el, i) => {
      const name = el.textContent?.trim() ?? '?';
      // A long menu scrolls: each item is measured where scrolling to it shows it.
      el.scrollIntoView({ block: 'nearest' });
      const box = el.getBoundingClientRect();
      const bounds = boundsOf();
      // Kept relative to the first item, so boxes measured at other scroll positions compare.
      const origin = items[0]?.getBoundingClientRect() ?? box;
      boxes[i] = new DOMRect(box.x - origin.x, box.y - origin.y, box.width, box.height);
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
      if (lines.size > 1) problems.push({ item: name, problem: `wraps onto ${lines.size} lines` });
      if (el.scrollWidth > el.clientWidth + 1) problems.push({ item: name, problem: 'text cut off' });
      if (box.width === 0 || box.height === 0) problems.push({ item: name, problem: 'not shown' });
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
        problems.push({ item: name, problem: 'outside the screen' });
      if (
        box.left < bounds.left - 0.5 ||
        box.right > bounds.right + 0.5 ||
        box.top < bounds.top - 0.5 ||
        box.bottom > bounds.bottom + 0.5
      )
        problems.push({ item: name, problem: 'outside its header or menu' });
      for (let j = 0; j < i; j++) {
        const other = boxes[j];
        const mine = boxes[i];
        if (!other || !mine) continue;
        const overlaps =
          mine.left < other.right - 0.5 &&
          other.left < mine.right - 0.5 &&
          mine.top < other.bottom - 0.5 &&
          other.top < mine.bottom - 0.5;
        if (overlaps) problems.push({ item: name, problem: `overlaps ${items[j]?.textContent?.trim()}` });
      }
    });
    return problems;
  }, selector);
}

/** The problems of every item at this width: the bar's, or the menu's when the bar is folded. */
async function menuProblems(page: Page, width: number, expected: string[]): Promise<Problem[]> {
  await page.setViewportSize({ width, height: 800 });
  const header = page.locator('header').first();
  const toggle = header.getByRole('button', { name: 'Menu', exact: true });
  const bar = header.getByRole('navigation', { name: 'Main' });
  // One of the two is shown at every width.
  await expect.poll(async () => (await toggle.isVisible()) || (await bar.isVisible())).toBe(true);
  const problems: Problem[] = [];
  if (await bar.isVisible()) {
    for (const name of expected)
      if (!(await header.getByRole('link', { name, exact: true }).isVisible()))
        if (!(await header.getByRole('button', { name, exact: true }).isVisible()))
          problems.push({ item: name, problem: 'missing from the bar' });
    problems.push(...(await layoutProblems(page, 'header nav[aria-label="Main"]')));
    // The bar's row itself fits: the logo, the links and the session controls side by side.
    const header0 = await page.evaluate(() => {
      const row = document.querySelector('header > div') as HTMLElement;
      return row.scrollWidth <= row.clientWidth + 1;
    });
    if (!header0) problems.push({ item: 'the bar', problem: 'wider than the screen' });
  } else {
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    // The menu slides in: measured once it is where it stays.
    await menu.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    for (const name of expected)
      if (
        (await menu.getByRole('link', { name, exact: true }).count()) +
          (await menu.getByRole('button', { name, exact: true }).count()) ===
        0
      )
        problems.push({ item: name, problem: 'missing from the menu' });
    problems.push(...(await layoutProblems(page, 'dialog[open] nav[aria-label="Site"]')));
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }
  return problems.map((p) => ({ ...p, problem: `${width} px: ${p.problem}` }));
}

const PUBLIC = ['Home', 'Gallery', 'About Us', 'Blog', 'For Educators'];
const PARENT = [...PUBLIC, 'Account', 'Create', 'Library', 'Characters', 'Print-Book', 'Cart', 'Log out'];
const EDUCATOR = [
  ...PUBLIC,
  'Account',
  'Create',
  'Library',
  'Classroom',
  'Characters',
  'Print-Book',
  'Cart',
  'Log out',
];

/** Signed in, on a screen wide enough for the whole bar, once the bar shows `last`. */
async function withWholeBar(who: Parent, last: string): Promise<Page> {
  const opened = await signedInPage(browser, who, { viewport: { width: 1600, height: 800 } });
  // A fresh load: a late lead-on from the sign-in (to /create) would close the menu under test.
  await openPage(opened, `${BASE_URL}/gallery`);
  // An educator's Classroom link arrives once the account says they are one.
  await opened.locator('header').getByRole('link', { name: last, exact: true }).waitFor({ timeout: 20_000 });
  return opened;
}

describe('the menus at every width', () => {
  it('signed out: every item on one line, whole and on screen at 320-1440 px', async () => {
    page = await (await browser.newContext()).newPage();
    await openPage(page, BASE_URL);
    const problems: Problem[] = [];
    for (const width of WIDTHS)
      problems.push(...(await menuProblems(page, width, [...PUBLIC, 'Log in', 'Sign up'])));
    expect(problems).toEqual([]);
  }, 60_000);

  it("a parent's menu: every item on one line, whole and on screen at 320-1440 px", async () => {
    page = await withWholeBar(await freshParent(1, 'Pat Menu'), 'Cart');
    const problems: Problem[] = [];
    for (const width of WIDTHS) problems.push(...(await menuProblems(page, width, PARENT)));
    expect(problems).toEqual([]);
  }, 90_000);

  it("an educator's menu (with Classroom): every item on one line, whole and on screen at 320-1440 px", async () => {
    page = await withWholeBar(await freshEducator('Erin Menu', 'Menu Room'), 'Classroom');
    const problems: Problem[] = [];
    for (const width of WIDTHS) problems.push(...(await menuProblems(page, width, EDUCATOR)));
    expect(problems).toEqual([]);
  }, 90_000);
});

describe('/pricing', () => {
  it('leads to the prices on the home page, not Page not found', async () => {
    page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${BASE_URL}/pricing`);
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('section') === 'pricing');
    const heading = page.getByRole('heading', { level: 2, name: 'Your first digital story is free' });
    await heading.waitFor();
    expect(await page.getByText('Page not found').count()).toBe(0);
    // It scrolls to the prices.
    await expect
      .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight))
      .toBe(true);
  });
});
