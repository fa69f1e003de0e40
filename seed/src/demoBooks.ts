import { Resvg } from '@resvg/resvg-js';
import { signInWithPassword } from '../../emulators/src/authEmulator.js';
import { waitFor } from '../../emulators/src/process.js';
import type { DemoAccount } from './demoAccounts.js';

/**
 * The demo parent's library: one Photo Story and one Avatar Story, made by the real pipeline
 * through the running stack's API (create, the written story, save, ten pictures, the PDF), so
 * a newcomer who signs in sees Read, Download PDF and Buy Print Book at once. Runs only when the
 * library is empty; the two books spend two of the parent's credits like any book.
 */
export interface StackAddresses {
  /** The Hosting emulator: /user/** goes to the API. */
  app: string;
  /** The Auth emulator. */
  auth: string;
}

/** Polls until `fn` gives a value (not null) and returns it. */
async function until<T>(what: string, fn: () => Promise<T | null>, timeoutMs = 180_000): Promise<T> {
  let value: T | null = null;
  await waitFor(what, async () => (value = await fn()) !== null, timeoutMs, 500);
  return value as T;
}

/** A snapshot for the Photo Story: a real PNG, as a parent's upload would be. */
function snapshot(look: { skin: string; hair: string; shirt: string; sky: string }): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
    <rect width="480" height="480" fill="${look.sky}"/><rect y="330" width="480" height="150" fill="#7cc47f"/>
    <circle cx="240" cy="200" r="110" fill="${look.skin}"/><path d="M130 190 Q240 60 350 190 Q330 110 240 100 Q150 110 130 190z" fill="${look.hair}"/>
    <circle cx="205" cy="200" r="11" fill="#22303c"/><circle cx="275" cy="200" r="11" fill="#22303c"/>
    <path d="M200 250 Q240 285 280 250" stroke="#22303c" stroke-width="8" fill="none" stroke-linecap="round"/>
    <rect x="160" y="310" width="160" height="170" rx="40" fill="${look.shirt}"/></svg>`;
  return Buffer.from(new Resvg(svg).render().asPng());
}

const asBlob = (png: Buffer) => new Blob([new Uint8Array(png)], { type: 'image/png' });

export async function seedDemoBooks(stack: StackAddresses, account: DemoAccount): Promise<number> {
  const token = await signInWithPassword(stack.auth, account.email, account.password);
  const call = (path: string, body: object | FormData) =>
    fetch(`${stack.app}/user/${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
  const library = (await (await call('createLibrary', {})).json()) as unknown[];
  if (library.length > 0) return 0;

  const photo = new FormData();
  for (const [key, value] of Object.entries({
    storyType: 'Essential',
    mainChrName: 'Lucy',
    gender: 'girl',
    description: 'a sunny picnic in the park with her grandpa and a big red kite',
    moralValue: 'kindness',
    readerAgeGroup: '2-4years',
  }))
    photo.append(key, value);
  photo.append('character_0_data', JSON.stringify({ name: 'Lucy', relationship: 'main', gender: 'girl' }));
  photo.append(
    'character_0_photo',
    asBlob(snapshot({ skin: '#c98e62', hair: '#2b1d14', shirt: '#e5527a', sky: '#9fd6f5' })),
    'lucy.png',
  );
  photo.append(
    'character_1_data',
    JSON.stringify({ name: 'Grandpa Joe', relationship: 'grandfather', gender: 'man' }),
  );
  photo.append(
    'character_1_photo',
    asBlob(snapshot({ skin: '#c98e62', hair: '#d9d9d9', shirt: '#3fa66b', sky: '#fff0d6' })),
    'grandpa.png',
  );

  const books: { body: object | FormData; save: string; pdf: string }[] = [
    { body: photo, save: 'saveEssentialStory', pdf: 'createPdf' },
    {
      body: {
        storyType: 'Enhanced',
        gender: 'boy',
        mainChrName: 'Leo',
        description: 'a rocket trip to the moon with his dog Biscuit',
        moralValue: 'courage',
        appearanceValue: 'medium_brown',
        readerAgeGroup: '5-7years',
      },
      save: 'saveStory',
      pdf: 'createEnhancedPdf',
    },
  ];
  for (const book of books) {
    const created = await call('create', book.body);
    if (!created.ok) throw new Error(`Demo book: create answered ${created.status}: ${await created.text()}`);
    const { bookId } = (await created.json()) as { bookId: string };
    const story = await until('the demo story text', async () => {
      const res = await call('enhancedTextOutput', { bookId });
      return res.ok ? ((await res.json()) as { story: string }).story : (await res.arrayBuffer(), null);
    });
    const [title = '', ...paragraphs] = story.split('\n\n');
    const saved = await call(book.save, {
      bookId,
      storyTitle: title.replace(/^Title:\s*/, ''),
      paragraphs: paragraphs.map((p) => p.replace(/^\d+\.\s*/, '')),
    });
    if (!saved.ok) throw new Error(`Demo book: save answered ${saved.status}: ${await saved.text()}`);
    await until('the demo book PDF', async () => {
      const res = await call(book.pdf, { bookId });
      await res.arrayBuffer();
      // The build answers 409 until all ten pictures are drawn.
      return res.ok ? true : null;
    });
  }
  return books.length;
}
