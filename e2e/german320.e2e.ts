import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../emulators/src/stack.js';
import {
  BASE_URL,
  interactive,
  launchBrowser,
  screenshot,
  screenshotFailures,
  landedAfterSignIn,
} from './browser.js';
import { buyClassroomPacks, freshEducator, type Educator } from './educators.js';
import { freshParent, savedAvatarBook, userCall, type Parent } from './parents.js';

/**
 * Issue 45, item 5: German is the longest of the six languages. At 320 px wide, with a browser
 * that asks for German, no page of a parent's or an educator's way grows wider than the screen
 * and no button or link has its words cut off.
 */
const GERMAN: Record<string, string> = JSON.parse(
  readFileSync(path.join(ROOT, 'web', 'src', 'i18n', 'locales', 'de.json'), 'utf8'),
);
const de = (id: string): string => {
  const message = GERMAN[id];
  if (!message) throw new Error(`de.json has no ${id}`);
  return message;
};
const PHONE = { viewport: { width: 320, height: 640 }, locale: 'de-DE' } as const;

let browser: Browser;
let page: Page | undefined;
let parent: Parent;
let educator: Educator;
let classId: string;

beforeAll(async () => {
  [parent, educator] = await Promise.all([freshParent(2, 'Pat Langname'), freshEducator()]);
  await savedAvatarBook(parent.token, {
    mainChrName: 'Mia',
    gender: 'girl',
    description: 'eine Reise zum Leuchtturm am Meer',
    title: 'Die große Reise zum Leuchtturm',
  });
  await buyClassroomPacks(educator.token, 1);
  const created = await userCall(educator.token, 'createClass', {
    lesson: { moral: 'kindness', ageGroup: '5-7years', idea: 'Wir teilen unsere Buntstifte' },
    children: [{ name: 'Maximilian', look: { preset: 'fair_blond' } }],
  });
  if (!created.ok) throw new Error(`createClass answered ${created.status}: ${await created.text()}`);
  classId = ((await created.json()) as { classId: string }).classId;
  for (const who of [parent, educator]) {
    const chosen = await userCall(who.token, 'interfaceLanguage', { language: 'de' });
    if (!chosen.ok) throw new Error(`interfaceLanguage answered ${chosen.status}`);
  }
  browser = await launchBrowser();
}, 180_000);
afterAll(() => browser?.close());
screenshotFailures(() => page, 'german320-');

/** Signs in on the German log-in page at 320 px, the way a German-speaking person does. */
async function germanPhone(who: { email: string; password: string }): Promise<Page> {
  const opened = await (await browser.newContext(PHONE)).newPage();
  await opened.goto(`${BASE_URL}/login`);
  await opened.getByLabel(de('auth.email'), { exact: true }).fill(who.email);
  await opened.getByLabel(de('auth.password'), { exact: true }).fill(who.password);
  await opened.getByRole('button', { name: de('auth.login.submit'), exact: true }).click();
  await landedAfterSignIn(opened);
  return opened;
}

/**
 * What does not fit: the page wider than the window, an element reaching past its right edge
 * (outside a container meant to scroll sideways, like a wide table), and a button or link whose
 * words are cut off, by its own box or by a container that hides what overflows.
 */
function layoutProblems(on: Page): Promise<string[]> {
  return on.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width + 1) problems.push(`the page is ${root.scrollWidth} px wide in ${width} px`);
    // Visually hidden text (the skip link until it has focus, screen-reader-only words) is clipped
    // on purpose: it is not text cut off.
    const hiddenOnPurpose = (el: Element) => {
      for (let up: Element | null = el; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && !hiddenOnPurpose(el);
    };
    const clipper = (el: Element): Element | null => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return up;
      return null;
    };
    const named = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.right > width + 1 && !clipper(el))
        problems.push(`${named(el)} reaches ${Math.round(box.right)} px`);
    }
    for (const el of Array.from(document.body.querySelectorAll('a, button, [role="button"]'))) {
      if (!shown(el)) continue;
      const own = getComputedStyle(el);
      if (own.display !== 'inline' && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${named(el)} is cut off (${el.scrollWidth} px of words in ${el.clientWidth} px)`);
      const box = el.getBoundingClientRect();
      const container = clipper(el);
      if (!container) continue;
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(container).overflowX);
      const outer = container.getBoundingClientRect();
      if (!scrolls && (box.right > outer.right + 1 || box.left < outer.left - 1))
        problems.push(`${named(el)} is cut by ${named(container)}`);
    }
    return [...new Set(problems)].slice(0, 15);
  });
}

/** Opens `url`, waits for `ready` to show, and checks the page is German and fits. */
async function check(
  on: Page,
  url: string,
  ready: (on: Page) => ReturnType<Page['getByRole']>,
  name: string,
) {
  await on.goto(url);
  await interactive(on);
  await ready(on).first().waitFor({ timeout: 20_000 });
  expect(await on.evaluate(() => document.documentElement.lang)).toMatch(/^de/);
  await screenshot(on, `german320-${name}`);
  expect(await layoutProblems(on), name).toEqual([]);
}

describe('German at 320 px', () => {
  it('a parent: home, pricing, create, library, account and its delete dialog, gift and cart', async () => {
    page = await germanPhone(parent);
    const h1 = (text: string) => (on: Page) => on.getByRole('heading', { level: 1, name: text });
    await check(page, `${BASE_URL}/`, (on) => on.getByRole('heading', { level: 1 }), 'home');
    await check(page, `${BASE_URL}/?section=pricing`, (on) => on.locator('#pricing'), 'pricing');
    await check(page, `${BASE_URL}/create`, h1(de('create.title')), 'create');
    await check(
      page,
      `${BASE_URL}/library`,
      (on) => on.getByText('Die große Reise zum Leuchtturm'),
      'library',
    );
    await check(
      page,
      `${BASE_URL}/account?section=profile`,
      (on) => on.getByRole('heading', { name: de('account.profile.title') }),
      'account',
    );
    await page.getByRole('button', { name: de('account.delete.title') }).click();
    const dialog = page.getByRole('dialog', { name: de('account.delete.dialogTitle') });
    await dialog.waitFor();
    await screenshot(page, 'german320-delete-dialog');
    expect(await layoutProblems(page), 'delete dialog').toEqual([]);
    await dialog.getByRole('button', { name: de('ui.dialog.cancel') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await check(page, `${BASE_URL}/gift`, h1(de('gift.form.title')), 'gift');
    await check(page, `${BASE_URL}/cart`, (on) => on.getByRole('heading', { level: 1 }), 'cart');
  }, 180_000);

  it('an educator: account with members, the classroom and a class', async () => {
    page = await germanPhone(educator);
    await check(
      page,
      `${BASE_URL}/account?section=profile`,
      (on) => on.getByRole('heading', { name: de('account.members.titleAdmin') }),
      'educator-account',
    );
    await check(
      page,
      `${BASE_URL}/classroom`,
      (on) => on.getByRole('heading', { name: de('classroom.form.list') }),
      'classroom',
    );
    await check(
      page,
      `${BASE_URL}/classroom/${classId}`,
      (on) => on.getByRole('heading', { name: /Klasse: / }),
      'class',
    );
  }, 120_000);
});
