import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../emulators/src/process.js';
import { BASE_URL, launchBrowser, screenshot, landedAfterSignIn, signIn } from './browser.js';
import { emailLink, idTokenFor, verifiedAccount } from './emulatorAuth.js';
import { buyCredits, freshParent, savedAvatarBook } from './parents.js';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const PASSWORD = 'sprout-pass-1';

async function fillAccountFields(page: Page, first: string, last: string, email: string) {
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
}

/** Opens the emulator's verification link, then returns to the app as the email's link would. */
async function verifyEmail(page: Page, email: string) {
  await page.getByRole('button', { name: 'Resend verification email' }).waitFor();
  const link = await emailLink(email, 'VERIFY_EMAIL');
  await page.goto(link);
  await page.goto(`${BASE_URL}/account?verified=true`);
  await page.getByText('Confirming your email...').waitFor();
}

async function postUser(token: string, path: string, body: object = {}) {
  const res = await fetch(`${BASE_URL}/user/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('a parent signs up and verifies their email', () => {
  it('gets the free story credit and goes on to create', async () => {
    const page = await newPage();
    const email = unique('parent');
    await page.goto(`${BASE_URL}/signup`);
    await page.getByRole('heading', { name: 'Sign up', exact: true }).waitFor();
    await fillAccountFields(page, 'Lena', 'Park', email);
    await page
      .getByRole('form', { name: 'Sign up' })
      .getByRole('button', { name: 'Sign up', exact: true })
      .click();
    await page.waitForURL(`${BASE_URL}/account`);
    await screenshot(page, 'account-unverified');

    await verifyEmail(page, email);
    // Spec part 1 §4: a verified parent with credits goes straight to /create.
    await page.waitForURL(`${BASE_URL}/create`, { timeout: 20_000 });
    const nav = page.getByRole('navigation').first();
    for (const name of ['Account', 'Create', 'Library', 'Print-Book', 'Cart']) {
      await nav.getByRole('link', { name, exact: true }).first().waitFor();
    }

    const token = await idTokenFor(email, PASSWORD);
    expect(await postUser(token, 'getNumCredits')).toEqual({ status: 200, body: 1 });
    expect(await postUser(token, 'getUserName')).toEqual({ status: 200, body: { userName: 'Lena Park' } });
    // The token now carries the verified email, so account data that needs it is open: no
    // payment yet, then the real one once credits are bought.
    expect(await postUser(token, 'getLatestPaymentInfo')).toEqual({ status: 200, body: null });
    await buyCredits(token, 2);
    expect(await postUser(token, 'getNumCredits')).toEqual({ status: 200, body: 3 });
    expect(await postUser(token, 'getLatestPaymentInfo')).toEqual({
      status: 200,
      body: {
        price: 1000,
        quantity: 2,
        itemName: 'Digital Storybook',
        transactionId: expect.stringMatching(/^cs_test_/),
      },
    });
  });
});

describe('a long name never locks a parent out (issue 47)', () => {
  it('a 300-character first name is refused before any account exists; shortened, sign-up goes through', async () => {
    const page = await newPage();
    const email = unique('long-name');
    await page.goto(`${BASE_URL}/signup`);
    await page.getByRole('heading', { name: 'Sign up', exact: true }).waitFor();
    await fillAccountFields(page, 'L'.repeat(300), 'Park', email);
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByRole('button', { name: 'Sign up', exact: true }).click();
    await form
      .getByText('Your name must be at most 120 characters (first and last name together).')
      .waitFor();
    expect(page.url()).toBe(`${BASE_URL}/signup`);
    // Nothing was created: that address cannot sign in.
    await expect(idTokenFor(email, PASSWORD)).rejects.toThrow();

    await page.getByLabel('First name').fill('Lena');
    await form.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/account`);
    const token = await idTokenFor(email, PASSWORD);
    expect(await postUser(token, 'getUserName')).toEqual({ status: 200, body: { userName: 'Lena Park' } });
  });

  it('an account whose sign-up stopped half-way finishes its profile at sign-in', async () => {
    const page = await newPage();
    const email = unique('half-made');
    // What the old sign-up left behind: the sign-in account with the long name, no profile.
    await verifiedAccount(email, PASSWORD, `${'N'.repeat(300)} Long`);
    await signIn(page, { email, password: PASSWORD });
    const finish = page.getByRole('form', { name: 'Finish your profile' });
    await finish.waitFor();
    await screenshot(page, 'finish-profile');
    await finish.getByLabel('First name').fill('Nia');
    await finish.getByLabel('Last name').fill('Long');
    await finish.getByRole('button', { name: 'Save and continue' }).click();
    // Verified, with the free story: on to create, like any sign-in.
    await page.waitForURL(`${BASE_URL}/create`, { timeout: 20_000 });
    const token = await idTokenFor(email, PASSWORD);
    expect(await postUser(token, 'getUserName')).toEqual({ status: 200, body: { userName: 'Nia Long' } });
    expect(await postUser(token, 'getNumCredits')).toEqual({ status: 200, body: 1 });

    // The next sign-in goes straight on.
    const again = await newPage();
    await signIn(again, { email, password: PASSWORD });
    await again.waitForURL(`${BASE_URL}/create`, { timeout: 20_000 });
  });
});

describe('educators and their organization', () => {
  it('an admin creates an organization, a second educator joins with its code, both see the members', async () => {
    const admin = await newPage();
    const adminEmail = unique('admin');
    await admin.goto(`${BASE_URL}/signupEducators`);
    await fillAccountFields(admin, 'Ada', 'Admin', adminEmail);
    await admin.getByLabel('Educational organization').check();
    await admin.getByLabel('Create a new organization').check();
    await admin.getByLabel('Organization name').fill('Maple Tree School');
    await admin
      .getByRole('form', { name: 'Educator sign up' })
      .getByRole('button', { name: 'Sign up', exact: true })
      .click();
    await admin.waitForURL(`${BASE_URL}/account`);
    await verifyEmail(admin, adminEmail);
    await admin.getByRole('heading', { name: 'Organization Join Code' }).waitFor({ timeout: 20_000 });
    await admin.getByRole('heading', { name: 'Your Organization Members' }).waitFor();
    await admin.getByText('No members have joined your organization yet.').waitFor();
    const joinCode = (await admin.getByLabel('Join code', { exact: true }).textContent())?.trim() ?? '';
    expect(joinCode).toMatch(/^[A-Z2-9]{6}$/);

    const member = await newPage();
    const memberEmail = unique('member');
    await member.goto(`${BASE_URL}/signupEducators`);
    await fillAccountFields(member, 'Mo', 'Member', memberEmail);
    await member.getByLabel('Educational organization').check();
    await member.getByLabel('Join existing organization').check();
    // Typed in lower case: the field forces upper case.
    await member.getByLabel('Join code').fill(joinCode.toLowerCase());
    expect(await member.getByLabel('Join code').inputValue()).toBe(joinCode);
    await member
      .getByRole('form', { name: 'Educator sign up' })
      .getByRole('button', { name: 'Sign up', exact: true })
      .click();
    await member.waitForURL(`${BASE_URL}/account`);
    await verifyEmail(member, memberEmail);
    await member
      .getByRole('heading', { name: 'Organization Members', exact: true })
      .waitFor({ timeout: 20_000 });
    const adminRow = member.getByRole('row').filter({ hasText: adminEmail });
    await adminRow.getByText('Administrator').waitFor();
    expect(await member.getByRole('heading', { name: 'Organization Join Code' }).count()).toBe(0);
    await screenshot(member, 'account-member');

    await admin.reload();
    const memberRow = admin.getByRole('row').filter({ hasText: memberEmail });
    await memberRow.getByText('Member', { exact: true }).waitFor({ timeout: 20_000 });
    await memberRow.getByText('Mo Member').waitFor();
    await screenshot(admin, 'account-admin');
  });

  it('a wrong join code opens the spec dialog, and Try Again clears the code', async () => {
    const page = await newPage();
    await page.goto(`${BASE_URL}/signupEducators`);
    await fillAccountFields(page, 'Wren', 'Wrong', unique('wrong-code'));
    await page.getByLabel('Educational organization').check();
    await page.getByLabel('Join existing organization').check();
    await page.getByLabel('Join code').fill('ZZZZZZ');
    await page
      .getByRole('form', { name: 'Educator sign up' })
      .getByRole('button', { name: 'Sign up', exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(
        'The organization join code you entered is not valid. Please check with your organization administrator to get the correct code.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    expect(await page.getByLabel('Join code').inputValue()).toBe('');
  });
});

describe('signing in', () => {
  it('a wrong password shows the spec dialog', async () => {
    const page = await newPage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill('parent@storysprout.test');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Please Try Again' });
    await dialog.getByText('Either username or password is wrong.').waitFor();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the demo parent signs in, lands on create, has two finished books, and logs out', async () => {
    const page = await newPage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByLabel('Email', { exact: true }).fill('parent@storysprout.test');
    await page.getByLabel('Password', { exact: true }).fill('sprout-parent');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/create`, { timeout: 20_000 });
    // npm start made the demo library with the real pipeline: two finished books.
    await page.goto(`${BASE_URL}/library`);
    await page.getByRole('heading', { name: 'Your Library' }).waitFor();
    for (const action of [
      'Read',
      'Download PDF',
      'Download EPUB (reads aloud)',
      'Download the audiobook',
      'Buy Print Book',
    ])
      await expect
        .poll(() => page.getByRole('button', { name: action, exact: true }).count(), { timeout: 20_000 })
        .toBe(2);
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(`${BASE_URL}/`);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Log in', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('emailVerifiedStatus'))).toBeNull();
  });
});

describe('deleting my account', () => {
  it('from the footer: the dialog says what goes, everything is deleted and signing in again fails', async () => {
    const parent = await freshParent(1, 'Del Parent');
    const bookId = await savedAvatarBook(parent.token, {
      mainChrName: 'Ivy',
      gender: 'girl',
      description: 'a picnic in the park',
      title: 'Ivy and the Picnic',
    });
    const page = await newPage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByLabel('Email', { exact: true }).fill(parent.email);
    await page.getByLabel('Password', { exact: true }).fill(parent.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await landedAfterSignIn(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Delete my account' }).click();
    const section = page.getByRole('region', { name: 'Delete my account' });
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('the family photos you uploaded').waitFor();
    await dialog.getByLabel('Type your email address to confirm').fill(parent.email);
    await screenshot(page, 'delete-account');
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    const done = page.getByRole('dialog', { name: 'Your account is being deleted' });
    await done.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL(`${BASE_URL}/`);

    // The deletion runs as a task: poll until the sign-in account is gone.
    await waitFor(
      'the sign-in account to be deleted',
      () =>
        idTokenFor(parent.email, parent.password).then(
          () => false,
          () => true,
        ),
      60_000,
      500,
    );
    // The old token cannot bring the account back, and the book is gone: the API refuses the
    // token (401) once the sign-in is gone, or, while a verified token is still cached, finds
    // the account deleted (404).
    expect([401, 404]).toContain((await postUser(parent.token, 'usersInfo', { name: 'Del Parent' })).status);
    expect([401, 404]).toContain((await postUser(parent.token, 'getlegends', { bookId })).status);
    const credits = await postUser(parent.token, 'getNumCredits');
    expect(credits.status === 401 || credits.body === 0).toBe(true);
  });
});
