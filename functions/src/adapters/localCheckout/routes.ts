import { Router } from 'express';
import { formatUsd } from '../../contract/pricing.js';
import { totalOf, type LocalCheckoutPayments, type LocalSession } from './payments.js';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// DESIGN.md palette; served as a file because the site's CSP allows no inline styles.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#FFF9F0;color:#22303C;
font:18px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;padding:24px}
main{width:100%;max-width:460px;background:#fff;border-radius:24px;padding:32px;
box-shadow:0 12px 32px rgba(34,48,60,.12)}
h1{font-size:1.6rem;margin:0 0 4px;color:#1F5E3B}
.note{margin:0 0 24px;color:#4a5a66;font-size:.95rem}
dl{display:grid;grid-template-columns:1fr auto;gap:8px 16px;margin:0 0 24px}
dt{color:#4a5a66}dd{margin:0;text-align:right;font-weight:600}
.total{border-top:2px dashed #8FD3FF;padding-top:12px;font-size:1.15rem}
.actions{display:flex;gap:12px;flex-wrap:wrap}
button{flex:1;min-height:48px;border-radius:999px;border:2px solid #1F5E3B;font:inherit;font-weight:700;cursor:pointer}
button.pay{background:#3FA66B;color:#fff;border-color:#3FA66B}
button.pay:hover{background:#1F5E3B}
button.cancel{background:#fff;color:#1F5E3B}
button:focus-visible{outline:3px solid #FFB547;outline-offset:3px}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><link rel="stylesheet" href="/public/local-checkout/style.css"></head><body><main>${body}</main></body></html>`;
}

function checkoutPage(id: string, s: LocalSession): string {
  const total = formatUsd(totalOf(s));
  const open = s.status === 'open';
  return page(
    'StorySprout checkout (local)',
    `<h1>StorySprout checkout</h1>
<p class="note">Local checkout: no card is charged. Pay sends the same signed event Stripe would.</p>
<dl>
<dt>Item</dt><dd>${escape(s.itemName)}</dd>
<dt>Quantity</dt><dd>${s.quantity}</dd>
<dt>Price each</dt><dd>${formatUsd(s.unitCents)}</dd>
${s.shipping ? `<dt>Shipping (${escape(s.shipping.name)})</dt><dd>${formatUsd(s.shipping.cents)}</dd>` : ''}
<dt class="total">Total</dt><dd class="total">${total}</dd>
</dl>
${
  open
    ? `<div class="actions">
<form method="post" action="/public/local-checkout/${id}/pay"><button class="pay" type="submit">Pay ${total}</button></form>
<form method="post" action="/public/local-checkout/${id}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>`
    : `<p>This checkout is ${s.status === 'paid' ? 'paid' : 'canceled'}.</p>`
}`,
  );
}

/** The local stack's payment page (only mounted with STORYSPROUT_PAYMENTS=local). */
export function localCheckoutRoutes(payments: LocalCheckoutPayments): Router {
  const router = Router();

  router.get('/style.css', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('text/css').send(STYLE);
  });

  router.get('/:id', async (req, res) => {
    const session = await payments.session(req.params.id);
    res.set('Cache-Control', 'no-store').type('html');
    if (!session) {
      res
        .status(404)
        .send(page('Checkout not found', '<h1>Checkout not found</h1><p>This checkout does not exist.</p>'));
      return;
    }
    res.send(checkoutPage(req.params.id, session));
  });

  router.post('/:id/pay', async (req, res) => {
    const paid = await payments.pay(req.params.id);
    if (!paid) {
      res.status(404).type('html').send(page('Checkout not found', '<h1>Checkout not found</h1>'));
      return;
    }
    res.redirect(303, paid.next);
  });

  router.post('/:id/cancel', async (req, res) => {
    const next = await payments.cancel(req.params.id);
    if (!next) {
      res.status(404).type('html').send(page('Checkout not found', '<h1>Checkout not found</h1>'));
      return;
    }
    res.redirect(303, next);
  });

  return router;
}
