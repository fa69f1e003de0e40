import type { Express } from 'express';
import { expect } from 'vitest';
import { OfflineNarrator } from '../adapters/offlineNarrator/narrator.js';
import type { NarrationResponse } from '../contract/narration.js';
import { EngineError } from '../ports/engineError.js';
import type { Narrator } from '../ports/narrator.js';
import type { TestUser } from './authEmulator.js';
import { avatarBody, paragraphsOf, post } from './books.js';
import { until } from './poll.js';
import type { TestDeps } from './testDeps.js';

/** The offline narrator, or one that fails for good while `failing` is set; counts its calls. */
export function switchableNarrator() {
  const offline = new OfflineNarrator();
  const narrator = {
    failing: false as boolean,
    calls: 0,
    description: 'switchable offline narrator',
    async narrate(request) {
      narrator.calls += 1;
      if (narrator.failing) throw new EngineError('synthesizer crashed', false);
      return offline.narrate(request);
    },
  } satisfies Narrator & { failing: boolean; calls: number };
  return narrator;
}

/**
 * Writes a book, then saves it and waits for its ten pages to be narrated (the pictures are drawn
 * meanwhile, as on the stack): the seconds from the save to the last page narrated (issue 44's
 * figure), the narration and the words saved.
 */
export async function savedAndNarrated(app: Express, deps: TestDeps, user: TestUser) {
  const created = await post(app, user, 'create', avatarBody);
  expect(created.status).toBe(200);
  const { bookId } = created.body as { bookId: string };
  await deps.tasks.idle();
  const text = await post(app, user, 'enhancedTextOutput', { bookId });
  const paragraphs = paragraphsOf((text.body as { story: string }).story);
  const started = performance.now();
  const saved = await post(app, user, 'saveStory', { bookId, storyTitle: 'Mia Reads Aloud', paragraphs });
  expect(saved.status).toBe(200);
  const narration = await until(
    'ten pages narrated',
    async () => {
      const res = await post(app, user, 'getNarration', { bookId });
      const body = res.body as NarrationResponse;
      return res.status === 200 && body.pages.every((p) => p.status !== 'pending') ? body : null;
    },
    120_000,
  );
  const seconds = (performance.now() - started) / 1000;
  await deps.tasks.idle();
  return { bookId, paragraphs, narration, seconds };
}
