import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { answers, exited, waitFor } from '../emulators/src/process.js';
import { FUNCTIONS_URL, HOSTING_URL, ROOT } from '../emulators/src/stack.js';

export interface RunningStack {
  url: string;
  /** Whether this process started the stack (and so must stop it). */
  owned: boolean;
  stop(): Promise<void>;
}

async function isUp(): Promise<boolean> {
  return (
    (await answers(`${HOSTING_URL}/`).catch(() => false)) &&
    (await answers(`${FUNCTIONS_URL}/api/public/getCountry`).catch(() => false))
  );
}

/**
 * Uses a stack that is already running, or starts `npm start` on its own data directory
 * and stops it again afterwards.
 */
export async function ensureStack(dataDir: string, options: { build?: boolean } = {}): Promise<RunningStack> {
  if (await isUp()) return { url: HOSTING_URL, owned: false, stop: async () => {} };
  const args = [path.join(ROOT, 'emulators', 'start.ts'), ...(options.build === false ? ['--no-build'] : [])];
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    // The print lab moves its jobs every 2 s, so the print journey sees SHIPPED within the test.
    env: { ...process.env, STORYSPROUT_DATA_DIR: dataDir, STORYSPROUT_PRINT_LAB_STEP_SECONDS: '2' },
  });
  let failed = false;
  child.once('exit', () => (failed = true));
  await waitFor(
    'npm start to be ready',
    async () => {
      if (failed) throw new Error('npm start exited before the stack was ready');
      // ready.json appears once the demo data is seeded, not merely when the ports answer.
      return existsSync(path.join(dataDir, 'ready.json'));
    },
    600_000,
    500,
  );
  return {
    url: HOSTING_URL,
    owned: true,
    async stop() {
      child.kill('SIGINT');
      await exited(child);
    },
  };
}
