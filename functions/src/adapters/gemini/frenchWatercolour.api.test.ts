import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_STYLES } from '../../contract/artStyle.js';
import { avatarBody, paragraphsOf, parent, post, saveAndDraw } from '../../testing/books.js';
import { useGeminiApp } from '../../testing/geminiApp.js';
import { ART_STYLE_NAMES } from './artStyleGuide.js';
import { styleGuideFor } from './illustrationPrompt.js';
import { isPageCheck, promptTextOf } from './testing/geminiStandIn.js';
import { isStoryCall, standInBook, STAND_IN_STYLE_COLOURS } from './testing/standInBook.js';
import { STAND_IN_STORIES, standInLegends } from './testing/standInStories.js';

/**
 * Issue 28 on the Gemini engines, end to end against the local stand-in of the Gemini API: a
 * parent makes a French watercolour book. The story is asked for in French and stored as the
 * model wrote it; every picture (the cast sheet, the ten pages, a redo) is asked for in
 * watercolour and nothing else; the picture descriptions stay English for the illustrator.
 */
const gemini = useGeminiApp({ storyteller: true, checks: true });

const HERO = 'Léa';
const REDO_LEGEND = 'Léa and the hedgehog sit on a garden bench at sunset, sharing the golden lantern.';

describe('a French watercolour book on Gemini', () => {
  it('is written in French and drawn in watercolour, its picture descriptions in English', async () => {
    gemini.standIn.handle(standInBook());
    const user = await parent(gemini.deps, 1);
    const created = await post(gemini.app, user, 'create', {
      ...avatarBody,
      mainChrName: HERO,
      description: 'un jardin, une lanterne et un hérisson',
      language: 'fr',
      artStyle: 'watercolor',
    });
    expect(created.status).toBe(200);
    const { bookId } = created.body as { bookId: string };
    await gemini.deps.tasks.idle();

    // The storyteller was asked for French; the parent reads what it answered, accents and all.
    const storyCalls = gemini.standIn.calls.filter((c) => isStoryCall(c.body));
    expect(storyCalls).toHaveLength(1);
    const storyPrompt = promptTextOf(storyCalls[0]!.body);
    expect(storyPrompt).toContain('write the title and every paragraph in French');
    expect(storyPrompt).toContain(
      'Write the illustration descriptions (legends) and characterLooks in English',
    );
    const french = STAND_IN_STORIES.fr(HERO);
    const text = await post(gemini.app, user, 'enhancedTextOutput', { bookId });
    expect(text.status).toBe(200);
    const story = (text.body as { story: string }).story;
    expect(story.split('\n')[0]).toBe(`Title: ${french.title}`);
    const paragraphs = paragraphsOf(story);
    expect(paragraphs).toEqual(french.paragraphs);
    expect(paragraphs.join(' ')).toMatch(/à|é|è|ê|ç|œ/);

    await saveAndDraw(gemini.app, gemini.deps, user, { bookId, storyTitle: french.title, paragraphs });
    const stored = (await gemini.deps.store.get(`books/${bookId}`)) as {
      story: { title: string; paragraphs: string[]; legends: string[] };
      pages: { status: string }[];
      inputs: { language: string; artStyle: string };
    };
    expect(stored.inputs).toMatchObject({ language: 'fr', artStyle: 'watercolor' });
    expect(stored.story.title).toBe(french.title);
    expect(stored.story.paragraphs).toEqual(french.paragraphs);
    expect(stored.pages.map((p) => p.status)).toEqual(Array(10).fill('ready'));
    // The library lists it with its language and style (issue 28), for the card to show.
    const library = (await post(gemini.app, user, 'createLibrary')).body as unknown[];
    expect(library).toEqual([[bookId, french.title, 0, 'Pat Parent', null, 'fr', 'watercolor']]);
    // The descriptions the editor shows (and the illustrator reads) are the English ones.
    const legends = ((await post(gemini.app, user, 'getlegends', { bookId })).body as unknown[])[3];
    expect(legends).toEqual(standInLegends(HERO));

    const redo = await post(gemini.app, user, 'reDoEnhancedImage', {
      bookId,
      legend: REDO_LEGEND,
      legendIndex: 2,
    });
    expect(redo.status).toBe(200);
    await gemini.deps.tasks.idle();
    const redone = await post(gemini.app, user, 'imageOutput', { bookId: `${bookId}_3_1` });
    expect(redone.status).toBe(200);

    // Every picture asked of the image model: the sheet, ten pages and the redo.
    const pictures = gemini.standIn.calls
      .filter((c) => !isStoryCall(c.body) && !isPageCheck(c.body))
      .map((c) => promptTextOf(c.body));
    const sheets = pictures.filter((p) => p.startsWith('Draw a character reference sheet'));
    const scenes = pictures.map((p) => /<scene>([\s\S]*?)<\/scene>/.exec(p)?.[1]).filter(Boolean);
    expect(sheets).toHaveLength(1);
    expect(new Set(scenes)).toEqual(new Set([...standInLegends(HERO), REDO_LEGEND]));
    const otherStyles = ART_STYLES.filter((s) => s !== 'watercolor').flatMap((s) => [
      styleGuideFor(s).split('\n')[0]!,
      ART_STYLE_NAMES[s],
    ]);
    for (const prompt of pictures) {
      expect(prompt).toContain(styleGuideFor('watercolor'));
      for (const words of otherStyles) expect(prompt).not.toContain(words);
      // No French reaches the illustrator: it draws from the English descriptions.
      for (const paragraph of french.paragraphs) expect(prompt).not.toContain(paragraph);
      expect(prompt).not.toContain(french.title);
    }

    // The pages shown are the pictures the stand-in drew for a watercolour request.
    const page = await post(gemini.app, user, 'imageOutput', { bookId: `${bookId}_1` });
    expect(page.status).toBe(200);
    const { data } = await sharp(page.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual(STAND_IN_STYLE_COLOURS.watercolor);
  });
});
