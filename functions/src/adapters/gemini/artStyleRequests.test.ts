import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ART_STYLES, type ArtStyle } from '../../contract/artStyle.js';
import type { IllustrationRequest } from '../../ports/illustrator.js';
import { silentLogger } from '../../testing/logs.js';
import { ART_STYLE_NAMES } from './artStyleGuide.js';
import { styleGuideFor } from './illustrationPrompt.js';
import { GeminiIllustrator } from './illustrator.js';
import {
  answer,
  promptTextOf,
  standInClient,
  startGeminiStandIn,
  tinyPng,
  type GeminiStandIn,
} from './testing/geminiStandIn.js';
import { castList } from '../../contract/castList.js';

/**
 * Issue 28, as the image model receives it: for each art style, the page, the cast sheet and a
 * redo the Gemini illustrator sends carry that style's guide and none of another style's words.
 * (The offline illustrator's five styles are told apart in engines/illustrator/styles.)
 */

const page: IllustrationRequest = {
  artStyle: 'classic',
  bookId: '1735000000042',
  page: 4,
  legend: 'Lea and her mother pick apples in the orchard on a sunny afternoon.',
  storyType: 'Enhanced',
  appearanceValue: 'medium_brown',
  readerAgeGroup: '5-7years',
  characters: castList(['Lea', 'main', 'girl'], ['Maman', 'mother']),
  variant: 0,
};

/** The words only one style's prompt has: its opening style line and its name for the likeness. */
const ownWords = (style: ArtStyle) => [styleGuideFor(style).split('\n')[0]!, ART_STYLE_NAMES[style]];

let standIn: GeminiStandIn;
let illustrator: GeminiIllustrator;

beforeAll(async () => {
  standIn = await startGeminiStandIn();
  standIn.handle(() =>
    answer([{ inlineData: { mimeType: 'image/png', data: tinyPng(8, 8).toString('base64') } }]),
  );
  illustrator = new GeminiIllustrator({
    client: standInClient(standIn, 5_000),
    imageModel: 'gemini-test-image',
    logger: silentLogger,
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.calls.length = 0;
});

describe('the art style in every Gemini image request', () => {
  it.each(ART_STYLES)(
    '%s: the sheet, a page and a redo carry its guide and no other style',
    async (style) => {
      const reference = { bytes: tinyPng(16, 16), contentType: 'image/png' };
      const { legend: _legend, page: _page, variant: _variant, ...sheetRequest } = page;
      await illustrator.drawReferenceSheet({ ...sheetRequest, artStyle: style });
      await illustrator.draw({ ...page, artStyle: style, reference });
      await illustrator.draw({
        ...page,
        artStyle: style,
        reference,
        variant: 1,
        legend: 'Lea climbs the little ladder to reach the reddest apple.',
      });
      const prompts = standIn.calls.map((call) => promptTextOf(call.body));
      expect(prompts).toHaveLength(3);
      expect(prompts[2]).toContain('Lea climbs the little ladder');
      const others = ART_STYLES.filter((s) => s !== style).flatMap(ownWords);
      for (const [i, prompt] of prompts.entries()) {
        const which = ['sheet', 'page', 'redo'][i];
        expect(prompt, `${style} ${which}`).toContain(styleGuideFor(style));
        for (const words of others) expect(prompt, `${style} ${which}`).not.toContain(words);
      }
    },
  );
});
