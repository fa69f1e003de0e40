import { readFile } from 'node:fs/promises';
import type { Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../ports/engineError.js';
import type { Illustrator } from '../../ports/illustrator.js';
import { createTestUser, type TestUser } from '../../testing/authEmulator.js';
import type { TestDeps } from '../../testing/testDeps.js';
import { useApiApp, withOwnApp } from '../../testing/apiApp.js';
import {
  avatarBody,
  circlePhoto,
  paragraphsOf,
  parent as parentOf,
  photoStoryRequest,
  post,
  saveAndDraw,
  savedBook,
} from '../../testing/books.js';
import { queueDefinitions } from '../../queues.js';
import { SAVE_MESSAGES } from '../../contract/books.js';
import { pixelBombPng } from '../../shared/testing/pixelBomb.js';

const parent = (credits = 1, emailVerified = true) => parentOf(api.deps, credits, emailVerified);

const api = useApiApp();

const photo = circlePhoto();

/** The 429 of a story started over the hour's limit: wait, and when, within the hour. */
function expectWaitForTheHour(res: Response) {
  expect(res.status).toBe(429);
  expect(res.body.error).toMatch(/wait a little before starting another one\. Try again in \d+ minutes?\.$/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
}

/** A verified user whose record holds one credit and nothing else, on `deps`. */
async function oneCreditUser(deps: TestDeps): Promise<TestUser> {
  const user = await createTestUser({ emailVerified: true });
  await deps.store.set(`users/${user.uid}`, { credits: 1 });
  return user;
}

async function textOf(user: TestUser, bookId: string) {
  await api.deps.tasks.idle();
  const res = await post(api.app, user, 'enhancedTextOutput', { bookId });
  expect(res.status).toBe(200);
  return res.body as { bookId: string; story: string };
}

describe('an Avatar Story from create to 10 illustrations', () => {
  it('creates, writes, saves (spending one credit) and illustrates every page', async () => {
    const user = await parent(2);
    const created = await post(api.app, user, 'create', avatarBody);
    expect(created.status).toBe(200);
    const { bookId } = created.body as { bookId: string };
    expect(bookId).toMatch(/^\d{13}$/);
    expect((await post(api.app, user, 'getNumCredits')).body).toBe(2);

    const text = await textOf(user, bookId);
    expect(text.bookId).toBe(bookId);
    expect(text.story).toMatch(/^Title: .+\n\n1\. /);
    const paragraphs = paragraphsOf(text.story);
    expect(paragraphs).toHaveLength(10);
    expect(text.story).toContain('Mia');

    paragraphs[0] = 'Mia woke up early and smiled at the sea.';
    const saved = await post(api.app, user, 'saveStory', {
      bookId,
      storyTitle: 'Mia and the Red Kite',
      paragraphs,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      storyTitle: 'Mia and the Red Kite',
      bookId,
      formattedStory: paragraphs.join('\n\n'),
      // Issue 46: how long the sheet and the ten pages will take, with nothing ahead of them.
      pictureWait: { ahead: 0, mine: 11, seconds: 48, label: 'about 1 minute' },
    });
    expect((await post(api.app, user, 'getNumCredits')).body).toBe(1);

    await api.deps.tasks.idle();
    for (let n = 1; n <= 10; n++) {
      const image = await post(api.app, user, 'imageOutput', { bookId: `${bookId}_${n}` }).buffer(true);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect((image.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
    }

    const legends = await post(api.app, user, 'getlegends', { bookId });
    expect(legends.status).toBe(200);
    const [id, title, type, descriptions, counter, names, formatted, imageIds] = legends.body as unknown[];
    expect([id, title, type, counter]).toEqual([bookId, 'Mia and the Red Kite', 'Enhanced', [0]]);
    expect(descriptions).toHaveLength(10);
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^Mia:1$/)]));
    expect(formatted).toBe(paragraphs.join('\n\n'));
    expect(imageIds).toEqual(Array.from({ length: 10 }, (_, i) => `${bookId}_${i + 1}`));
    expect((await post(api.app, user, 'checkStoryType', { bookId })).body).toEqual({ storyType: 'Enhanced' });

    // Saving again (a client retry) spends nothing more and makes no second set of images.
    const again = await post(api.app, user, 'saveStory', {
      bookId,
      storyTitle: 'Mia and the Red Kite',
      paragraphs,
    });
    expect(again.status).toBe(200);
    expect((await post(api.app, user, 'getNumCredits')).body).toBe(1);
    await api.deps.tasks.idle();
    expect(await api.deps.blobs.list(`books/${bookId}/images/`)).toHaveLength(10);
  });

  it('answers 404 not ready before the text is written', async () => {
    const user = await parent();
    const { bookId } = (await post(api.app, user, 'create', avatarBody)).body as { bookId: string };
    const early = await post(api.app, user, 'enhancedTextOutput', { bookId });
    expect([200, 404]).toContain(early.status);
    if (early.status === 404) expect(early.body).toEqual({ error: 'not ready', code: 'not_ready' });
    expect((await post(api.app, user, 'imageOutput', { bookId: `${bookId}_1` })).status).toBe(404);
    await api.deps.tasks.idle();
  });
});

describe('a Photo Story with family photos', () => {
  it('stores an iPhone HEIC photo as a JPEG every illustrator and the PDF can read', async () => {
    const user = await parent();
    const heic = await readFile(new URL('../../shared/testing/photo.heic', import.meta.url));
    const created = await photoStoryRequest(api.app, user, [
      { name: 'Leo', relationship: 'main', file: photo },
      { name: 'Grandma June', relationship: 'grandmother', file: heic, filename: 'IMG_0042.HEIC' },
    ]);
    expect(created.status).toBe(200);
    const { bookId } = created.body as { bookId: string };
    expect(await api.deps.blobs.list(`books/${bookId}/photos/`)).toEqual([
      `books/${bookId}/photos/0.png`,
      `books/${bookId}/photos/1.jpg`,
    ]);
    const stored = await api.deps.blobs.get(`books/${bookId}/photos/1.jpg`);
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored?.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('stores the photos and illustrates the book', async () => {
    const user = await parent();
    const created = await photoStoryRequest(api.app, user, [
      { name: 'Leo', relationship: 'main', file: photo },
      { name: 'Grandma June', relationship: 'grandmother', file: photo },
    ]);
    expect(created.status).toBe(200);
    const { bookId } = created.body as { bookId: string };
    expect(await api.deps.blobs.list(`books/${bookId}/photos/`)).toEqual([
      `books/${bookId}/photos/0.png`,
      `books/${bookId}/photos/1.png`,
    ]);
    const text = await textOf(user, bookId);
    expect(text.story).toContain('Leo');
    const paragraphs = paragraphsOf(text.story);
    const wrongCall = await post(api.app, user, 'saveStory', { bookId, storyTitle: 'Leo', paragraphs });
    expect(wrongCall.status).toBe(400);
    const story = { bookId, storyTitle: 'Leo and Grandma June', paragraphs };
    await saveAndDraw(api.app, api.deps, user, story, 'saveEssentialStory');
    const legends = (await post(api.app, user, 'getlegends', { bookId })).body as unknown[];
    expect(legends[2]).toBe('Essential');
    expect((await post(api.app, user, 'imageOutput', { bookId: `${bookId}_10` })).status).toBe(200);
  });

  it.each([
    [
      'a 6 MB photo',
      [{ name: 'Leo', relationship: 'main', file: Buffer.concat([photo, Buffer.alloc(6 * 1024 * 1024)]) }],
      'Some photos are too large. Please use images under 5MB.',
    ],
    [
      'a 16000 x 16000 PNG of 30 KB (by its header, before decoding)',
      [
        { name: 'Leo', relationship: 'main', file: photo },
        { name: 'Grandma June', relationship: 'grandmother', file: pixelBombPng(16000, 16000) },
      ],
      'Photo 2 is too large: 256 megapixels (16000 x 16000); the most is 40 megapixels. Please use a smaller photo.',
    ],
    [
      'a PDF renamed .png',
      [{ name: 'Leo', relationship: 'main', file: Buffer.from('%PDF-1.7\n1 0 obj\n'), filename: 'me.png' }],
      'Please upload only image files (PNG, JPG, etc.)',
    ],
    [
      '7 characters',
      Array.from({ length: 7 }, (_, i) => ({
        name: `Kid ${i}`,
        relationship: i ? 'friend' : 'main',
        file: photo,
      })),
      'You can add up to 6 characters.',
    ],
    [
      'no photo for the main character',
      [{ name: 'Leo', relationship: 'main' }],
      'Please upload a photo for the main character',
    ],
    [
      'a named character without photo',
      [
        { name: 'Leo', relationship: 'main', file: photo },
        { name: 'Dad', relationship: 'father' },
      ],
      'Please upload photos for all named characters',
    ],
    [
      'a photo without a name',
      [
        { name: 'Leo', relationship: 'main', file: photo },
        { name: '', relationship: 'father', file: photo },
      ],
      'Please provide names for all characters with photos',
    ],
  ])(
    'refuses %s with a clear 400, storing nothing and spending nothing',
    async (_name, characters, message) => {
      const user = await parent();
      const before = await api.deps.store.query('books', { where: [['ownerUid', '==', user.uid]] });
      const res = await photoStoryRequest(api.app, user, characters);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message, code: 'invalid_request' });
      expect(await api.deps.store.query('books', { where: [['ownerUid', '==', user.uid]] })).toHaveLength(
        before.length,
      );
      expect((await post(api.app, user, 'getNumCredits')).body).toBe(1);
    },
  );
});

describe('creation rules', () => {
  it('needs a verified email and a credit', async () => {
    const unverified = await parent(1, false);
    const refused = await post(api.app, unverified, 'create', avatarBody);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('verify_email_first');
    const broke = await parent(0);
    const res = await post(api.app, broke, 'create', avatarBody);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'You do not have sufficient credits. Please add credits to create a book!',
      code: 'not_enough_credits',
    });
  });

  it.each([
    [{ ...avatarBody, mainChrName: '' }, /name is missing/],
    [{ ...avatarBody, description: '', moralValue: '' }, /describe your story or choose a moral/],
    [{ ...avatarBody, mainChrName: 'shit' }, /inappropriate language/],
    [{ ...avatarBody, appearanceValue: 'green' }, /appearanceValue/],
    [{ ...avatarBody, moralValue: 'greed' }, /moralValue/],
  ])('answers 400 for bad Avatar input %#', async (body, message) => {
    const user = await parent();
    const res = await post(api.app, user, 'create', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
  });

  // A PNG whose header is fine (64 x 64) but whose pixels cannot be decoded: only decoding it
  // tells, so the answer shows whether the photo was decoded.
  const undecodable = () => Buffer.concat([photo.subarray(0, 33), Buffer.alloc(4096, 0xab)]);

  it('checks the credit before decoding any photo', async () => {
    const broke = await parent(0);
    const res = await photoStoryRequest(api.app, broke, [
      { name: 'Leo', relationship: 'main', file: photo },
      { name: 'Grandma June', relationship: 'grandmother', file: undecodable() },
    ]);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('You do not have sufficient credits. Please add credits to create a book!');
  });

  it('checks the hourly limit before decoding any photo, and counts refused attempts', async () => {
    await withOwnApp(
      {},
      async (limited, limitedApp) => {
        const user = await oneCreditUser(limited);
        const attempt = (file: Buffer) =>
          photoStoryRequest(limitedApp, user, [{ name: 'Leo', relationship: 'main', file }]);
        for (let i = 0; i < 2; i++) {
          const refused = await attempt(undecodable());
          expect(refused.status).toBe(400);
          expect(refused.body.error).toBe('Please upload only image files (PNG, JPG, etc.)');
        }
        const third = await attempt(undecodable());
        expectWaitForTheHour(third);
        expect(third.body).toMatchObject({ code: 'hourly_limit', call: 'storyStarts', perHour: 2 });
        expect((await attempt(photo)).status).toBe(429);
        expect(await limited.store.query('books', { where: [['ownerUid', '==', user.uid]] })).toHaveLength(0);
        limited.clock.advance(3_600_000);
        expect((await attempt(photo)).status).toBe(200);
        await limited.tasks.idle();
      },
      { STORYSPROUT_DRAFTS_PER_HOUR: '2' },
    );
  });

  it('limits drafts per hour', async () => {
    await withOwnApp(
      {},
      async (limited, limitedApp) => {
        const user = await oneCreditUser(limited);
        expect((await post(limitedApp, user, 'create', avatarBody)).status).toBe(200);
        expect((await post(limitedApp, user, 'create', avatarBody)).status).toBe(200);
        const third = await post(limitedApp, user, 'create', avatarBody);
        expectWaitForTheHour(third);
        limited.clock.advance(3_600_000);
        expect((await post(limitedApp, user, 'create', avatarBody)).status).toBe(200);
      },
      { STORYSPROUT_DRAFTS_PER_HOUR: '2' },
    );
  });

  it('gives two stories created in the same millisecond different ids', async () => {
    const user = await parent();
    const [a, b] = await Promise.all([
      post(api.app, user, 'create', avatarBody),
      post(api.app, user, 'create', avatarBody),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.bookId).not.toBe(b.body.bookId);
    await api.deps.tasks.idle();
  });
});

describe('saving', () => {
  async function writtenBook(user: TestUser) {
    const { bookId } = (await post(api.app, user, 'create', avatarBody)).body as { bookId: string };
    return { bookId, paragraphs: paragraphsOf((await textOf(user, bookId)).story) };
  }

  it('answers the statuses and messages of spec §8', async () => {
    const user = await parent();
    const { bookId, paragraphs } = await writtenBook(user);
    const cases: [object, number, string][] = [
      [{ bookId, storyTitle: '', paragraphs }, 400, SAVE_MESSAGES.title],
      [{ bookId, storyTitle: 'T', paragraphs: [...paragraphs.slice(1), ' '] }, 400, SAVE_MESSAGES.empty],
      [{ bookId, storyTitle: 'T', paragraphs: paragraphs.slice(1) }, 403, SAVE_MESSAGES.count],
      [
        { bookId, storyTitle: 'T', paragraphs: [...paragraphs.slice(1), 'What the hell'] },
        403,
        'inappropriate word',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(api.app, user, 'saveStory', body);
      expect(res.status).toBe(status);
      expect(res.body.error).toContain(message);
    }
    expect((await post(api.app, user, 'getNumCredits')).body).toBe(1);
    await api.deps.store.update(`users/${user.uid}`, { credits: 0 });
    const noCredit = await post(api.app, user, 'saveStory', { bookId, storyTitle: 'T', paragraphs });
    expect(noCredit.status).toBe(404);
    expect(noCredit.body.error).toContain('no credit');
  });

  it('50 concurrent saves by a user with 1 credit spend exactly 1', async () => {
    const user = await parent(1);
    const { bookId, paragraphs } = await writtenBook(user);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(api.app, user, 'saveStory', { bookId, storyTitle: 'Once', paragraphs }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await post(api.app, user, 'getNumCredits')).body).toBe(0);
    await api.deps.tasks.idle();
    expect(await api.deps.blobs.list(`books/${bookId}/images/`)).toHaveLength(10);
  });
});

describe("another user's books", () => {
  it('answer 404 everywhere', async () => {
    const owner = await parent();
    const other = await parent();
    const { bookId } = (await post(api.app, owner, 'create', avatarBody)).body as { bookId: string };
    await api.deps.tasks.idle();
    for (const [path, body] of [
      ['enhancedTextOutput', { bookId }],
      ['saveStory', { bookId, storyTitle: 'Mine now', paragraphs: Array(10).fill('x') }],
      ['imageOutput', { bookId: `${bookId}_1` }],
      ['getlegends', { bookId }],
      ['checkStoryType', { bookId }],
    ] as const) {
      const res = await post(api.app, other, path, body);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ error: 'Book not found', code: 'book_not_found' });
    }
    expect((await post(api.app, other, 'getNumCredits')).body).toBe(1);
  });

  it('bad ids answer 400', async () => {
    const user = await parent();
    expect((await post(api.app, user, 'getlegends', { bookId: '../etc' })).status).toBe(400);
    expect((await post(api.app, user, 'imageOutput', { bookId: '1767225600000_11' })).status).toBe(400);
  });
});

describe('an illustrator that fails half the time', () => {
  it('still completes every page exactly once', async () => {
    let calls = 0;
    await withOwnApp(
      {
        override: {
          illustrator: await (async () => {
            const { OfflineIllustrator } = await import('../../adapters/offlineIllustrator/illustrator.js');
            const real = new OfflineIllustrator();
            const illustrator: Illustrator = {
              description: 'flaky',
              async draw(req) {
                calls++;
                if (calls % 2 === 1) throw new EngineError('overloaded', true, 'unavailable');
                return real.draw(req);
              },
            };
            return illustrator;
          })(),
        },
      },
      async (flaky, flakyApp) => {
        const user = await oneCreditUser(flaky);
        const { bookId } = (await post(flakyApp, user, 'create', avatarBody)).body as { bookId: string };
        await flaky.tasks.idle();
        const story = (await post(flakyApp, user, 'enhancedTextOutput', { bookId })).body as {
          story: string;
        };
        await post(flakyApp, user, 'saveStory', {
          bookId,
          storyTitle: 'Flaky',
          paragraphs: paragraphsOf(story.story),
        });
        await flaky.tasks.idle();
        expect(calls).toBeGreaterThanOrEqual(20);
        expect(await flaky.blobs.list(`books/${bookId}/images/`)).toHaveLength(10);
        for (let n = 1; n <= 10; n++) {
          expect((await post(flakyApp, user, 'imageOutput', { bookId: `${bookId}_${n}` })).status).toBe(200);
        }
        expect(flaky.tasks.failures).toHaveLength(0);
      },
    );
  });
});

describe('the story and illustration tasks', () => {
  it('a story the engine refuses for good answers 422 so the client can say so', async () => {
    await withOwnApp(
      {
        override: {
          storyteller: {
            description: 'refuses',
            write: async () => {
              throw new EngineError('blocked', false, 'safety');
            },
          },
        },
      },
      async (refusing, refusingApp) => {
        const user = await oneCreditUser(refusing);
        const { bookId } = (await post(refusingApp, user, 'create', avatarBody)).body as { bookId: string };
        await refusing.tasks.idle();
        const res = await post(refusingApp, user, 'enhancedTextOutput', { bookId });
        expect(res.status).toBe(422);
        expect(res.body.error).toMatch(/couldn't write this story/);
        expect((await post(refusingApp, user, 'getNumCredits')).body).toBe(1);
      },
    );
  });

  it('an illustration task delivered twice at once keeps one image, and no drawing of a killed attempt', async () => {
    const user = await parent();
    const { bookId } = await savedBook(api.app, api.deps, user);
    // Back to the moment before page 1 was drawn, then deliver its task twice concurrently.
    const book = (await api.deps.store.get(`books/${bookId}`)) as {
      pages: { status: string; blob: string | null }[];
    };
    await api.deps.store.update(`books/${bookId}`, {
      pages: book.pages.map((p, i) => (i === 0 ? { status: 'pending', blob: null } : p)),
    });
    const handler = queueDefinitions(api.deps).illustratePage?.handler;
    const context = { attempt: 1, isLastAttempt: false };
    await Promise.all([handler?.({ bookId, page: 1 }, context), handler?.({ bookId, page: 1 }, context)]);
    const pageOne = (await api.deps.blobs.list(`books/${bookId}/images/`)).filter((p) =>
      p.includes(`${bookId}_1.`),
    );
    // The first drawing (orphaned by the reset, like an attempt killed before it settled) is
    // removed with the duplicate: exactly one drawing is left, the one the page shows.
    expect(pageOne).toHaveLength(1);
    const kept = ((await api.deps.store.get(`books/${bookId}`)) as { pages: { blob: string }[] }).pages[0]
      ?.blob;
    expect(pageOne).toEqual([kept]);
    expect((await post(api.app, user, 'imageOutput', { bookId: `${bookId}_1` })).status).toBe(200);
  });
});
