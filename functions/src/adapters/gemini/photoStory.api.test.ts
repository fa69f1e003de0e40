import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parent, photoStoryRequest, post, saveAndDraw, writtenStory } from '../../testing/books.js';
import {
  answer,
  apiError,
  isSheetCall,
  promptTextOf,
  STAND_IN_MAX_IMAGES,
  tinyPng,
  type GenerateContentBody,
  type Reply,
} from './testing/geminiStandIn.js';
import { useGeminiApp } from '../../testing/geminiApp.js';

/**
 * A whole Photo Story drawn by the Gemini illustrator against the local stand-in of the API,
 * which enforces the model's limits (3 images a prompt; PNG, JPEG or WebP): six family photos
 * (one an iPhone HEIC), a burst of 429s, and one IMAGE_SAFETY refusal on page 4.
 */
const gemini = useGeminiApp({ checks: false });

const carriesSheet = (body: GenerateContentBody) =>
  promptTextOf(body).includes('Character and style reference sheet of this book');

describe('a 10-page Photo Story on Gemini', () => {
  it('ends with 10 drawn pages, each drawn with the reference sheet, through 429s and a refusal', async () => {
    const photo = (hue: string) =>
      sharp({ create: { width: 1600, height: 1200, channels: 3, background: hue } })
        .jpeg()
        .toBuffer();
    const heic = await readFile(new URL('../../shared/testing/photo.heic', import.meta.url));
    const family = [
      { name: 'Leo', relationship: 'main', gender: 'boy', file: await photo('#e5527a') },
      { name: 'Anna', relationship: 'mother', gender: 'woman', file: heic, filename: 'IMG_0001.HEIC' },
      { name: 'Tom', relationship: 'father', gender: 'man', file: await photo('#3fa66b') },
      { name: 'Rose', relationship: 'grandmother', gender: 'woman', file: await photo('#ffb547') },
      { name: 'Ben', relationship: 'brother', gender: 'boy', file: await photo('#8fd3ff') },
      { name: 'Max', relationship: 'pet', gender: 'unknown', file: await photo('#22303c') },
    ];
    const user = await parent(gemini.deps, 1);
    const created = await photoStoryRequest(gemini.app, user, family);
    const { bookId, paragraphs, legends } = await writtenStory(gemini.app, gemini.deps, user, created);

    // The sheet's first call and the first four page calls meet the shared quota (a burst of
    // 429s); page 4 is refused once.
    let sheetCalls = 0;
    let pageCalls = 0;
    let refusedPage4 = false;
    gemini.standIn.handle((body): Reply => {
      const quota = apiError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for aiplatform.googleapis.com');
      if (isSheetCall(body) ? ++sheetCalls === 1 : ++pageCalls <= 4) return quota;
      if (!isSheetCall(body) && promptTextOf(body).includes(legends[3]!) && !refusedPage4) {
        refusedPage4 = true;
        return answer([], 'IMAGE_SAFETY');
      }
      return answer([{ inlineData: { mimeType: 'image/png', data: tinyPng(16, 16).toString('base64') } }]);
    });
    const story = { bookId, storyTitle: 'Leo and Family', paragraphs };
    await saveAndDraw(gemini.app, gemini.deps, user, story, 'saveEssentialStory');

    const book = (await gemini.deps.store.get(`books/${bookId}`)) as {
      pages: { status: string }[];
      referenceSheet: string | null;
    };
    expect(book.pages.map((p) => p.status)).toEqual(Array(10).fill('ready'));
    expect(book.referenceSheet).toBe(`books/${bookId}/reference-sheet.png`);
    for (let page = 1; page <= 10; page++)
      expect((await post(gemini.app, user, 'imageOutput', { bookId: `${bookId}_${page}` })).status).toBe(200);

    const answered = gemini.standIn.calls.filter((c) => !isSheetCall(c.body));
    const drawn = answered.filter((c) => legends.some((l) => promptTextOf(c.body).includes(l)));
    // Every page call carried the sheet; none broke the model's limits (the stand-in answers 400).
    expect(drawn.length).toBeGreaterThanOrEqual(10);
    expect(drawn.every((c) => carriesSheet(c.body))).toBe(true);
    for (const call of gemini.standIn.calls) {
      const images = (call.body.contents ?? []).flatMap((c) => c.parts ?? []).filter((p) => p.inlineData);
      expect(images.length).toBeLessThanOrEqual(STAND_IN_MAX_IMAGES);
      expect(images.every((p) => ['image/png', 'image/jpeg'].includes(p.inlineData?.mimeType ?? ''))).toBe(
        true,
      );
    }
    expect(refusedPage4).toBe(true);
    expect(gemini.standIn.calls).toHaveLength(17);
  });
});
