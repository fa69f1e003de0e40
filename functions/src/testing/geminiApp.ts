import type { Express } from 'express';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app.js';
import { GeminiIllustrator } from '../adapters/gemini/illustrator.js';
import { GeminiPageChecker } from '../adapters/gemini/pageChecker.js';
import { GeminiStoryteller } from '../adapters/gemini/storyteller.js';
import {
  standInClient,
  startGeminiStandIn,
  type GeminiStandIn,
} from '../adapters/gemini/testing/geminiStandIn.js';
import { readyLater } from './apiApp.js';
import { silentLogger } from './logs.js';
import { createTestDeps, type TestDeps } from './testDeps.js';

/** What useGeminiApp gives a test file, ready once its beforeAll has run. */
export interface GeminiApp {
  readonly standIn: GeminiStandIn;
  readonly deps: TestDeps;
  readonly app: Express;
}

/**
 * A test file's API app drawing with the real Gemini illustrator (and, with `checks`, checking
 * pages with the real page checker, and with `storyteller` writing with the real Gemini
 * storyteller) against a local stand-in of the Gemini API; the other engines stay the offline ones.
 */
export function useGeminiApp(options: { checks?: boolean; storyteller?: boolean } = {}): GeminiApp {
  let ready: GeminiApp | undefined;
  let standIn: GeminiStandIn | undefined;
  let deps: TestDeps | undefined;
  beforeAll(async () => {
    standIn = await startGeminiStandIn();
    const client = standInClient(standIn, 5_000);
    deps = await createTestDeps(
      {},
      {
        override: {
          illustrator: new GeminiIllustrator({
            client,
            imageModel: 'gemini-test-image',
            logger: silentLogger,
          }),
          ...(options.storyteller
            ? {
                storyteller: new GeminiStoryteller({
                  client,
                  textModel: 'gemini-test-text',
                  logger: silentLogger,
                }),
              }
            : {}),
          ...(options.checks
            ? { checker: new GeminiPageChecker({ client, model: 'gemini-test-text', logger: silentLogger }) }
            : {}),
        },
      },
    );
    ready = { standIn, deps, app: createApp(deps) };
  });
  afterAll(async () => {
    await deps?.cleanup();
    await standIn?.close();
  });
  return readyLater(() => ready, 'useGeminiApp');
}
