import { describe, expect, it } from 'vitest';
import { OfflineStoryteller } from '../../adapters/offlineStoryteller/storyteller.js';
import { createApp } from '../../app.js';
import type { StoryRequest } from '../../ports/storyteller.js';
import { useApiApp } from '../../testing/apiApp.js';
import {
  avatarBody,
  circlePhoto,
  expectRefusedOnEveryCreate,
  MIA_CHARACTER,
  paragraphsOf,
  parent as parentOf,
  photoStoryRequest,
  post,
  writtenAvatarBook,
} from '../../testing/books.js';
import { createTestDeps } from '../../testing/testDeps.js';

/** The story language at create (issue 28): validated, stored, passed on, listed. */
const api = useApiApp();
const parent = (credits = 1) => parentOf(api.deps, credits);

const photo = circlePhoto();

const storedLanguage = async (bookId: string) =>
  ((await api.deps.store.get(`books/${bookId}`)) as { inputs: { language: string } }).inputs.language;

const LANGUAGE_ERROR = 'language must be one of en, es, fr, de, pt, it';

describe('language on /user/create', () => {
  it('is English when absent, and the offline engine writes the book', async () => {
    const user = await parent();
    const created = await post(api.app, user, 'create', avatarBody);
    expect(created.status).toBe(200);
    const { bookId } = created.body as { bookId: string };
    expect(await storedLanguage(bookId)).toBe('en');
    await api.deps.tasks.idle();
    expect((await post(api.app, user, 'enhancedTextOutput', { bookId })).status).toBe(200);
  });

  it('answers a clear 400 for a language not offered, on every kind of create body', async () => {
    const user = await parent();
    const bad = { avatar: 'nl', form: 'English', cast: 'klingon' };
    await expectRefusedOnEveryCreate(api.app, user, 'language', bad, LANGUAGE_ERROR);
  });

  it('stores the language of a typed Photo Story and of a saved-characters story', async () => {
    const user = await parent(3);
    const typed = await photoStoryRequest(api.app, user, [
      { name: 'Sam', relationship: 'main', file: photo },
    ]).field('language', 'de');
    expect(typed.status).toBe(200);
    expect(await storedLanguage(typed.body.bookId as string)).toBe('de');

    const saved = await post(api.app, user, 'characters/save', MIA_CHARACTER);
    expect(saved.status).toBe(200);
    const fromCast = await post(api.app, user, 'create', {
      storyType: 'Enhanced',
      characterIds: [saved.body.id],
      moralValue: 'courage',
      language: 'it',
    });
    expect(fromCast.status).toBe(200);
    expect(await storedLanguage(fromCast.body.bookId as string)).toBe('it');
  });

  it('the offline engine writes a Spanish book in Spanish, with English picture descriptions', async () => {
    const user = await parent();
    const bookId = await writtenAvatarBook(api.app, api.deps, user, {
      mainChrName: 'Lucía',
      description: 'un día en la granja',
      language: 'es',
    });
    const text = await post(api.app, user, 'enhancedTextOutput', { bookId });
    expect(text.status).toBe(200);
    const story = text.body.story as string;
    expect(story).toContain('Lucía');
    expect(story).not.toMatch(/\b(the|was|said|and)\b/);
    const legends = await post(api.app, user, 'getlegends', { bookId });
    // English picture descriptions, at the farm the Spanish description named.
    expect(JSON.stringify(legends.body)).toMatch(/\bLucía\b.*\b(the|a|on|in)\b/);
    expect(JSON.stringify(legends.body)).toMatch(/\bfarm\b/);
  });

  it('the offline engine says it writes only English and Spanish, never a silent English book, and spends nothing', async () => {
    const user = await parent();
    const bookId = await writtenAvatarBook(api.app, api.deps, user, { language: 'fr' });
    const text = await post(api.app, user, 'enhancedTextOutput', { bookId });
    expect(text.status).toBe(422);
    expect(text.body.error).toMatch(
      /local engine, which writes only English and Spanish: it cannot write a story in French/,
    );
    expect((await post(api.app, user, 'getNumCredits')).body).toBe(1);
  });
});

describe('moderation in the book’s language', () => {
  it('refuses a word of the French list in a French book, not in an English one', async () => {
    const user = await parent(2);
    const french = await post(api.app, user, 'create', {
      ...avatarBody,
      description: 'Mia dit merde au loup',
      language: 'fr',
    });
    expect(french.status).toBe(400);
    expect(french.body.error).toBe(
      'Please Try Again: the story details contain inappropriate language (merde).',
    );
    const italianFish = await post(api.app, user, 'create', {
      ...avatarBody,
      description: 'Mia e un pesce rosso',
      language: 'it',
    });
    expect(italianFish.status).toBe(200);
  });
});

describe('a book in another language', () => {
  it('reaches the storyteller and is listed with its language in the library', async () => {
    const asked: StoryRequest[] = [];
    // A storyteller that writes every language (as Gemini does); the offline engine's text stands in.
    const anyLanguage = await createTestDeps(
      {},
      {
        override: {
          storyteller: {
            description: 'every language',
            write: (request) => {
              asked.push(request);
              return new OfflineStoryteller().write({ ...request, language: 'en' });
            },
          },
        },
      },
    );
    try {
      const multilingual = createApp(anyLanguage);
      const user = await parentOf(anyLanguage, 2);
      const english = await post(multilingual, user, 'create', avatarBody);
      const spanish = await post(multilingual, user, 'create', { ...avatarBody, language: 'es' });
      await anyLanguage.tasks.idle();
      expect(asked.map((r) => r.language).sort()).toEqual(['en', 'es']);
      for (const [{ body }, title] of [
        [english, 'Mia and the Kite'],
        [spanish, 'Mia y la cometa'],
      ] as const) {
        const text = await post(multilingual, user, 'enhancedTextOutput', { bookId: body.bookId });
        const paragraphs = paragraphsOf((text.body as { story: string }).story);
        const res = await post(multilingual, user, 'saveStory', {
          bookId: body.bookId,
          storyTitle: title,
          paragraphs,
        });
        expect(res.status).toBe(200);
      }
      const library = await post(multilingual, user, 'createLibrary');
      expect(library.status).toBe(200);
      expect(library.body).toEqual([
        [spanish.body.bookId, 'Mia y la cometa', 0, 'Pat Parent', null, 'es'],
        [english.body.bookId, 'Mia and the Kite', 0, 'Pat Parent'],
      ]);
    } finally {
      await anyLanguage.tasks.idle();
      await anyLanguage.cleanup();
    }
  }, 60_000);
});
