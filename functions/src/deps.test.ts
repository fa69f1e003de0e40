import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createDeps, createEngines } from './deps.js';
import { silentLogger } from './testing/logs.js';

describe('createDeps', () => {
  it('builds only the ports a function declares, and names any other it reaches for', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-deps-'));
    try {
      const env = {
        GCLOUD_PROJECT: 'demo-storysprout',
        STORYSPROUT_STORE: 'sqlite',
        STORYSPROUT_SQLITE_PATH: path.join(dir, 'store.sqlite'),
        STORYSPROUT_ENGINES: 'offline',
      };
      // No payment or print settings at all: a function without those ports does not need them.
      const deps = await createDeps(loadConfig(env, ['store']), ['store'], silentLogger);
      await deps.store.set('probe/1', { ok: true });
      expect(await deps.store.get('probe/1')).toEqual({ ok: true });
      const unwired = deps as unknown as Record<string, Record<string, unknown>>;
      expect(() => unwired.payments!.createCheckoutSession).toThrow(
        /The payments port is not wired into this function/,
      );
      expect(() => unwired.blobs!.put).toThrow(/The blobs port is not wired/);
      await deps.store.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the page checker (issue 32)', () => {
  const base = { GCLOUD_PROJECT: 'demo-storysprout', GEMINI_PROJECT: 'demo-storysprout' };
  const checkerOf = async (env: Record<string, string>) =>
    (await createEngines(loadConfig({ ...base, ...env }, ['checker']), silentLogger)).checker;

  it('checks Gemini pages with the text model unless told another, and never offline pages', async () => {
    expect((await checkerOf({ STORYSPROUT_ENGINES: 'gemini' }))?.description).toBe(
      'Gemini page checker (gemini-3.5-flash)',
    );
    expect(
      (await checkerOf({ STORYSPROUT_ENGINES: 'gemini', GEMINI_CHECK_MODEL: 'gemini-check' }))?.description,
    ).toBe('Gemini page checker (gemini-check)');
    expect(await checkerOf({ STORYSPROUT_ENGINES: 'gemini', STORYSPROUT_PAGE_CHECKS: 'false' })).toBeNull();
    expect(await checkerOf({ STORYSPROUT_ENGINES: 'offline' })).toBeNull();
  });

  it('takes a minimum score from 0 to 100 (70 unless set)', () => {
    expect(loadConfig(base, []).STORYSPROUT_PAGE_CHECK_MIN_SCORE).toBe(70);
    expect(
      loadConfig({ ...base, STORYSPROUT_PAGE_CHECK_MIN_SCORE: '85' }, []).STORYSPROUT_PAGE_CHECK_MIN_SCORE,
    ).toBe(85);
    expect(() => loadConfig({ ...base, STORYSPROUT_PAGE_CHECK_MIN_SCORE: '150' }, [])).toThrow(
      /STORYSPROUT_PAGE_CHECK_MIN_SCORE/,
    );
  });
});

describe('simulated model time (issue 46)', () => {
  const offline = { GCLOUD_PROJECT: 'demo-storysprout', STORYSPROUT_ENGINES: 'offline' };
  const ENGINES = ['illustrator', 'checker'] as const;

  it('slows the offline illustrator and wires a checker only when asked', async () => {
    const plain = await createEngines(loadConfig(offline, ENGINES), silentLogger);
    expect(plain.checker).toBeNull();
    const slowed = await createEngines(
      loadConfig(
        { ...offline, STORYSPROUT_SIMULATED_DRAW_MS: '1', STORYSPROUT_SIMULATED_CHECK_MS: '1' },
        ENGINES,
      ),
      silentLogger,
    );
    // The engine's name stays (pages record it; print redraws only from the same engine).
    expect(slowed.illustrator.description).toBe(plain.illustrator.description);
    expect(slowed.illustrator).not.toBe(plain.illustrator);
    expect(slowed.checker?.description).toMatch(/simulated page checker/);
    const drawOnly = await createEngines(
      loadConfig({ ...offline, STORYSPROUT_SIMULATED_DRAW_MS: '1' }, ENGINES),
      silentLogger,
    );
    expect(drawOnly.checker).toBeNull();
  });
});
