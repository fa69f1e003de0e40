/**
 * Model calls one book costs on the Gemini engines, counted against the local stand-in of the
 * Gemini API (no Google account needed): the story, the reference sheet, then the ten pages as
 * the page tasks ask for them, each with the sheet attached.
 */
import {
  createGeminiClient,
  GeminiIllustrator,
  GeminiStoryteller,
} from '../functions/src/adapters/gemini/index.js';
import {
  answer,
  startGeminiStandIn,
  tinyPng,
  type GenerateContentBody,
} from '../functions/src/adapters/gemini/testing/geminiStandIn.js';
import { jsonLinesLogger } from '../functions/src/adapters/jsonLinesLogger/logger.js';
import type { StoryRequest } from '../functions/src/ports/storyteller.js';

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
    const client = createGeminiClient({
      project: 'bench',
      location: 'global',
      baseUrl: standIn.baseUrl,
      apiKey: 'bench',
    });
    // The table counts the calls; their log lines would only interleave with it.
    const logger = jsonLinesLogger(() => {});
    const storyteller = new GeminiStoryteller({ client, textModel: 'stand-in-text', logger });
    const illustrator = new GeminiIllustrator({ client, imageModel: 'stand-in-image', logger });
    const request: StoryRequest = {
      storyType: 'Enhanced',
      mainCharacterName: 'Mia',
      gender: 'girl',
      description: 'flying a kite with Pip the seagull',
      moralValue: 'kindness',
      readerAgeGroup: '2-4years',
      appearanceValue: 'medium_brown',
      characters: [],
      seed: 1,
    };
    const story = await storyteller.write(request);
    const book = {
      bookId: '1767225600000',
      storyType: request.storyType,
      appearanceValue: request.appearanceValue,
      readerAgeGroup: request.readerAgeGroup,
      characters: [{ name: 'Mia', relationship: 'main' as const, gender: 'girl' as const }],
      looks: story.characterLooks ?? [],
    };
    const sheet = await illustrator.drawReferenceSheet(book);
    for (const [i, legend] of story.legends.entries())
      await illustrator.draw({
        ...book,
        page: i + 1,
        legend,
        variant: 0,
        reference: { bytes: sheet.png, contentType: 'image/png' },
      });
    const images = standIn.calls.filter((c) => !isStory(c.body)).length;
    console.log('\nGemini engines against the local stand-in: model calls for one 10-page book');
    console.log('| story | reference sheet | pages | total |');
    console.log('|---|---|---|---|');
    console.log(`| ${standIn.calls.length - images} | 1 | ${images - 1} | ${standIn.calls.length} |`);
    console.log(
      '(a refused page adds 1 call; a 429 adds 1 call after a wait; see adapters/gemini/photoStory.api.test.ts)',
    );
  } finally {
    await standIn.close();
  }
}
