import type { Express } from 'express';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app.js';
import { createTestDeps, type TestDeps } from './testDeps.js';

/**
 * One API app on fresh test deps for a whole test file: built before the first test, its store
 * and blobs removed after the last. `ready` hands both to the file's variables.
 */
export function useApiApp(ready: (deps: TestDeps, app: Express) => void, env: Record<string, string> = {}) {
  let deps: TestDeps | undefined;
  beforeAll(async () => {
    deps = await createTestDeps(env);
    ready(deps, createApp(deps));
  });
  afterAll(() => deps?.cleanup());
}
