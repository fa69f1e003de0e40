/**
 * Model calls one book costs on the Gemini engines, counted against the local stand-in of the
 * Gemini API (no Google account needed): the story, the reference sheet, then the ten pages as
 * the page tasks ask for them, each with the sheet attached. Then a second book of the same
 * saved characters, whose cast already has an approved sheet (issue 27): the page tasks give
 * the pages that sheet and draw none; and a redo of one page, also with the sheet.
 */
import { GeminiIllustrator, GeminiStoryteller } from '../functions/src/adapters/gemini/index.js';
import {
  answer,
  standInClient,
  startGeminiStandIn,
  tinyPng,
  type GenerateContentBody,
} from '../functions/src/adapters/gemini/testing/geminiStandIn.js';
import { jsonLinesLogger } from '../functions/src/adapters/jsonLinesLogger/logger.js';
import type { StoryRequest } from '../functions/src/ports/storyteller.js';
import { pageChecksTable } from './pageChecks.js';

const isStory = (body: GenerateContentBody) => Boolean(body.generationConfig?.responseSchema);

export async function geminiCallsTable(): Promise<void> {
  const standIn = await startGeminiStandIn();
  try {
    standIn.handle((body) =>
      isStory(body)
        ? answer([
            {
              text: JSON.stringify({
                title: 'Mia and the Red Kite',
                paragraphs: Array.from({ length: 10 }, (_, i) => `Mia flies her kite, part ${i + 1}.`),
                legends: Array.from(
                  { length: 10 },
                  (_, i) => `Mia and Pip the seagull on the hill, scene ${i + 1}.`,
                ),
                characterNames: ['Mia', 'Pip'],
                characterLooks: [{ name: 'Pip', look: 'a small grey-and-white seagull with an orange beak' }],
              }),
            },
          ])
        : answer([{ inlineData: { mimeType: 'image/png', data: tinyPng(8, 8).toString('base64') } }]),
    );
    const client = standInClient(standIn, 30_000);
    // The table counts the calls; their log lines would only interleave with it.
    const logger = jsonLinesLogger(() => {});
    const storyteller = new GeminiStoryteller({ client, textModel: 'stand-in-text', logger });
    const illustrator = new GeminiIllustrator({ client, imageModel: 'stand-in-image', logger });
    // Two saved characters (issue 27): the hero and her cat, each with a look and a key.
    const characters: StoryRequest['characters'] = [
      {
        name: 'Mia',
        relationship: 'main',
        gender: 'girl',
        look: {
          skin: 'medium',
          hairColour: 'brown',
          hairStyle: 'curls',
          eyes: 'brown',
          glasses: true,
          freckles: false,
          presentation: 'girl',
        },
        key: 'ch_mia',
      },
      {
        name: 'Pip',
        relationship: 'pet',
        gender: 'unknown',
        look: { species: 'cat', coat: 'ginger' },
        key: 'ch_pip',
      },
    ];
    const request: StoryRequest = {
      storyType: 'Enhanced',
      mainCharacterName: 'Mia',
      gender: 'girl',
      description: 'flying a kite with Pip',
      moralValue: 'kindness',
      readerAgeGroup: '2-4years',
      appearanceValue: 'medium_brown',
      characters,
      language: 'en',
      seed: 1,
    };
    /** What one step answers, its calls, and how many of them carried the sheet. */
    const counted = async <T>(step: () => Promise<T>, sheet?: Buffer) => {
      const before = standIn.calls.length;
      const value = await step();
      const calls = standIn.calls.slice(before);
      const data = sheet?.toString('base64');
      const withSheet = calls.filter((c) =>
        c.body.contents?.some((content) => content.parts?.some((part) => part.inlineData?.data === data)),
      ).length;
      return { value, calls: calls.length, withSheet };
    };
    /** One book as the tasks make it: the story, the sheet unless the cast has one, the pages. */
    const book = async (bookId: string, seed: number, approved: Buffer | null) => {
      const story = await counted(() => storyteller.write({ ...request, seed }));
      const drawn = {
        bookId,
        storyType: request.storyType,
        appearanceValue: request.appearanceValue,
        readerAgeGroup: request.readerAgeGroup,
        characters,
        looks: story.value.characterLooks ?? [],
        artStyle: 'classic' as const,
      };
      const sheet = await counted(async () => approved ?? (await illustrator.drawReferenceSheet(drawn)).png);
      const page = (i: number, variant: number) => ({
        ...drawn,
        page: i + 1,
        legend: story.value.legends[i] ?? '',
        variant,
        reference: { bytes: sheet.value, contentType: 'image/png' },
      });
      const pages = await counted(async () => {
        for (const i of story.value.legends.keys()) await illustrator.draw(page(i, 0));
      }, sheet.value);
      const redo = await counted(() => illustrator.draw(page(3, 1)), sheet.value);
      return { story, sheet, pages, redo };
    };
    const first = await book('1767225600001', 1, null);
    // The parent approved the first book's sheet; the saved characters kept it for the next.
    const second = await book('1767225600002', 2, first.sheet.value);
    console.log('\nGemini engines against the local stand-in: model calls for one 10-page book');
    console.log(
      '| book | story | reference sheet | pages (with the sheet attached) | total per book | one redo |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const [label, b] of [
      ['no approved sheet yet', first],
      ['cast with an approved sheet', second],
    ] as const)
      console.log(
        `| ${label} | ${b.story.calls} | ${b.sheet.calls} | ${b.pages.calls} (${b.pages.withSheet}) | ${b.story.calls + b.sheet.calls + b.pages.calls} | ${b.redo.calls} (${b.redo.withSheet ? 'with' : 'without'} the sheet) |`,
      );
    console.log(
      "(a refused page adds 1 call; a 429 adds 1 call after a wait, see adapters/gemini/photoStory.api.test.ts; 'Draw them again' in the cast review adds 1 sheet call, up to 3 sheets)",
    );
  } finally {
    await standIn.close();
  }
  // What the page checks (issue 32) add to these calls, on a stand-in of their own.
  await pageChecksTable();
}
