/**
 * The emails on the `npm start` stack: the functions send through the SMTP adapter to the local
 * mail catcher (maildev), and this journey reads its inbox through maildev's REST API, as the
 * parent reads theirs: the receipt after buying credits through the local checkout, the print
 * order's confirmation and its shipped email with the tracking link, the newsletter's
 * double opt-in with its one-click unsubscribe, and a changed sign-in email (verified through
 * the Auth emulator's link) that the next receipt follows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailsTo, rawEmail, type CaughtEmail } from '../emulators/src/mailCatcher.js';
import { waitFor } from '../emulators/src/process.js';
import { DATA_DIR } from '../emulators/src/stack.js';
import { payCheckout } from '../emulators/src/stripeStandIn/pay.js';
import { BASE_URL, openPage, screenshot, landedAfterSignIn, signIn } from './browser.js';
import { emailLink, idTokenFor } from './emulatorAuth.js';
import { freshParent, pagesDrawn, savedAvatarBook, userCall } from './parents.js';
import { signedInParent } from './journey.js';

/** The running stack's mail inbox, as `npm start` wrote it in ready.json. */
const inboxUrl = (
  JSON.parse(readFileSync(path.join(process.env.STORYSPROUT_DATA_DIR ?? DATA_DIR, 'ready.json'), 'utf8')) as {
    mailInbox: string;
  }
).mailInbox;

/** Waits for the one email to `address` whose subject matches. */
async function emailTo(address: string, subject: RegExp, timeoutMs = 60_000): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await waitFor(
    `an email "${subject.source}" to ${address}`,
    async () => {
      found = (await emailsTo(inboxUrl, address)).find((e) => subject.test(e.subject));
      return !!found;
    },
    timeoutMs,
    250,
  );
  return found as CaughtEmail;
}

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

const journey = signedInParent({ credits: 1, name: 'Erin Emails' });

describe('emails in the local mail catcher', () => {
  it('buys credits through the local checkout and finds the receipt, also listed on /account', async () => {
    const checkout = await userCall(journey.parent.token, 'checkoutSession', { productId: 1, quantity: 2 });
    expect(checkout.status).toBe(200);
    await journey.page.goto(String(await checkout.json()));
    await journey.page.getByRole('button', { name: /^Pay / }).click();
    await journey.page.waitForURL(/\/success\?session_id=cs_test_/);
    await journey.page.getByRole('heading', { name: 'Purchase Confirmed' }).waitFor({ timeout: 30_000 });

    const receipt = await emailTo(journey.parent.email, /Your StorySprout receipt/);
    expect(receipt.text).toMatch(/2 story credits are in your account/);
    const number = /Receipt number: (cs_test_\S+)/.exec(receipt.text ?? '')?.[1];
    expect(number).toBeDefined();
    expect(receipt.html).not.toMatch(/<img/i);

    await journey.page.goto(`${BASE_URL}/account?section=purchases`);
    const list = journey.page.getByRole('list', { name: 'Story credit purchases' });
    await list.getByText(number as string).waitFor({ timeout: 20_000 });
    await screenshot(journey.page, 'account-purchases');
  });

  it('confirms a print order by email, then emails the shipping with its tracking link', async () => {
    const bookId = await savedAvatarBook(journey.parent.token, {
      mainChrName: 'Erin',
      gender: 'girl',
      description: 'a boat trip on a calm lake',
      title: 'Erin on the Lake',
    });
    await waitFor(
      'the pictures',
      async () => (await pagesDrawn(journey.parent.token, bookId)) === 10,
      120_000,
      500,
    );
    expect((await userCall(journey.parent.token, 'createPdf', { bookId })).status).toBe(200);
    const cost = await userCall(journey.parent.token, 'print/calculate-cost', {
      proofChecked: true,
      storyId: bookId,
      shippingAddress: {
        name: 'Erin Emails',
        street1: '12 Maple Street',
        city: 'Portland',
        state_code: 'OR',
        postcode: '97201',
        phone_number: '503-555-0147',
      },
      shippingOption: 'Ground',
    });
    expect(cost.status).toBe(200);
    await payCheckout(String(await cost.json()));
    const confirmation = await emailTo(journey.parent.email, /Erin on the Lake.*is ordered/);
    const orders = (await json(await userCall(journey.parent.token, 'purchases'))).printOrders as {
      orderId: string;
    }[];
    const orderId = orders[0]!.orderId;
    expect(confirmation.text).toContain(orderId);

    await userCall(journey.parent.token, 'setCoverImage', { storyID: bookId, selectedImageNum: 2 });
    await userCall(journey.parent.token, 'getPrintPdf', { bookId });
    await userCall(journey.parent.token, 'generateCoverPdf', { bookId, coverImageNum: 2 });
    await waitFor(
      'both print files',
      async () =>
        (await json(await userCall(journey.parent.token, 'checkInnerFileStatus', { bookId }))).exists ===
          true &&
        (await json(await userCall(journey.parent.token, 'checkCoverPdfStatus', { bookId }))).exists === true,
      180_000,
      1000,
    );
    const submitted = await json(
      await userCall(journey.parent.token, 'print/submit-job', { storyId: bookId, orderId }),
    );
    expect(submitted.success).toBe(true);

    // The print lab moves its job every 2 s on the e2e stack and reports SHIPPED to the webhook.
    const shipped = await emailTo(journey.parent.email, /Erin on the Lake.*has shipped/, 120_000);
    const tracking = /Track your parcel: (\S+)/.exec(shipped.text ?? '')?.[1];
    expect(tracking).toMatch(/\/tracking\/LAB\d+$/);
    expect(shipped.html).toContain(`href="${tracking}"`);
  });

  it('asks the newsletter address to confirm, then unsubscribes it in one click', async () => {
    const address = `news-${Date.now()}@example.com`;
    const visitor = await journey.browser.newPage();
    try {
      await openPage(visitor, BASE_URL);
      const footer = visitor.getByRole('contentinfo');
      await footer.getByRole('textbox', { name: /email/i }).fill(address);
      await footer.getByRole('button', { name: /subscribe/i }).click();
      await visitor.getByRole('dialog', { name: 'Check your inbox' }).waitFor();

      const confirm = await emailTo(address, /confirm your StorySprout newsletter/);
      const link = /Yes, sign me up: (\S+)/.exec(confirm.text ?? '')?.[1] as string;
      expect(link.startsWith(`${BASE_URL}/newsletter/confirm?token=`)).toBe(true);
      await openPage(visitor, link);
      await visitor.getByRole('heading', { name: 'You are on the list' }).waitFor();

      const welcome = await emailTo(address, /Welcome to the StorySprout newsletter/);
      const source = await rawEmail(inboxUrl, welcome.id);
      expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      const oneClick = /^List-Unsubscribe:\s+<([^>]+)>/m.exec(source)?.[1] as string;
      // What a mail client's unsubscribe button does (RFC 8058): one POST, no page, no sign-in.
      const res = await fetch(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ unsubscribed: true });
      // The email's own link says the same.
      const pageLink = /Unsubscribe with one click: (\S+)/.exec(welcome.text ?? '')?.[1] as string;
      await openPage(visitor, pageLink);
      await visitor.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    } finally {
      await visitor.close();
    }
  });

  it('changes the sign-in email on /account through the emailed link; the next receipt goes to the new address', async () => {
    const mover = await freshParent(1, 'Mo Mover');
    const newEmail = `moved-${Date.now()}@example.com`;
    const tab = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await signIn(tab, mover);
      // With a credit the sign-in leads on to /create; the navbar's Account opens the account page.
      await tab.waitForURL(/\/create$/, { timeout: 20_000 });
      const nav = tab.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Account' }).click();
      await tab.waitForURL(/\/account$/);
      const form = tab.getByRole('form', { name: 'Change your email' });
      await form.getByLabel('New email address').fill(newEmail);
      await form.getByLabel('Your current password').fill(mover.password);
      await form.getByRole('button', { name: 'Change email' }).click();
      await form.getByText(`We sent a link to ${newEmail}`).waitFor({ timeout: 20_000 });

      // The link the Auth emulator "sent" to the new address, opened as a person opens it.
      const link = await emailLink(mover.email, 'VERIFY_AND_CHANGE_EMAIL');
      expect((await tab.goto(link))?.ok()).toBe(true);
      await expect(idTokenFor(mover.email, mover.password)).rejects.toThrow();

      // Signing in afresh (another browser) with the new address and the same password.
      const fresh = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const again = await fresh.newPage();
        await signIn(again, { email: newEmail, password: mover.password });
        await landedAfterSignIn(again);
        await again.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
        await again.getByText(`Signed in as ${newEmail}`).waitFor({ timeout: 20_000 });
      } finally {
        await fresh.close();
      }

      // The product's own emails follow the account to its new address.
      const token = await idTokenFor(newEmail, mover.password);
      const checkout = await userCall(token, 'checkoutSession', { productId: 1, quantity: 1 });
      expect(checkout.status).toBe(200);
      await payCheckout(String(await checkout.json()));
      const receipt = await emailTo(newEmail, /Your StorySprout receipt/);
      expect(receipt.text).toMatch(/story credit is in your account/);
      expect(await emailsTo(inboxUrl, mover.email)).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
