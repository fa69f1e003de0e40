import { describe, expect, it } from 'vitest';
import { isStoryCall, standInBook } from '../../adapters/gemini/testing/standInBook.js';
import { promptTextOf } from '../../adapters/gemini/testing/geminiStandIn.js';
import { STAND_IN_STORIES } from '../../adapters/gemini/testing/standInStories.js';
import { useApiApp } from '../../testing/apiApp.js';
import {
  avatarBody,
  paragraphsOf,
  parent as parentOf,
  post,
  writtenAvatarBook,
} from '../../testing/books.js';
import { useGeminiApp } from '../../testing/geminiApp.js';

/** The bilingual edition (issue 45 item 4): two texts on every page, and its bad input. */
const api = useApiApp();
const parent = (credits = 1) => parentOf(api.deps, credits);

type Legends = [string, string, string, string[], number[], string[], string, string[], unknown[]?, unknown?];
interface SecondText {
  secondLanguage: string;
  secondTitle: string;
  secondParagraphs: string[];
}

async function writtenBook(body: object, credits = 1) {
  const user = await parent(credits);
  return { user, bookId: await writtenAvatarBook(api.app, api.deps, user, body) };
}

describe('secondLanguage on /user/create', () => {
  it('answers 400 with a code for an unsupported or identical second language, counting nothing', async () => {
    const user = await parent();
    const unknown = await post(api.app, user, 'create', { ...avatarBody, secondLanguage: 'nl' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      error: 'secondLanguage must be one of en, es, fr, de, pt, it',
      code: 'unsupported_language',
    });
    const same = await post(api.app, user, 'create', { ...avatarBody, language: 'es', secondLanguage: 'es' });
    expect(same.status).toBe(400);
    expect(same.body.code).toBe('same_second_language');
    const language = await post(api.app, user, 'create', { ...avatarBody, language: 'nl' });
    expect(language.body.code).toBe('unsupported_language');
    expect(await api.deps.store.get(`rateLimits/${user.uid}`)).toBeNull();
  });

  it('answers 422 with a code when the offline engine cannot write the second language, spending nothing', async () => {
    const user = await parent();
    const french = await post(api.app, user, 'create', { ...avatarBody, secondLanguage: 'fr' });
    expect(french.status).toBe(422);
    expect(french.body.code).toBe('language_not_written');
    expect(french.body.error).toMatch(/cannot write French/);
    expect((await post(api.app, user, 'getNumCredits')).body).toBe(1);
    expect(await api.deps.store.get(`rateLimits/${user.uid}`)).toBeNull();
  });

  it('writes every page in both languages on the offline engine, and keeps both at save', async () => {
    const { user, bookId } = await writtenBook({ language: 'en', secondLanguage: 'es' });
    const stored = (await api.deps.store.get(`books/${bookId}`)) as {
      inputs: { secondLanguage: string };
      story: { paragraphs: string[]; secondParagraphs: string[]; secondTitle: string };
    };
    expect(stored.inputs.secondLanguage).toBe('es');
    expect(stored.story.secondParagraphs).toHaveLength(10);
    expect(stored.story.paragraphs[0]).toMatch(/\b(the|and|was)\b/);
    expect(stored.story.secondParagraphs.join(' ')).toMatch(/\b(el|la|y|con)\b/);
    expect(stored.story.secondParagraphs.join(' ')).not.toMatch(/\b(the|was|said)\b/);

    const text = await post(api.app, user, 'enhancedTextOutput', { bookId });
    const paragraphs = paragraphsOf(text.body.story as string);
    const saved = await post(api.app, user, 'saveStory', {
      bookId,
      storyTitle: 'Mia and the Farm',
      paragraphs,
    });
    expect(saved.status).toBe(200);
    const legends = (await post(api.app, user, 'getlegends', { bookId })).body as Legends;
    const second = legends[9] as SecondText;
    expect(second.secondLanguage).toBe('es');
    expect(second.secondParagraphs).toEqual(stored.story.secondParagraphs);
    const library = await post(api.app, user, 'createLibrary');
    expect(library.body).toEqual([
      [bookId, 'Mia and the Farm', 0, 'Pat Parent', null, 'en', 'classic', 'es'],
    ]);
  }, 60_000);

  it('shows the second text with the first before the save, and saves it as edited there', async () => {
    const { user, bookId } = await writtenBook({ language: 'en', secondLanguage: 'es' });
    const stored = (await api.deps.store.get(`books/${bookId}`)) as {
      story: { secondParagraphs: string[]; secondTitle: string };
    };
    const text = await post(api.app, user, 'enhancedTextOutput', { bookId });
    expect(text.body.second).toEqual({
      secondLanguage: 'es',
      secondTitle: stored.story.secondTitle,
      secondParagraphs: stored.story.secondParagraphs,
    });
    const paragraphs = paragraphsOf(text.body.story as string);
    const secondParagraphs = stored.story.secondParagraphs.map((p, i) =>
      i === 2 ? 'Mia canta con el gato.' : p,
    );
    const emptyPage = await post(api.app, user, 'saveStory', {
      bookId,
      storyTitle: 'Mia and the Farm',
      paragraphs,
      secondTitle: 'Mia y la granja',
      secondParagraphs: secondParagraphs.map((p, i) => (i === 4 ? ' ' : p)),
    });
    expect(emptyPage.status).toBe(400);
    expect(((await api.deps.store.get(`books/${bookId}`)) as { creditSpent?: boolean }).creditSpent).not.toBe(
      true,
    );
    const saved = await post(api.app, user, 'saveStory', {
      bookId,
      storyTitle: 'Mia and the Farm',
      paragraphs,
      secondTitle: 'Mia y la granja',
      secondParagraphs,
    });
    expect(saved.status).toBe(200);
    const second = ((await post(api.app, user, 'getlegends', { bookId })).body as Legends)[9] as SecondText;
    expect(second).toEqual({ secondLanguage: 'es', secondTitle: 'Mia y la granja', secondParagraphs });
  }, 60_000);

  it('changes both texts on updateBook, validating the second as the first', async () => {
    const { user, bookId } = await writtenBook({
      language: 'es',
      secondLanguage: 'en',
      mainChrName: 'Lucía',
    });
    const text = await post(api.app, user, 'enhancedTextOutput', { bookId });
    const paragraphs = paragraphsOf(text.body.story as string);
    expect((await post(api.app, user, 'saveStory', { bookId, storyTitle: 'Lucía', paragraphs })).status).toBe(
      200,
    );

    const short = await post(api.app, user, 'updateBook', { bookId, secondParagraphs: ['one'] });
    expect(short.status).toBe(400);
    const empty = await post(api.app, user, 'updateBook', { bookId, secondTitle: '  ' });
    expect(empty.status).toBe(400);
    const english = paragraphs.map((_, i) => `Page ${i + 1} in English.`);
    const fixed = await post(api.app, user, 'updateBook', {
      bookId,
      paragraphs: paragraphs.map((p, i) => (i === 0 ? `${p} ¡Hola!` : p)),
      secondTitle: 'Lucía at the Farm',
      secondParagraphs: english,
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.secondParagraphs).toEqual(english);
    expect(fixed.body.paragraphs[0]).toMatch(/¡Hola!$/);
    const legends = (await post(api.app, user, 'getlegends', { bookId })).body as Legends;
    expect(legends[9]).toEqual({
      secondLanguage: 'en',
      secondTitle: 'Lucía at the Farm',
      secondParagraphs: english,
    });
  }, 60_000);

  it('refuses a second text on a book in one language', async () => {
    const { user, bookId } = await writtenBook({});
    const text = await post(api.app, user, 'enhancedTextOutput', { bookId });
    expect(text.body).not.toHaveProperty('second');
    const paragraphs = paragraphsOf(text.body.story as string);
    expect((await post(api.app, user, 'saveStory', { bookId, storyTitle: 'Mia', paragraphs })).status).toBe(
      200,
    );
    const res = await post(api.app, user, 'updateBook', { bookId, secondTitle: 'Mia' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This book is in one language: it has no second text to change.');
  }, 60_000);
});

describe('a bilingual book on Gemini', () => {
  const gemini = useGeminiApp({ storyteller: true, checks: true });

  it('asks the model for both texts and stores what it wrote', async () => {
    gemini.standIn.handle(standInBook());
    const user = await parentOf(gemini.deps, 1);
    const bookId = await writtenAvatarBook(gemini.app, gemini.deps, user, {
      mainChrName: 'Léa',
      language: 'fr',
      secondLanguage: 'de',
    });
    const calls = gemini.standIn.calls.filter((c) => isStoryCall(c.body));
    const prompt = promptTextOf(calls[0]!.body);
    expect(prompt).toContain('write the title and every paragraph in French');
    expect(prompt).toContain('the same title and the same 10 paragraphs in German');
    const stored = (await gemini.deps.store.get(`books/${bookId}`)) as {
      story: { paragraphs: string[]; secondTitle: string; secondParagraphs: string[] };
    };
    expect(stored.story.paragraphs).toEqual(STAND_IN_STORIES.fr('Léa').paragraphs);
    expect(stored.story.secondTitle).toBe(STAND_IN_STORIES.de('Léa').title);
    expect(stored.story.secondParagraphs).toEqual(STAND_IN_STORIES.de('Léa').paragraphs);
  }, 60_000);
});
