import { describe, expect, it } from 'vitest';
import { BASE_URL, openPage, screenshot, landedAfterSignIn, signIn } from './browser.js';
import { checkProof } from './proof.js';
import { shipByGroundToPortland } from './printAddress.js';
import { signedInWithBook } from './journey.js';

/**
 * Printed books for every family (issue 30): a hardcover order of three copies to a Canadian
 * address, then a paperback reorder of the same book to the US, both through the web app, the
 * Stripe stand-in and the local print lab, to SHIPPED.
 */
const TITLE = 'Nora and the Northern Lights';
const SLUG = 'nora-and-the-northern-lights';
const STRIPE_PAGE = /^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_[A-Za-z0-9]+$/;
/** The print page and an order's page carry the book (and the order) in their address. */
const PRINT_PAGE = /\/print-book\?book=\d+$/;
const ORDER_PAGE = new RegExp(`/print-book-order/${SLUG}\\?book=\\d+&order=po_[0-9a-f]{24}$`);

// The finished book: every picture drawn, then its PDF built (what 'Build my book!' does).
const journey = signedInWithBook({
  credits: 1,
  name: 'Gran Nora',
  book: {
    mainChrName: 'Nora',
    gender: 'girl',
    description: 'watching the northern lights from a snowy hill',
    title: TITLE,
  },
  finished: true,
});

/** The book's row in the Library. */
const bookRow = () => journey.page.getByRole('article').filter({ hasText: TITLE });

/** A binding's choice on the print page. */
const binding = (name: RegExp) =>
  journey.page.getByRole('group', { name: 'Binding' }).getByRole('radio', { name });

/** Pays on the stand-in's page, then waits for the order's own page after /print-success. */
async function pay(amount: string) {
  await journey.page.waitForURL(STRIPE_PAGE, { timeout: 30_000 });
  await journey.page.getByRole('button', { name: `Pay ${amount}` }).click();
  await journey.page.waitForURL(/\/print-success\?session_id=cs_test_/);
  await journey.page.waitForURL(ORDER_PAGE, { timeout: 30_000 });
  await journey.page.getByRole('heading', { level: 1, name: 'Your print order' }).waitFor();
}

/**
 * Paid with its proof checked, the order went to the printer by itself (issue 47: nothing to
 * press, the parent may close the tab); it is followed to SHIPPED.
 */
async function printAndShip() {
  await journey.page
    .getByRole('heading', { name: 'Order Submitted Successfully' })
    .waitFor({ timeout: 30_000 });
  expect(await journey.page.getByRole('button', { name: 'Submit Print Order' }).count()).toBe(0);
  // The lab checks the files like Lulu (sizes for the binding, embedded fonts), then ships.
  await journey.page.getByText('Status: Shipped').waitFor({ timeout: 90_000 });
}

describe('printed books for every family', () => {
  it('orders three hardcovers to Toronto and follows them to SHIPPED', async () => {
    await openPage(journey.page, `${BASE_URL}/library`);
    await bookRow().getByRole('button', { name: 'Buy Print Book' }).click();
    await journey.page.waitForURL(PRINT_PAGE);
    await journey.page.getByRole('group', { name: 'Binding' }).getByText('$40.00').waitFor();
    await binding(/Hardcover/).check();
    const more = journey.page.getByRole('button', { name: 'One copy more' });
    await more.click();
    await more.click();
    await expect.poll(() => journey.page.getByRole('spinbutton', { name: 'Copies' }).inputValue()).toBe('3');

    // The proof of the hardcover: its own cover, wider for the casewrap's wrap and hinges.
    await checkProof(journey.page, 2);
    await journey.page.getByLabel('Country').selectOption('CA');
    await journey.page.getByLabel('Street address').fill('100 Queen St W');
    await journey.page.getByLabel('City').fill('Toronto');
    await journey.page.getByLabel('Province or territory').selectOption('ON');
    await journey.page.getByLabel('Postal code').fill('M5H 2N2');
    await journey.page.getByLabel('Phone number').fill('+1 416 555 0123');
    await journey.page.getByRole('button', { name: 'See shipping options' }).click();
    const methods = journey.page.getByRole('group', { name: 'Shipping method' });
    // Canada's own levels: no US Ground, but Priority Mail.
    await methods.getByLabel(/Priority Mail/).waitFor();
    await methods.getByLabel(/^Mail/).check();
    const summary = journey.page.getByRole('region', { name: 'Order summary' });
    await summary.getByText('$40.00 × 3 copies').waitFor();
    await summary.getByText('Tax (13%)').waitFor();
    await summary.getByText('$160.44').waitFor();
    await screenshot(journey.page, 'print-hardcover-canada');
    await journey.page.getByRole('button', { name: 'Continue to Payment' }).click();

    // Back from the payment page (issue 47): the form is as it was left, proof tick included.
    await journey.page.waitForURL(STRIPE_PAGE, { timeout: 30_000 });
    await journey.page.goBack();
    await journey.page.waitForURL(PRINT_PAGE);
    await binding(/Hardcover/).waitFor();
    expect(await binding(/Hardcover/).isChecked()).toBe(true);
    expect(await journey.page.getByRole('spinbutton', { name: 'Copies' }).inputValue()).toBe('3');
    expect(await journey.page.getByLabel('Street address').inputValue()).toBe('100 Queen St W');
    expect(await journey.page.getByLabel('Postal code').inputValue()).toBe('M5H 2N2');
    await expect
      .poll(
        () => journey.page.getByRole('group', { name: 'Shipping method' }).getByLabel(/^Mail/).isChecked(),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    // The same files as the proof that was checked: ticked again once it has opened.
    await expect
      .poll(() => journey.page.getByRole('checkbox', { name: /I have checked my proof/ }).isChecked(), {
        timeout: 60_000,
      })
      .toBe(true);
    await journey.page.getByRole('region', { name: 'Order summary' }).getByText('$160.44').waitFor();
    await screenshot(journey.page, 'print-back-from-payment');
    await journey.page.getByRole('button', { name: 'Continue to Payment' }).click();
    await pay('$160.44');
    await journey.page.getByText('Hardcover × 3 copies').waitFor();

    await printAndShip();
    await screenshot(journey.page, 'print-hardcover-shipped');

    // The order's page opens from its address alone, in a fresh browser (issue 47).
    const fresh = await journey.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const other = await fresh.newPage();
      await signIn(other, journey.parent);
      await landedAfterSignIn(other);
      await other.goto(journey.page.url());
      await other.getByRole('heading', { level: 1, name: 'Your print order' }).waitFor();
      await other.getByText(`“${TITLE}” · Order#`).waitFor();
      await other.getByText('Hardcover × 3 copies').waitFor();
      expect(await other.getByText('Missing story information. Please try again.').count()).toBe(0);
    } finally {
      await fresh.close();
    }
  }, 360_000);

  it('orders the same book again as a paperback to the US, its own order to SHIPPED', async () => {
    await journey.page.getByRole('link', { name: 'Order again' }).click();
    await journey.page.waitForURL(PRINT_PAGE);
    // A new order starts afresh: the paid order's form is not brought back.
    expect(await binding(/Paperback/).isChecked()).toBe(true);
    await checkProof(journey.page, 2, { coverChosen: true });
    await shipByGroundToPortland(journey.page);
    await journey.page.getByRole('region', { name: 'Order summary' }).getByText('$33.99').waitFor();
    await journey.page.getByRole('button', { name: 'Continue to Payment' }).click();
    await pay('$33.99');
    await journey.page.getByText('Paperback × 1 copy').waitFor();

    // The cover picture is kept; the paperback's own cover was built for this order's proof.
    await printAndShip();

    await openPage(journey.page, `${BASE_URL}/print-book-order`);
    const orders = journey.page
      .getByRole('list', { name: 'Print orders' })
      .getByRole('article', { name: TITLE });
    await expect.poll(() => orders.count(), { timeout: 30_000 }).toBe(2);
    await orders.filter({ hasText: 'Hardcover × 3 copies' }).getByText('Shipped').waitFor();
    await orders.filter({ hasText: 'Paperback × 1 copy' }).getByText('Shipped').waitFor();
    await screenshot(journey.page, 'print-orders-both');

    await openPage(journey.page, `${BASE_URL}/library`);
    await bookRow().getByRole('button', { name: 'Order another copy' }).waitFor();
  }, 300_000);
});
