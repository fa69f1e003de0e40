import type { Express } from 'express';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app.js';
import { createTestDeps, type TestDeps, type TestDepsOptions } from './testDeps.js';

/** What useApiApp gives a test file, ready once its beforeAll has run. */
export interface ApiApp {
  readonly deps: TestDeps;
  readonly app: Express;
}

/**
 * One API app on fresh test deps (with `env` on top of the test environment) for a whole test
 * file: built before the first test, its store and blobs removed after the last. `env` may be
 * read only then (e.g. the port of a mail catcher started by an earlier beforeAll); `options`
 * are createTestDeps' (ports overridden).
 */
export function useApiApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: TestDepsOptions = {},
): ApiApp {
  let ready: ApiApp | undefined;
  beforeAll(async () => {
    const deps = await createTestDeps(typeof env === 'function' ? env() : env, options);
    ready = { deps, app: createApp(deps) };
  });
  afterAll(() => ready?.deps.cleanup());
  return readyLater(() => ready, 'useApiApp');
}

/**
 * An object whose properties are those of what `get` gives once a beforeAll made it, so a test
 * file can hold it in a const; reading one before then is a mistake in the test, said so.
 */
export function readyLater<T extends object>(get: () => T | undefined, who: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = get();
      if (!value) throw new Error(`${who}: what it gives is ready only inside the tests`);
      return value[key as keyof T];
    },
  });
}

/**
 * One test's own API app on fresh test deps (`options` as createTestDeps', with `env` on top of
 * the test environment), its store and blobs removed once `run` is done.
 */
export async function withOwnApp(
  options: TestDepsOptions,
  run: (deps: TestDeps, app: Express) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  const deps = await createTestDeps(env, options);
  try {
    await run(deps, createApp(deps));
  } finally {
    await deps.cleanup();
  }
}
