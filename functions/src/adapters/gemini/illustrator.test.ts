import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../testing/logs.js';
import type { IllustrationRequest } from '../../ports/illustrator.js';
import { createGeminiClient } from './client.js';
import { GeminiIllustrator } from './illustrator.js';
import { engineFailure, itMapsHttpFailures } from './testing/engineFailure.js';
import { readPngSize } from './imageBytes.js';
import {
  answer,
  standInClient,
  startGeminiStandIn,
  TINY_JPEG,
  tinyPng,
  type GeminiStandIn,
  type Reply,
} from './testing/geminiStandIn.js';
import { castList } from '../../contract/castList.js';

const IMAGE_MODEL = 'gemini-test-image';

const miaPhoto = tinyPng(3, 2, [200, 150, 120]);
const annaPhoto = TINY_JPEG;
const grandpaPhoto = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#3fa66b' } })
  .webp()
  .toBuffer();
const sizeOf = async (base64: string | undefined) => {
  const { width, height, format } = await sharp(Buffer.from(base64 ?? '', 'base64')).metadata();
  return { width, height, format };
};

const photoRequest: IllustrationRequest = {
  artStyle: 'classic',
  bookId: '1735000000000',
  page: 3,
  legend: 'Mia and Anna fly a red kite on the grassy hill by the lake.',
  storyType: 'Essential',
  appearanceValue: 'photo_based',
  readerAgeGroup: '2-4years',
  characters: [
    {
      name: 'Mia',
      relationship: 'main',
      gender: 'girl',
      photo: { bytes: miaPhoto, contentType: 'image/png' },
    },
    {
      name: 'Anna',
      relationship: 'mother',
      gender: 'woman',
      photo: { bytes: annaPhoto, contentType: 'image/jpeg' },
    },
    {
      name: 'Grandpa Joe',
      relationship: 'grandfather',
      gender: 'man',
      photo: { bytes: grandpaPhoto, contentType: 'image/webp' },
    },
  ],
  variant: 0,
};

const avatarRequest: IllustrationRequest = {
  artStyle: 'classic',
  bookId: '1735000000001',
  page: 1,
  legend: 'Noah looks at the big round moon from his bedroom window.',
  storyType: 'Enhanced',
  appearanceValue: 'dark_black',
  readerAgeGroup: '5-7years',
  characters: castList(['Noah', 'main', 'boy']),
  variant: 0,
};

const imageAnswer = (png: Buffer, mimeType = 'image/png'): Reply =>
  answer([{ inlineData: { mimeType, data: png.toString('base64') } }]);

let standIn: GeminiStandIn;
let illustrator: GeminiIllustrator;

beforeAll(async () => {
  standIn = await startGeminiStandIn();
  const client = standInClient(standIn, 2_000);
  illustrator = new GeminiIllustrator({ client, imageModel: IMAGE_MODEL, logger: silentLogger });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.calls.length = 0;
});

function promptOf(index = 0): string {
  return standIn.calls[index]?.body.contents?.[0]?.parts?.[0]?.text ?? '';
}

describe('GeminiIllustrator request', () => {
  it('asks the image model for a square PNG image with child-safe settings', async () => {
    standIn.reply(imageAnswer(tinyPng(8, 8)));
    await illustrator.draw(photoRequest);
    expect(standIn.calls).toHaveLength(1);
    const call = standIn.calls[0]!;
    expect(call.path).toBe(
      `/v1beta1/projects/demo-storysprout/locations/global/publishers/google/models/${IMAGE_MODEL}:generateContent`,
    );
    expect(call.body.generationConfig).toMatchObject({
      responseModalities: ['IMAGE'],
      imageConfig: {
        aspectRatio: '1:1',
        // The largest the model draws: a page prints at over 300 ppi (1K was 117 ppi).
        imageSize: '4K',
        imageOutputOptions: { mimeType: 'image/png' },
        personGeneration: 'ALLOW_ALL',
      },
    });
    expect(call.body.safetySettings?.map((s) => s.category)).toEqual([
      'HARM_CATEGORY_HARASSMENT',
      'HARM_CATEGORY_HATE_SPEECH',
      'HARM_CATEGORY_SEXUALLY_EXPLICIT',
      'HARM_CATEGORY_DANGEROUS_CONTENT',
      'HARM_CATEGORY_IMAGE_HATE',
      'HARM_CATEGORY_IMAGE_DANGEROUS_CONTENT',
      'HARM_CATEGORY_IMAGE_HARASSMENT',
      'HARM_CATEGORY_IMAGE_SEXUALLY_EXPLICIT',
    ]);
    expect(call.body.safetySettings?.every((s) => s.threshold === 'BLOCK_LOW_AND_ABOVE')).toBe(true);
  });

  it('sends the legend, the style guide and the characters in the prompt', async () => {
    standIn.reply(imageAnswer(tinyPng(8, 8)));
    await illustrator.draw(photoRequest);
    const prompt = promptOf();
    expect(prompt).toContain('<scene>Mia and Anna fly a red kite on the grassy hill by the lake.</scene>');
    expect(prompt).toContain('Flat shapes with soft gradients');
    expect(prompt).toContain('fresh sprout green');
    // No colour codes or page numbers for the model to draw as text.
    expect(prompt).not.toMatch(/#[0-9A-F]{6}/i);
    expect(prompt).not.toMatch(/page \d+ of 10/i);
    expect(prompt).toContain('Round, friendly faces');
    expect(prompt).toContain('consistent');
    expect(prompt).toMatch(/no text in the image/i);
    expect(prompt).toContain('Square 1:1');
    expect(prompt).toContain('- Mia: a girl, the main character');
    expect(prompt).toMatch(/- Mia: [^\n]*always wearing [^\n]*, whatever the photo shows/);
    expect(prompt).toContain('- Anna: a woman, Mia’s mother');
    expect(prompt).toContain('Grandpa Joe: a man, Mia’s grandfather');
    expect(prompt).not.toMatch(/redo/);
  });

  it('attaches the family photos of the characters on the page, each decoded and at most 1024 px', async () => {
    standIn.reply(imageAnswer(tinyPng(8, 8)));
    await illustrator.draw(photoRequest);
    const parts = standIn.calls[0]!.body.contents?.[0]?.parts ?? [];
    expect(parts.map((p) => p.text ?? `<${p.inlineData?.mimeType}>`).slice(1)).toEqual([
      'Reference photo of Mia:',
      '<image/jpeg>',
      'Reference photo of Anna:',
      '<image/jpeg>',
    ]);
    expect(await sizeOf(parts[2]!.inlineData!.data)).toEqual({ width: 3, height: 2, format: 'jpeg' });
    expect(await sizeOf(parts[4]!.inlineData!.data)).toEqual({ width: 16, height: 16, format: 'jpeg' });
  });

  it('sends a WebP or HEIC photo as JPEG, and leaves out a photo it cannot read', async () => {
    const heic = await readFile(new URL('../../shared/testing/photo.heic', import.meta.url));
    standIn.reply(imageAnswer(tinyPng(8, 8)));
    await illustrator.draw({
      ...photoRequest,
      legend: 'Grandpa Joe reads a book to Mia and Anna under a tree.',
      characters: [
        photoRequest.characters[0]!,
        {
          ...photoRequest.characters[1]!,
          photo: { bytes: Buffer.from('not a photo'), contentType: 'image/jpeg' },
        },
        { ...photoRequest.characters[2]!, photo: { bytes: grandpaPhoto, contentType: 'image/webp' } },
      ],
    });
    await illustrator.draw({
      ...photoRequest,
      characters: [{ ...photoRequest.characters[0]!, photo: { bytes: heic, contentType: 'image/heic' } }],
    });
    const images = (call: number) =>
      (standIn.calls[call]!.body.contents?.[0]?.parts ?? []).filter((p) => p.inlineData);
    expect(images(0).map((p) => p.inlineData?.mimeType)).toEqual(['image/jpeg', 'image/jpeg']);
    expect(await sizeOf(images(0)[1]!.inlineData!.data)).toEqual({ width: 20, height: 10, format: 'jpeg' });
    expect(await sizeOf(images(1)[0]!.inlineData!.data)).toEqual({ width: 96, height: 64, format: 'jpeg' });
  });

  it('sends the reference sheet first and at most two photos with it (three images in all)', async () => {
    standIn.reply(imageAnswer(tinyPng(8, 8)));
    const sheet = tinyPng(4, 4, [1, 2, 3]);
    await illustrator.draw({
      ...photoRequest,
      legend: 'Mia, Anna and Grandpa Joe share a picnic.',
      characters: [
        ...photoRequest.characters.slice(0, 2),
        { ...photoRequest.characters[2]!, photo: { bytes: grandpaPhoto, contentType: 'image/webp' } },
      ],
      reference: { bytes: sheet, contentType: 'image/png' },
    });
    const parts = standIn.calls[0]!.body.contents?.[0]?.parts ?? [];
    expect(parts.map((p) => p.text?.split(' (')[0] ?? `<${p.inlineData?.mimeType}>`).slice(1)).toEqual([
      'Character and style reference sheet of this book',
      '<image/png>',
      'Reference photo of Mia:',
      '<image/jpeg>',
      'Reference photo of Anna:',
      '<image/jpeg>',
    ]);
    expect(Buffer.from(parts[2]!.inlineData!.data!, 'base64').equals(sheet)).toBe(true);
    expect(promptOf()).toContain('draw every character exactly as on the sheet');
  });

  it('gives every named character the story’s fixed look, on pages and on the sheet', async () => {
    standIn.reply(imageAnswer(tinyPng(8, 8)));
    const looks = [
      { name: 'Anna', look: 'a tall woman in a green raincoat' },
      { name: 'Pip', look: 'a small grey-and-white seagull with an orange beak' },
    ];
    await illustrator.draw({ ...photoRequest, looks });
    const { page: _p, legend: _l, variant: _v, ...book } = photoRequest;
    await illustrator.drawReferenceSheet({ ...book, looks });
    for (const call of [0, 1]) {
      expect(promptOf(call)).toContain(
        '- Anna: a woman, Mia’s mother, looks like this on every page: a tall woman in a green raincoat',
      );
      expect(promptOf(call)).toContain('- Pip: a small grey-and-white seagull with an orange beak');
    }
  });

  it('draws a reference sheet of the whole cast', async () => {
    standIn.reply(imageAnswer(tinyPng(8, 8)));
    const { page: _page, legend: _legend, variant: _variant, ...book } = photoRequest;
    const sheet = await illustrator.drawReferenceSheet(book);
    expect(sheet.width).toBe(8);
    const prompt = promptOf();
    expect(prompt).toContain('character reference sheet');
    // Only the model looks at the sheet: it stays small.
    expect(standIn.calls[0]!.body.generationConfig?.imageConfig).toMatchObject({ imageSize: '1K' });
    expect(prompt).toContain('- Grandpa Joe: a man, Mia’s grandfather');
    const images = (standIn.calls[0]!.body.contents?.[0]?.parts ?? []).filter((p) => p.inlineData);
    expect(images.map((p) => p.inlineData?.mimeType)).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg']);
  });

  it('describes Avatar characters by their appearance words and sends no photos', async () => {
    standIn.reply(imageAnswer(tinyPng(8, 8)));
    await illustrator.draw(avatarRequest);
    const prompt = promptOf();
    expect(prompt).toContain(
      '- Noah: a boy, the main character, a child about 6 years old, with deep brown skin and black hair, always wearing',
    );
    expect(standIn.calls[0]!.body.contents?.[0]?.parts?.some((p) => p.inlineData)).toBe(false);
  });

  it('asks for a different composition on a redo', async () => {
    standIn.reply(imageAnswer(tinyPng(8, 8)));
    await illustrator.draw(avatarRequest);
    await illustrator.draw({ ...avatarRequest, variant: 1 });
    await illustrator.draw({ ...avatarRequest, variant: 2 });
    const composition = (p: string) => /Composition: (.*)/.exec(p)?.[1];
    const [original, redo1, redo2] = [promptOf(0), promptOf(1), promptOf(2)];
    expect(redo1).toContain('redo 1');
    expect(redo1).toContain('visibly different composition');
    expect(new Set([composition(original), composition(redo1), composition(redo2)]).size).toBe(3);
    const seeds = standIn.calls.map((c) => c.body.generationConfig?.seed);
    expect(new Set(seeds).size).toBe(3);
  });
});

describe('GeminiIllustrator answer', () => {
  it('returns the PNG bytes with the size from the PNG header', async () => {
    const png = tinyPng(6, 5);
    standIn.reply(
      answer([
        { text: 'Here is your picture.' },
        { inlineData: { mimeType: 'image/png', data: png.toString('base64') } },
      ]),
    );
    const result = await illustrator.draw(photoRequest);
    expect(result.png.equals(png)).toBe(true);
    expect(result).toMatchObject({ width: 6, height: 5 });
  });

  it('skips interim thought images and takes the final one', async () => {
    const draft = tinyPng(2, 2);
    const final = tinyPng(4, 4);
    standIn.reply(
      answer([
        { inlineData: { mimeType: 'image/png', data: draft.toString('base64') }, thought: true },
        { inlineData: { mimeType: 'image/png', data: final.toString('base64') } },
      ]),
    );
    const result = await illustrator.draw(avatarRequest);
    expect(result.png.equals(final)).toBe(true);
  });

  it('converts a JPEG answer to PNG', async () => {
    standIn.reply(imageAnswer(TINY_JPEG, 'image/jpeg'));
    const result = await illustrator.draw(avatarRequest);
    expect(readPngSize(result.png)).toEqual({ width: 16, height: 16 });
    expect(result).toMatchObject({ width: 16, height: 16 });
  });

  it('retries once on an answer without an image, then gives up as malformed (exactly 2 calls)', async () => {
    standIn.reply(answer([{ text: 'I would love to draw that!' }]), answer([], 'NO_IMAGE'));
    const error = await engineFailure(illustrator.draw(avatarRequest));
    expect(error).toMatchObject({ retryable: false, reason: 'malformed' });
    expect(standIn.calls).toHaveLength(2);
  });

  it('an undecodable image then a good one -> the good one', async () => {
    standIn.reply(imageAnswer(Buffer.from('not an image at all'), 'image/png'), imageAnswer(tinyPng(3, 3)));
    const result = await illustrator.draw(avatarRequest);
    expect(result.width).toBe(3);
    expect(standIn.calls).toHaveLength(2);
  });
});

describe('GeminiIllustrator provider failures', () => {
  itMapsHttpFailures(
    () => standIn,
    () => illustrator.draw(photoRequest),
  );

  it('IMAGE_SAFETY once -> a new seed, and the second picture is kept', async () => {
    standIn.reply(answer([], 'IMAGE_SAFETY'), imageAnswer(tinyPng(5, 5)));
    expect((await illustrator.draw(photoRequest)).width).toBe(5);
    const seeds = standIn.calls.map((c) => c.body.generationConfig?.seed);
    expect(seeds).toHaveLength(2);
    expect(seeds[0]).not.toBe(seeds[1]);
  });

  it('a refusal twice (IMAGE_SAFETY, or words instead of a picture) -> final safety with a redo hint', async () => {
    standIn.reply(answer([], 'IMAGE_SAFETY'));
    const error = await engineFailure(illustrator.draw(photoRequest));
    expect(error).toMatchObject({ retryable: false, reason: 'safety' });
    expect(error.message).toMatch(/redo it/);
    standIn.reply(answer([{ text: 'I cannot help with that request.' }]));
    expect(await engineFailure(illustrator.draw(photoRequest))).toMatchObject({
      retryable: false,
      reason: 'safety',
    });
    expect(standIn.calls).toHaveLength(4);
  });

  it('a blocked prompt or no candidates -> final safety at once', async () => {
    standIn.reply({ status: 200, json: { promptFeedback: { blockReason: 'PROHIBITED_CONTENT' } } });
    expect(await engineFailure(illustrator.draw(photoRequest))).toMatchObject({
      retryable: false,
      reason: 'safety',
    });
    standIn.reply({ status: 200, json: {} });
    expect(await engineFailure(illustrator.draw(photoRequest))).toMatchObject({
      retryable: false,
      reason: 'safety',
    });
    expect(standIn.calls).toHaveLength(2);
  });
});

describe('GeminiIllustrator photo size and API modes', () => {
  it('shrinks a big photo to 1024 px', async () => {
    const big = tinyPng(1500, 1200, [10, 200, 30]);
    standIn.reply(imageAnswer(tinyPng(8, 8)));
    await illustrator.draw({
      ...photoRequest,
      characters: [
        {
          name: 'Mia',
          relationship: 'main',
          gender: 'girl',
          photo: { bytes: big, contentType: 'image/png' },
        },
      ],
    });
    const sent = standIn.calls[0]!.body.contents?.[0]?.parts?.find((p) => p.inlineData)?.inlineData;
    expect(await sizeOf(sent?.data)).toEqual({ width: 1024, height: 819, format: 'jpeg' });
  });

  it('does not send imageOutputOptions to the Developer API (which rejects it)', async () => {
    const client = createGeminiClient({ api: 'developer', baseUrl: standIn.baseUrl, apiKey: 'test-key' });
    const developer = new GeminiIllustrator({ client, imageModel: IMAGE_MODEL, logger: silentLogger });
    standIn.reply(imageAnswer(tinyPng(8, 8)));
    const result = await developer.draw(photoRequest);
    expect(result.width).toBe(8);
    const call = standIn.calls[0]!;
    expect(call.path).toBe(`/v1beta/models/${IMAGE_MODEL}:generateContent`);
    expect(call.body.generationConfig).toMatchObject({
      responseModalities: ['IMAGE'],
      imageConfig: { aspectRatio: '1:1' },
    });
    const imageConfig = call.body.generationConfig?.imageConfig as Record<string, unknown>;
    expect(imageConfig.imageOutputOptions).toBeUndefined();
    expect(imageConfig.personGeneration).toBeUndefined();
  });
});
