import { describe, expect, it } from 'vitest';
import { useApiApp, withOwnApp } from '../../testing/apiApp.js';
import { recordingIllustrator } from '../../testing/illustrators.js';
import {
  avatarBody,
  circlePhoto,
  expectRefusedOnEveryCreate,
  paragraphsOf,
  parent,
  photoStoryRequest,
  post,
} from '../../testing/books.js';
import { bookPath, type BookRecord } from '../book.js';

/** Issue 28: `artStyle` on /user/create, kept with the book, and every picture drawn in it. */

const api = useApiApp();

const photo = circlePhoto('#3FA66B');

async function styleOf(bookId: string) {
  return ((await api.deps.store.get(bookPath(bookId))) as BookRecord | null)?.inputs.artStyle;
}

describe('choosing an art style at create', () => {
  it('defaults to classic and keeps a chosen one, on every kind of create body', async () => {
    const user = await parent(api.deps, 5);
    const plain = await post(api.app, user, 'create', avatarBody);
    expect(await styleOf((plain.body as { bookId: string }).bookId)).toBe('classic');
    const crayon = await post(api.app, user, 'create', { ...avatarBody, artStyle: 'crayon' });
    expect(await styleOf((crayon.body as { bookId: string }).bookId)).toBe('crayon');

    const photoBook = await photoStoryRequest(api.app, user, [
      { name: 'Leo', relationship: 'main', file: photo },
    ])
      .field('artStyle', 'watercolor')
      .expect(200);
    expect(await styleOf((photoBook.body as { bookId: string }).bookId)).toBe('watercolor');

    const mia = (
      (
        await post(api.app, user, 'characters/save', {
          name: 'Mia',
          role: 'child',
          pronouns: 'she',
          look: { preset: 'warm_black' },
        })
      ).body as { id: string }
    ).id;
    const fromCast = await post(api.app, user, 'create', {
      storyType: 'Enhanced',
      characterIds: [mia],
      moralValue: 'kindness',
      artStyle: 'collage',
    });
    expect(fromCast.status).toBe(200);
    expect(await styleOf((fromCast.body as { bookId: string }).bookId)).toBe('collage');
  });

  it('answers 400 naming the styles for anything else, on every kind of create body', async () => {
    const user = await parent(api.deps, 5);
    await expectRefusedOnEveryCreate(
      api.app,
      user,
      'artStyle',
      { avatar: 'oil paint', form: 'Crayon', cast: 3 },
      'artStyle must be one of classic, watercolor, crayon, collage, coloring',
    );
    expect((await post(api.app, user, 'getNumCredits')).body).toBe(5);
  });
});

describe('a book drawn in its style', () => {
  it('asks the illustrator for the book’s style on the cast sheet, every page and a redo', async () => {
    const { illustrator, pages, sheets } = recordingIllustrator({ description: 'recording' });
    await withOwnApp({ override: { illustrator } }, async (own, ownApp) => {
      const user = await parent(own, 2);
      const { bookId } = (await post(ownApp, user, 'create', { ...avatarBody, artStyle: 'coloring' }))
        .body as {
        bookId: string;
      };
      await own.tasks.idle();
      const story = (await post(ownApp, user, 'enhancedTextOutput', { bookId })).body as { story: string };
      await post(ownApp, user, 'saveStory', {
        bookId,
        storyTitle: 'Mia Colours In',
        paragraphs: paragraphsOf(story.story),
        reviewCast: true,
      });
      await own.tasks.idle();
      expect(sheets.map((s) => s.artStyle)).toEqual(['coloring']);
      await post(ownApp, user, 'approveCast', { bookId });
      await own.tasks.idle();
      expect(pages.length).toBeGreaterThanOrEqual(10);
      expect(new Set(pages.map((p) => p.artStyle))).toEqual(new Set(['coloring']));

      const before = pages.length;
      const redo = await post(ownApp, user, 'reDoImage', {
        bookId,
        index: 3,
        reDoPrompt: '',
        useLora: false,
      });
      expect(redo.status).toBe(200);
      await own.tasks.idle();
      expect(pages.length).toBeGreaterThan(before);
      expect(pages.slice(before).every((p) => p.artStyle === 'coloring' && p.variant > 0)).toBe(true);
    });
  });
});

describe('the art style in the library', () => {
  it('lists a book in another style with its style in a seventh position, classic rows as before', async () => {
    const user = await parent(api.deps, 2);
    const make = async (body: object, title: string) => {
      const { bookId } = (await post(api.app, user, 'create', body)).body as { bookId: string };
      await api.deps.tasks.idle();
      const story = (await post(api.app, user, 'enhancedTextOutput', { bookId })).body as { story: string };
      const saved = await post(api.app, user, 'saveStory', {
        bookId,
        storyTitle: title,
        paragraphs: paragraphsOf(story.story),
      });
      expect(saved.status).toBe(200);
      return bookId;
    };
    const classic = await make(avatarBody, 'Mia and the Kite');
    const crayon = await make({ ...avatarBody, artStyle: 'crayon' }, 'Mia Draws the Sea');
    await api.deps.tasks.idle();
    const library = await post(api.app, user, 'createLibrary');
    expect(library.status).toBe(200);
    expect(library.body).toEqual([
      [crayon, 'Mia Draws the Sea', 0, 'Pat Parent', null, 'en', 'crayon'],
      [classic, 'Mia and the Kite', 0, 'Pat Parent'],
    ]);
  });
});
