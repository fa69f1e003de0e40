/**
 * Fresh accounts for the journeys and the bench, made the way people make them: a verified
 * sign-up in the Auth emulator, registration with the API (the free story), credits bought
 * on the Stripe stand-in's payment page, books written and saved through the API. Nothing depends on, or
 * spends, the seeded demo accounts, so the suites pass in any order on any stack.
 */
import { waitFor } from '../emulators/src/process.js';
import { HOSTING_URL } from '../emulators/src/stack.js';
import { payCheckout } from '../emulators/src/stripeStandIn/pay.js';
import { verifiedAccount } from './emulatorAuth.js';

const BASE = process.env.STORYSPROUT_E2E_URL ?? HOSTING_URL;
export const FRESH_PASSWORD = 'sprout-fresh-1';

export interface Parent {
  email: string;
  password: string;
  token: string;
}

/** POST /user/{path} as this parent. */
export function userCall(token: string, path: string, body: object = {}): Promise<Response> {
  return fetch(`${BASE}/user/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The parent's credit balance. */
export async function credits(token: string): Promise<number> {
  return Number(await (await userCall(token, 'getNumCredits')).json());
}

/** Buys `quantity` credits: a checkout, then Pay on the Stripe stand-in's page (the webhook grants). */
export async function buyCredits(token: string, quantity: number): Promise<void> {
  for (let left = quantity; left > 0; left -= 10) {
    const before = await credits(token);
    const batch = Math.min(10, left);
    const checkout = await userCall(token, 'checkoutSession', { productId: 1, quantity: batch });
    if (!checkout.ok) throw new Error(`checkoutSession answered ${checkout.status}`);
    await payCheckout(String(await checkout.json()));
    await waitFor('the purchased credits', async () => (await credits(token)) === before + batch, 30_000);
  }
}

/** A verified, registered parent holding exactly `count` credits (the free one included). */
export async function freshParent(count: number, name = 'Pat Fresh'): Promise<Parent> {
  const email = `parent-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const token = await verifiedAccount(email, FRESH_PASSWORD, name);
  const registered = await userCall(token, 'usersInfo', { name });
  if (!registered.ok) throw new Error(`usersInfo answered ${registered.status}`);
  if (count > 1) await buyCredits(token, count - 1);
  return { email, password: FRESH_PASSWORD, token };
}

export interface AvatarBook {
  mainChrName: string;
  gender: 'girl' | 'boy';
  description: string;
  title: string;
  /** The story's language (English when absent). */
  language?: string;
}

/** An Avatar book created, written and saved through the API (spends one credit). */
export async function savedAvatarBook(token: string, book: AvatarBook): Promise<string> {
  const created = await userCall(token, 'create', {
    storyType: 'Enhanced',
    gender: book.gender,
    mainChrName: book.mainChrName,
    description: book.description,
    moralValue: 'courage',
    appearanceValue: 'dark_black',
    readerAgeGroup: '2-4years',
    ...(book.language ? { language: book.language } : {}),
  });
  if (!created.ok) throw new Error(`create answered ${created.status}: ${await created.text()}`);
  const { bookId } = (await created.json()) as { bookId: string };
  let story = '';
  await waitFor(
    'the story text',
    async () => {
      const res = await userCall(token, 'enhancedTextOutput', { bookId });
      if (res.ok) story = ((await res.json()) as { story: string }).story;
      else await res.arrayBuffer();
      return res.ok;
    },
    30_000,
  );
  const paragraphs = story
    .split('\n\n')
    .slice(1)
    .map((p) => p.replace(/^\d+\.\s*/, ''));
  const saved = await userCall(token, 'saveStory', { bookId, storyTitle: book.title, paragraphs });
  if (!saved.ok) throw new Error(`saveStory answered ${saved.status}: ${await saved.text()}`);
  return bookId;
}

/** How many of a book's 10 pictures are drawn (imageOutput answers 404 until a page is). */
export async function pagesDrawn(token: string, bookId: string): Promise<number> {
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => userCall(token, 'imageOutput', { bookId: `${bookId}_${i + 1}` })),
  );
  await Promise.all(answers.map((a) => a.arrayBuffer()));
  return answers.filter((a) => a.status === 200).length;
}

/**
 * Waits for a saved book's ten pictures, then builds its PDF as 'Build my book!' does: a finished
 * book, which the Library offers to share, read and print.
 */
export async function finishedBook(token: string, bookId: string, drawnWithinMs = 90_000): Promise<void> {
  await waitFor('the 10 pictures', async () => (await pagesDrawn(token, bookId)) === 10, drawnWithinMs);
  const built = await userCall(token, 'createPdf', { bookId });
  if (!built.ok) throw new Error(`createPdf answered ${built.status}: ${await built.text()}`);
}
