/**
 * Step 6: the cart's Checkout for 1 credit (POST /user/checkoutSession), and the payment page it
 * names answers. Nothing is paid: the Stripe Checkout Session simply expires (24 h).
 */
import { need, type StepRunner } from './context.js';
import { describe, expectStatus, json, request, StepFailure } from './http.js';

/** The local stack's stand-in page; a production site must send buyers to Stripe instead. */
const LOCAL_CHECKOUT_PATH = '/public/local-checkout/';

export const checkoutStep: StepRunner = async (ctx, deadline) => {
  const parent = need(ctx.parent, 'the parent');
  const answer = await parent.call('checkoutSession', { productId: 1, quantity: 1 }, deadline);
  if (answer.status === 403)
    throw new StepFailure(
      `${describe(answer)} (purchases are not offered in the country this request comes from; ` +
        'see STORYSPROUT_ALLOWED_COUNTRIES, or run the smoke from an allowed country)',
    );
  const address = json<unknown>(expectStatus(answer, 200));
  let url: URL;
  try {
    url = new URL(String(address));
  } catch {
    throw new StepFailure(`${describe(answer)} (expected the payment page's address)`);
  }
  if (
    ctx.target?.kind === 'production' &&
    (url.protocol !== 'https:' || url.pathname.startsWith(LOCAL_CHECKOUT_PATH))
  )
    throw new StepFailure(
      `the payment page is ${url.href}: not Stripe Checkout (is STORYSPROUT_PAYMENTS=local deployed?)`,
    );

  // The browser navigates to it; following redirects as the browser would, it must open.
  const page = await request(
    url.href,
    { headers: { accept: 'text/html' } },
    deadline,
    `GET ${url.host} payment page`,
  );
  if (page.status !== 200) throw new StepFailure(describe(page));
  return `payment page ${url.host}${url.pathname.slice(0, 40)}... answers 200 (left unpaid)`;
};
