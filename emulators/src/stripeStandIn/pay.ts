import { hostedPath, payPath } from './paths.js';

/**
 * Pays a checkout on the stand-in's hosted page the way the browser does when the buyer clicks
 * Pay (the page's form posts to its pay address), for scripts and tests that buy without a
 * browser. Answers where the page sends the buyer next (the success URL).
 */
export async function payCheckout(paymentUrl: string): Promise<string> {
  const page = hostedPath(new URL(paymentUrl).pathname);
  if (!page) throw new Error(`${paymentUrl} is not a payment page of the Stripe stand-in`);
  const res = await fetch(new URL(payPath(page.id), paymentUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  await res.arrayBuffer();
  const next = res.headers.get('location');
  if (res.status !== 303 || !next) throw new Error(`Paying ${paymentUrl} answered ${res.status}`);
  return next;
}
