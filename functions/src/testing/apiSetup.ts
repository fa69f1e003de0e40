/**
 * Set up before every API test file (vitest.config.ts): the loopback guard, so no test reaches a
 * host off this machine, and the functions' logs held until a test fails.
 */
import { afterAll, afterEach, beforeEach } from 'vitest';
import {
  describeAttempt,
  installLoopbackGuard,
  type ConnectionAttempt,
} from '../../../emulators/src/loopbackGuard/index.js';
import { testLogLines } from './logs.js';

const attempts: ConnectionAttempt[] = [];
installLoopbackGuard((attempt) => attempts.push(attempt));

function failOnAttempts(when: string) {
  if (attempts.length === 0) return;
  const seen = attempts.splice(0);
  throw new Error(
    `${when}: ${seen.length} connection attempt(s) off this machine (refused by the loopback guard):\n  ` +
      seen.map(describeAttempt).join('\n  '),
  );
}

beforeEach(({ onTestFailed, task }) => {
  // Lines logged before this test (the file's set-up, an earlier test's tasks) are not its own.
  testLogLines.length = 0;
  onTestFailed(() => {
    if (testLogLines.length > 0) console.error(`Logged during "${task.name}":\n${testLogLines.join('\n')}`);
  });
});
afterEach(() => failOnAttempts('this test'));
afterAll(() => failOnAttempts("this file's set-up or tear-down"));
