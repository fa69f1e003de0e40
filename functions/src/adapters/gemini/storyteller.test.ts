import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { capturedLogs, silentLogger } from '../../testing/logs.js';
import type { StoryRequest } from '../../ports/storyteller.js';
import { formatStoryText } from '../../contract/storyText.js';
import { createGeminiClient } from './client.js';
import { GeminiStoryteller } from './storyteller.js';
import { engineFailure, itMapsHttpFailures } from './testing/engineFailure.js';
import {
  answer,
  promptTextOf,
  startGeminiStandIn,
  standInClient,
  type GeminiStandIn,
  type Reply,
} from './testing/geminiStandIn.js';
import { castList } from '../../contract/castList.js';

const TEXT_MODEL = 'gemini-test-text';

const photoRequest: StoryRequest = {
  storyType: 'Essential',
  mainCharacterName: 'Mia',
  gender: 'girl',
  description: 'A picnic at the lake with a red kite.',
  moralValue: 'perseverance',
  readerAgeGroup: '2-4years',
  appearanceValue: 'photo_based',
  characters: castList(['Mia', 'main', 'girl'], ['Anna', 'mother'], ['Leo', 'brother']),
  language: 'en',
  seed: 42,
};

const avatarRequest: StoryRequest = {
  storyType: 'Enhanced',
  mainCharacterName: 'Noah',
  gender: 'boy',
  description: 'Noah wants to see the moon up close.',
  moralValue: '',
  readerAgeGroup: '5-7years',
  appearanceValue: 'dark_black',
  characters: [],
  language: 'en',
  seed: 7,
};

function story(
  overrides: Partial<Record<'title' | 'paragraphs' | 'legends' | 'characterNames', unknown>> = {},
) {
  return {
    title: 'Mia and the Red Kite',
    paragraphs: Array.from({ length: 10 }, (_, i) => `Paragraph ${i + 1} about Mia and her kite.`),
    legends: Array.from(
      { length: 10 },
      (_, i) => `Mia and Anna at the lake, scene ${i + 1}, flying a red kite.`,
    ),
    characterNames: ['Mia', 'Anna', 'Leo', 'Pip'],
    ...overrides,
  };
}

const jsonAnswer = (value: unknown): Reply => answer([{ text: JSON.stringify(value) }]);
/** The story with the fixed looks the model gives its characters. */
const storyWithLooks = (...characterLooks: { name: string; look: string }[]) =>
  jsonAnswer({ ...story(), characterLooks });
/** The look of Pip, a named character who is no hero: kept. */
const PIP = { name: 'Pip', look: 'a small grey-and-white seagull with an orange beak' };

let standIn: GeminiStandIn;
let storyteller: GeminiStoryteller;

beforeAll(async () => {
  standIn = await startGeminiStandIn();
  // Vertex AI mode (the production path) pointed at the stand-in, in a regional location.
  const client = standInClient(standIn, 2_000, 'us-central1');
  storyteller = new GeminiStoryteller({ client, textModel: TEXT_MODEL, logger: silentLogger });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.calls.length = 0;
});

describe('GeminiStoryteller request', () => {
  it('asks the configured model on Vertex AI for schema-shaped JSON with child-safe settings', async () => {
    standIn.reply(jsonAnswer(story()));
    await storyteller.write(photoRequest);
    expect(standIn.calls).toHaveLength(1);
    const call = standIn.calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe(
      `/v1beta1/projects/demo-storysprout/locations/us-central1/publishers/google/models/${TEXT_MODEL}:generateContent`,
    );
    const config = call.body.generationConfig as Record<string, unknown>;
    expect(config.responseMimeType).toBe('application/json');
    const schema = config.responseSchema as {
      type: string;
      properties: Record<string, { type: string; minItems?: string; maxItems?: string }>;
      required: string[];
    };
    expect(schema.type).toBe('OBJECT');
    expect(schema.required).toEqual(['title', 'paragraphs', 'legends', 'characterNames', 'characterLooks']);
    expect(schema.properties.paragraphs).toMatchObject({ type: 'ARRAY', minItems: '10', maxItems: '10' });
    expect(schema.properties.legends).toMatchObject({ type: 'ARRAY', minItems: '10', maxItems: '10' });
    expect(config.seed).toBe(42);
    expect(call.body.safetySettings).toEqual(
      [
        'HARM_CATEGORY_HARASSMENT',
        'HARM_CATEGORY_HATE_SPEECH',
        'HARM_CATEGORY_SEXUALLY_EXPLICIT',
        'HARM_CATEGORY_DANGEROUS_CONTENT',
      ].map((category) => ({
        category,
        threshold: 'BLOCK_LOW_AND_ABOVE',
      })),
    );
    expect(call.body.systemInstruction?.parts?.[0]?.text).toMatch(/child-safe/);
  });

  it('puts the child, the family, the age rules, the moral and the arc in the prompt', async () => {
    standIn.reply(jsonAnswer(story()));
    await storyteller.write(photoRequest);
    const prompt = standIn.calls[0]!.body.contents?.[0]?.parts?.[0]?.text ?? '';
    expect(prompt).toContain('for Mia');
    expect(prompt).toContain('- Mia: the main character, a girl (she/her)');
    expect(prompt).toContain('- Anna: Mia’s mother, a woman (she/her)');
    expect(prompt).toContain('- Leo: Mia’s brother, a boy (he/him)');
    expect(prompt).toContain('2 to 4 short, simple sentences, about 25 to 45 words');
    expect(prompt).toContain('value is perseverance');
    expect(prompt).toContain('<parent_notes>A picnic at the lake with a red kite.</parent_notes>');
    expect(prompt).toContain('Page 10:');
    expect(prompt).toMatch(/bedtime/);
  });

  it('uses the 5-7 rules and a theme from the description when no moral is chosen', async () => {
    standIn.reply(
      jsonAnswer(story({ title: 'Noah and the Moon', characterNames: ['Noah', 'Luna the Owl'] })),
    );
    await storyteller.write(avatarRequest);
    const prompt = standIn.calls[0]!.body.contents?.[0]?.parts?.[0]?.text ?? '';
    expect(prompt).toContain('- Noah: the main character, a boy (he/him)');
    expect(prompt).toContain('about 50 to 90 words, with some short dialogue');
    expect(prompt).toContain('No value was chosen: pick one gentle theme that fits the parent’s notes');
    expect(prompt).not.toContain('25 to 45 words');
  });
});

describe('GeminiStoryteller answer', () => {
  it('returns the story, the Character Names Guide and the spec text format', async () => {
    standIn.reply(jsonAnswer(story()));
    const result = await storyteller.write(photoRequest);
    expect(result.title).toBe('Mia and the Red Kite');
    expect(result.paragraphs).toHaveLength(10);
    expect(result.legends).toHaveLength(10);
    expect(result.legends[0]).toBe('Mia and Anna at the lake, scene 1, flying a red kite.');
    expect(result.characterNames).toEqual(['Mia:1', 'Anna:2', 'Leo:3', 'Pip:4']);
    expect(result.text).toBe(formatStoryText(result.title, result.paragraphs));
    expect(result.text.startsWith('Title: Mia and the Red Kite\n\n1. Paragraph 1')).toBe(true);
    expect(result.characterLooks).toEqual([]);
  });

  it('keeps the fixed look of every named character but the main one', async () => {
    standIn.reply(storyWithLooks({ name: 'Mia', look: 'a girl in a yellow dress' }, PIP));
    const result = await storyteller.write(photoRequest);
    expect(result.characterLooks).toEqual([PIP]);
  });

  it('keeps no model look for either of two heroes', async () => {
    standIn.reply(storyWithLooks({ name: 'Leo', look: 'a boy in a red cap' }, PIP));
    const twoHeroes: StoryRequest = {
      ...photoRequest,
      characters: photoRequest.characters.map((c) =>
        c.name === 'Leo' ? { ...c, relationship: 'main' as const } : c,
      ),
    };
    const result = await storyteller.write(twoHeroes);
    expect(result.characterLooks?.map((l) => l.name)).toEqual(['Pip']);
    expect(result.characterNames.slice(0, 2)).toEqual(['Mia:1', 'Leo:2']);
  });

  it('tidies numbering and a Title: prefix the model added anyway', async () => {
    standIn.reply(
      jsonAnswer(
        story({
          title: 'Title: Mia and the Red Kite',
          paragraphs: Array.from({ length: 10 }, (_, i) => `${i + 1}. Page text ${i + 1}.`),
          characterNames: ['mia', 'Anna'],
        }),
      ),
    );
    const result = await storyteller.write(photoRequest);
    expect(result.title).toBe('Mia and the Red Kite');
    expect(result.paragraphs[0]).toBe('Page text 1.');
    expect(result.paragraphs[9]).toBe('Page text 10.');
    expect(result.characterNames).toEqual(['Mia:1', 'Anna:2', 'Leo:3']);
  });

  it('retries once on a malformed answer and succeeds with the second', async () => {
    standIn.reply(answer([{ text: '{"title": "Mia' }]), jsonAnswer(story()));
    const result = await storyteller.write(photoRequest);
    expect(result.title).toBe('Mia and the Red Kite');
    expect(standIn.calls).toHaveLength(2);
    expect(standIn.calls[1]!.body.generationConfig?.seed).toBe(43);
  });

  it('gives up with a final malformed error after a second malformed answer (exactly 2 calls)', async () => {
    standIn.reply(
      answer([{ text: 'Once upon a time, not JSON at all.' }]),
      jsonAnswer(story({ paragraphs: ['only one'] })),
    );
    const error = await engineFailure(storyteller.write(photoRequest));
    expect(error.retryable).toBe(false);
    expect(error.reason).toBe('malformed');
    expect(error.message).toMatch(/paragraphs/);
    expect(standIn.calls).toHaveLength(2);
  });

  it('logs each call as the illustrator and the page checker do, without the story', async () => {
    const logs = capturedLogs();
    const client = standInClient(standIn, 2_000, 'us-central1');
    const logged = new GeminiStoryteller({ client, textModel: TEXT_MODEL, logger: logs.logger });
    standIn.reply(answer([{ text: 'Once upon a time, not JSON at all.' }]), jsonAnswer(story()));
    await logged.write(photoRequest);
    expect(logs.entries()).toEqual([
      expect.objectContaining({ message: 'Gemini call: Story generation', model: TEXT_MODEL, attempt: 1 }),
      expect.objectContaining({ message: 'Gemini call: Story generation', model: TEXT_MODEL, attempt: 2 }),
    ]);
    expect(logs.lines.join('\n')).not.toContain('Mia');
  });

  it('treats 9 legends or a cut-off answer as malformed', async () => {
    standIn.reply(
      jsonAnswer(story({ legends: Array.from({ length: 9 }, () => 'Mia at the lake.') })),
      answer([{ text: JSON.stringify(story()) }], 'MAX_TOKENS'),
    );
    const error = await engineFailure(storyteller.write(photoRequest));
    expect(error.reason).toBe('malformed');
    expect(standIn.calls).toHaveLength(2);
  });
});

describe('GeminiStoryteller in another language (issue 28)', () => {
  it('asks the stand-in for French, legends in English, and keeps the French text as answered', async () => {
    const french = story({
      title: 'Noé et la Lune',
      paragraphs: Array.from({ length: 10 }, (_, i) => `Noé regarda la lune, très ému (${i + 1}).`),
      legends: Array.from(
        { length: 10 },
        (_, i) => `Noah looks at the moon from his window, scene ${i + 1}.`,
      ),
      characterNames: ['Noah'],
    });
    standIn.reply(jsonAnswer(french));
    const result = await storyteller.write({ ...avatarRequest, language: 'fr' });
    const prompt = promptTextOf(standIn.calls[0]!.body);
    expect(prompt).toContain('write the title and every paragraph in French');
    expect(prompt).toContain('Write the illustration descriptions (legends) and characterLooks in English');
    expect(result.title).toBe('Noé et la Lune');
    expect(result.text.startsWith('Title: Noé et la Lune\n\n1. Noé regarda la lune, très ému (1).')).toBe(
      true,
    );
    expect(result.legends[0]).toBe('Noah looks at the moon from his window, scene 1.');
  });
});

describe('GeminiStoryteller provider failures', () => {
  itMapsHttpFailures(
    () => standIn,
    () => storyteller.write(photoRequest),
  );

  it('a blocked prompt -> final safety, not retried', async () => {
    standIn.reply({ status: 200, json: { promptFeedback: { blockReason: 'SAFETY' } } });
    const error = await engineFailure(storyteller.write(photoRequest));
    expect(error).toMatchObject({ retryable: false, reason: 'safety' });
    expect(standIn.calls).toHaveLength(1);
  });

  it('finishReason SAFETY or PROHIBITED_CONTENT, or no candidates -> final safety', async () => {
    standIn.reply(answer([{ text: '{}' }], 'SAFETY'));
    expect(await engineFailure(storyteller.write(photoRequest))).toMatchObject({
      retryable: false,
      reason: 'safety',
    });
    standIn.reply(answer([], 'PROHIBITED_CONTENT'));
    expect(await engineFailure(storyteller.write(photoRequest))).toMatchObject({
      retryable: false,
      reason: 'safety',
    });
    standIn.reply({ status: 200, json: { candidates: [] } });
    expect(await engineFailure(storyteller.write(photoRequest))).toMatchObject({
      retryable: false,
      reason: 'safety',
    });
  });

  it('a dropped connection -> retryable unavailable', async () => {
    standIn.reply({ kind: 'drop' });
    const error = await engineFailure(storyteller.write(photoRequest));
    expect(error).toMatchObject({ retryable: true, reason: 'unavailable' });
  });

  it('a timeout -> retryable unavailable', async () => {
    const client = createGeminiClient({
      project: 'demo-storysprout',
      location: 'us-central1',
      baseUrl: standIn.baseUrl,
      apiKey: 'test-key',
      timeoutMs: 200,
    });
    standIn.reply({ kind: 'hang' });
    const error = await engineFailure(
      new GeminiStoryteller({ client, textModel: TEXT_MODEL, logger: silentLogger }).write(photoRequest),
    );
    expect(error).toMatchObject({ retryable: true, reason: 'unavailable' });
    expect(error.message).toMatch(/timed out/);
  });
});

describe('GeminiStoryteller on the Gemini Developer API', () => {
  it('sends the same request to the Developer API path', async () => {
    const client = createGeminiClient({ api: 'developer', baseUrl: standIn.baseUrl, apiKey: 'test-key' });
    const developer = new GeminiStoryteller({ client, textModel: TEXT_MODEL, logger: silentLogger });
    expect(developer.description).toContain('Gemini API');
    standIn.reply(jsonAnswer(story()));
    const result = await developer.write(photoRequest);
    expect(result.characterNames[0]).toBe('Mia:1');
    const call = standIn.calls[0]!;
    expect(call.path).toBe(`/v1beta/models/${TEXT_MODEL}:generateContent`);
    expect(call.headers['x-goog-api-key']).toBe('test-key');
    expect(call.body.generationConfig?.responseMimeType).toBe('application/json');
  });
});
