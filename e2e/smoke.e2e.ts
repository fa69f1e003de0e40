/**
 * `npm run smoke` against the local stack, as an operator runs it after a deploy: a child
 * process over HTTP only. It must pass every step, and leave no account behind, also when a
 * step fails (its clean-up deletes the throw-away parent).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOSTING_URL, PORTS, ROOT } from '../emulators/src/stack.js';
import { STEPS } from '../smoke/steps.js';

const SITE = process.env.STORYSPROUT_E2E_URL ?? HOSTING_URL;

interface SmokeRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function smoke(...args: string[]): Promise<SmokeRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['smoke/run.ts', '--url', SITE, ...args],
      {
        cwd: ROOT,
        // The smoke finds the Auth emulator from the localhost URL, not from the environment.
        env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The table row of a step: name, milliseconds, result. */
const row = (stdout: string, step: string) => new RegExp(`^${step}\\s+(\\d+|-)\\s+(\\w+)`, 'm').exec(stdout);

/** The throw-away address the smoke reports in its sign-up row. */
const smokeEmail = (stdout: string) => /smoke\+\d+@example\.com/.exec(stdout)?.[0];

/** Whether the Auth emulator still has an account for this address ('Bearer owner' is its admin). */
async function accountExists(email: string): Promise<boolean> {
  const res = await fetch(
    `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const body = (await res.json()) as { users?: unknown[] };
  return (body.users ?? []).length > 0;
}

describe('npm run smoke against the local stack', () => {
  it('passes every step and deletes its parent', { timeout: 300_000 }, async () => {
    const run = await smoke();
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    for (const step of STEPS) expect(row(run.stdout, step)?.[2], `row of ${step}\n${run.stdout}`).toBe('ok');
    expect(run.stdout).toMatch(/^PASSED: all 7 steps in [\d.]+ s$/m);
    expect(run.stdout).toMatch(/^pdf\s+\d+\s+ok\s+[A-Za-z0-9-]+\.pdf: 22 pages/m);
    expect(row(run.stdout, 'cleanup')).toBeNull();
    const email = smokeEmail(run.stdout);
    expect(email).toBeDefined();
    expect(await accountExists(email!)).toBe(false);
  });

  it(
    'a step that fails is reported, the rest skipped, and the parent still deleted',
    { timeout: 300_000 },
    async () => {
      // 0.001 minutes (60 ms) is too short for ten pictures on any stack.
      const run = await smoke('--timeout-minutes', 'pictures=0.001');
      expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(1);
      expect(row(run.stdout, 'story')?.[2]).toBe('ok');
      expect(row(run.stdout, 'pictures')?.[2]).toBe('failed');
      for (const step of ['pdf', 'checkout', 'delete-account'])
        expect(row(run.stdout, step)?.[2]).toBe('skipped');
      expect(row(run.stdout, 'cleanup')?.[2], run.stdout).toBe('ok');
      expect(run.stdout).toMatch(/^FAILED at step 'pictures': /m);
      expect(await accountExists(smokeEmail(run.stdout)!)).toBe(false);
    },
  );
});
