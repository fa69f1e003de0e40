/**
 * Fresh educators for the classroom journey and the bench, made the way people make them: a
 * verified sign-up, an organization created at educator sign-up (they are its admin), and
 * Classroom Packs bought on the Stripe stand-in's payment page.
 */
import { waitFor } from '../emulators/src/process.js';
import { payCheckout } from '../emulators/src/stripeStandIn/pay.js';
import { verifiedAccount } from './emulatorAuth.js';
import { FRESH_PASSWORD, userCall, type Parent } from './parents.js';

export type Educator = Parent;

/** The organization's shared balance as its members see it. */
export async function orgCredits(token: string): Promise<number> {
  const res = await userCall(token, 'orgCredits');
  if (!res.ok) throw new Error(`orgCredits answered ${res.status}`);
  return ((await res.json()) as { credits: number }).credits;
}

/** A verified educator who created (and so runs) an organization of their own. */
export async function freshEducator(name = 'Erin Educator', orgName = 'Maple Room'): Promise<Educator> {
  const email = `educator-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const token = await verifiedAccount(email, FRESH_PASSWORD, name);
  const accepted = await userCall(token, 'acceptEducatorAccount', {
    accountType: 'organization',
    userType: 'educator',
    userRole: 'admin',
    name,
    organizationInfo: { organizationOption: 'create', organizationName: orgName, joinCode: null },
  });
  if (!accepted.ok) throw new Error(`acceptEducatorAccount answered ${accepted.status}`);
  return { email, password: FRESH_PASSWORD, token };
}

/** The admin buys `packs` Classroom Packs: a checkout, then Pay on the stand-in's page. */
export async function buyClassroomPacks(token: string, packs: number): Promise<void> {
  const before = await orgCredits(token);
  const checkout = await userCall(token, 'orgCheckoutSession', { packs });
  if (!checkout.ok) throw new Error(`orgCheckoutSession answered ${checkout.status}`);
  await payCheckout(String(await checkout.json()));
  await waitFor(
    'the Classroom Pack credits',
    async () => (await orgCredits(token)) === before + packs * 30,
    30_000,
  );
}
