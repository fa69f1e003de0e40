/**
 * The hosted payment page: what the buyer pays for and the total, with Pay and Cancel as plain
 * forms (it works without JavaScript), in the StorySprout palette (DESIGN.md), and a banner that
 * says plainly that no card is charged.
 */
import { cancelPath, payPath, promoPath, STYLE_PATH } from './paths.js';
import type { SessionObject, StoredSession } from './sessions.js';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** Where the buyer goes after paying: success_url with the session id filled in, as Stripe does. */
export const successUrlOf = (s: SessionObject) => s.success_url.replaceAll('{CHECKOUT_SESSION_ID}', s.id);

// Contrast (WCAG AA): white on sprout-deep #2E7D4F is 5:1; ink on sunrise and on white, 8:1 and more.
export const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#FFF9F0;color:#22303C;
font:18px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
header{background:#FFB547;color:#22303C;padding:12px 24px;text-align:center;font-size:1rem}
main{max-width:480px;margin:32px auto;background:#fff;border-radius:24px;padding:32px;
box-shadow:0 12px 32px rgba(34,48,60,.12)}
h1{font-size:1.6rem;line-height:1.2;margin:0 0 8px;color:#1F5E3B}
.lead{margin:0 0 24px;color:#4A5866}
dl{display:grid;grid-template-columns:1fr auto;gap:8px 16px;margin:0 0 24px}
dt{color:#4A5866}dd{margin:0;text-align:right;font-weight:600}
.total{border-top:2px dashed #8FD3FF;padding-top:12px;font-size:1.15rem;color:#22303C}
.actions{display:flex;flex-direction:column;gap:12px}
form{margin:0}
button{width:100%;min-height:48px;border-radius:999px;border:2px solid #2E7D4F;font:inherit;font-weight:700;cursor:pointer}
.pay{background:#2E7D4F;color:#fff}
.pay:hover{background:#1F5E3B;border-color:#1F5E3B}
.cancel{background:#fff;color:#1F5E3B}
.cancel:hover{background:#E3F4E9}
a{color:#1F5E3B;font-weight:700}
.promo{margin:24px 0 0}.promo label{display:block;font-weight:600;margin-bottom:6px}
.promo-row{display:flex;gap:8px}
.promo input{flex:1;min-height:48px;border:2px solid #4A5866;border-radius:12px;padding:0 12px;font:inherit}
.promo .apply{width:auto;padding:0 20px;background:#fff;color:#1F5E3B}
.error{color:#A3213F;margin:6px 0 0}
input:focus-visible{outline:3px solid #FFB547;outline-offset:2px}
button:focus-visible,a:focus-visible{outline:3px solid #FFB547;outline-offset:3px}
@media (max-width:520px){main{margin:0;border-radius:0;padding:24px}}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><link rel="stylesheet" href="${STYLE_PATH}"></head>
<body>
<header><strong>Test mode</strong>: the local Stripe stand-in. No card is charged and no money moves.</header>
<main>
${body}
</main>
</body>
</html>`;
}

export function checkoutPage(
  stored: StoredSession,
  s: SessionObject,
  business: string,
  promoError: string | null = null,
): string {
  const cur = (cents: number) => money(cents, s.currency);
  const items = stored.lineItems
    .map(
      (item) => `<dt>Item</dt><dd>${escape(item.name)}</dd>
<dt>Quantity</dt><dd>${item.quantity}</dd>
<dt>Price each</dt><dd>${cur(item.unitAmount)}</dd>`,
    )
    .join('\n');
  const shipping = s.shipping_cost
    ? `<dt>Shipping (${escape(stored.shippingName ?? 'shipping')})</dt><dd>${cur(s.shipping_cost.amount_total)}</dd>`
    : '';
  const discount = s.total_details.amount_discount
    ? `<dt>Subtotal</dt><dd>${cur(s.amount_subtotal)}</dd>
<dt>Promotion code ${escape(stored.promotionCode ?? '')}</dt><dd>−${cur(s.total_details.amount_discount)}</dd>`
    : '';
  // Stripe's page: the field shows on sessions made with allow_promotion_codes, until one is
  // applied; after the Pay button, which stays the first control a keyboard reaches.
  const promo =
    s.allow_promotion_codes && !s.total_details.amount_discount
      ? `<form class="promo" method="post" action="${promoPath(s.id)}">
<label for="promotion-code">Add promotion code</label>
<div class="promo-row"><input id="promotion-code" name="code" autocomplete="off" autocapitalize="characters"${promoError ? ' aria-invalid="true" aria-describedby="promotion-error"' : ''}>
<button class="apply" type="submit">Apply</button></div>
${promoError ? `<p id="promotion-error" class="error" role="alert">${escape(promoError)}</p>` : ''}
</form>`
      : '';
  const tax = s.automatic_tax.enabled ? `<dt>Tax</dt><dd>${cur(s.total_details.amount_tax)}</dd>` : '';
  const total = cur(s.amount_total);
  return page(
    `Pay ${business} ${total} (test mode)`,
    `<h1>Pay ${escape(business)}</h1>
<p class="lead">${s.customer_email ? `Receipt to ${escape(s.customer_email)}. ` : ''}Paying here sends ${escape(business)} the signed event Stripe would.</p>
<dl>
${items}
${discount}
${shipping}
${tax}
<dt class="total">Total</dt><dd class="total">${total}</dd>
</dl>
<div class="actions">
<form method="post" action="${payPath(s.id)}"><button class="pay" type="submit">Pay ${total}</button></form>
${s.cancel_url ? `<form method="post" action="${cancelPath(s.id)}"><button class="cancel" type="submit">Cancel</button></form>` : ''}
</div>
${promo}`,
  );
}

export function completePage(s: SessionObject, business: string): string {
  return page(
    'Payment complete (test mode)',
    `<h1>Payment complete</h1>
<p class="lead">This checkout of ${money(s.amount_total, s.currency)} is paid.</p>
<p><a href="${escape(successUrlOf(s))}">Return to ${escape(business)}</a></p>`,
  );
}

export function expiredPage(s: SessionObject, business: string): string {
  return page(
    'Checkout expired (test mode)',
    `<h1>This checkout has expired</h1>
<p class="lead">Nothing was paid. Start a new checkout to buy.</p>
${s.cancel_url ? `<p><a href="${escape(s.cancel_url)}">Return to ${escape(business)}</a></p>` : ''}`,
  );
}

export function notFoundPage(): string {
  return page(
    'Checkout not found (test mode)',
    `<h1>Checkout not found</h1>
<p class="lead">This checkout does not exist.</p>`,
  );
}
