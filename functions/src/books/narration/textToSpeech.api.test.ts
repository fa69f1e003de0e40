import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTextToSpeechStandIn,
  type TextToSpeechStandIn,
} from '../../../../emulators/src/textToSpeech/server.js';
import { createApp } from '../../app.js';
import { VOICES } from '../../contract/narration.js';
import { parent } from '../../testing/books.js';
import { savedAndNarrated } from '../../testing/narration.js';
import { createTestDeps, type TestDeps } from '../../testing/testDeps.js';

let standIn: TextToSpeechStandIn;
let deps: TestDeps;
let app: Express;
beforeAll(async () => {
  standIn = await startTextToSpeechStandIn();
  deps = await createTestDeps({ STORYSPROUT_NARRATOR: 'texttospeech', TEXT_TO_SPEECH_BASE_URL: standIn.url });
  app = createApp(deps);
});
afterAll(async () => {
  await deps?.cleanup();
  await standIn?.close();
});

describe('narration with the Text-to-Speech narrator (against its local stand-in)', () => {
  it('narrates the ten saved pages, one request each with a mark per word, and serves each MP3', async () => {
    expect(deps.narrator.description).toMatch(/Text-to-Speech stand-in/);
    const user = await parent(deps);
    const { paragraphs, narration, seconds } = await savedAndNarrated(app, deps, user);
    expect(narration.ready).toBe(true);
    expect(standIn.requests).toHaveLength(10);
    for (const asked of standIn.requests) {
      expect(asked.voice?.name).toBe(VOICES.en[0]?.id);
      const marks = asked.input?.ssml?.match(/<mark name="w\d+"\/>/g) ?? [];
      expect(marks.length).toBeGreaterThan(3);
    }
    for (const page of narration.pages) {
      const text = paragraphs[page.page - 1] as string;
      for (const word of page.words ?? []) expect(text.slice(word.start, word.end)).toBe(word.text);
    }
    const audio = await request(narration.pages[9]?.audioUrl as string).get('');
    expect(audio.headers['content-type']).toMatch(/audio\/mpeg/);
    console.info(`save -> 10 pages narrated with the Text-to-Speech stand-in: ${seconds.toFixed(1)} s`);
  });

  it('tries a page again after a rate limit, without the parent asking', async () => {
    const user = await parent(deps);
    standIn.failNext(429, 3);
    const { narration } = await savedAndNarrated(app, deps, user);
    expect(narration.ready).toBe(true);
  });
});
