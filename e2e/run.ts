/**
 * `npm run test:e2e`: starts the `npm start` stack on a fresh data directory (unless one is
 * already running), runs the browser journeys in Debian Chromium, stops the stack.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../emulators/src/stack.js';
import { runOnStack } from './stack.js';

await runOnStack('storysprout-e2e-', async (stack) => {
  const code = await new Promise<number>((resolve) => {
    const vitest = spawn(
      path.join(ROOT, 'node_modules', '.bin', 'vitest'),
      ['run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: {
          ...process.env,
          // The journeys' own store and auth clients: never ask Google's metadata server (one
          // run here logged a MetadataLookupWarning from this process, answered 403 off-machine).
          METADATA_SERVER_DETECTION: 'none',
          STORYSPROUT_E2E_URL: stack.url,
          STORYSPROUT_DATA_DIR: stack.dataDir,
        },
      },
    );
    vitest.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) console.error(`The stack's last lines:\n${stack.logTail()}`);
  stack.assertLoopbackOnly('the e2e suite');
  return code;
});
