import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describeAttempt, type ConnectionAttempt } from './guard.mjs';

export { describeAttempt, installLoopbackGuard, isLoopback, type ConnectionAttempt } from './guard.mjs';

const GUARD_MODULE = pathToFileURL(fileURLToPath(new URL('./guard.mjs', import.meta.url))).href;

/**
 * The environment that puts the guard into every Node process started with it (the Firebase
 * CLI, each functions worker, the seed), each reporting refused connections to logFile.
 */
export function guardedEnv(logFile: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const options = env.NODE_OPTIONS ?? '';
  return {
    NODE_OPTIONS: options.includes(GUARD_MODULE) ? options : `${options} --import ${GUARD_MODULE}`.trim(),
    STORYSPROUT_LOOPBACK_GUARD_LOG: logFile,
  };
}

/**
 * What the Functions emulator prints when a function asks for a host off the machine: the
 * warning, then the URL on its own line.
 */
const EMULATOR_WARNING = 'External network resource requested!';
const EMULATOR_URL_LINE = /-\s*URL:\s*"([^"]+)"/;

/**
 * A reader of the emulators' output, line by line: the Functions emulator's own warning about an
 * outside request is recorded in logFile like a refused connection (it sees requests made
 * before the guard loads).
 */
export function emulatorWarningRecorder(logFile: string): (line: string) => void {
  let warned: string | null = null;
  const record = (url: string, said: string) => {
    let host = url;
    let port = 0;
    try {
      const parsed = new URL(url);
      host = parsed.hostname;
      port = Number(parsed.port) || (parsed.protocol === 'https:' ? 443 : 80);
    } catch {
      // Not a URL: keep what the emulator said.
    }
    const attempt: ConnectionAttempt = {
      host,
      port,
      pid: 0,
      process: 'the Functions emulator',
      caller: said,
    };
    appendFileSync(logFile, `${JSON.stringify(attempt)}\n`);
  };
  return (line) => {
    if (warned !== null) {
      const url = EMULATOR_URL_LINE.exec(line)?.[1];
      record(url ?? 'an unnamed host', `${warned}\n${line.trim()}`);
      warned = null;
    }
    if (line.includes(EMULATOR_WARNING)) warned = line.trim();
  };
}

export function readAttempts(logFile: string): ConnectionAttempt[] {
  if (!existsSync(logFile)) return [];
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ConnectionAttempt);
}

/** Throws, naming each call, if anything in the run tried to reach a host off this machine. */
export function assertNothingLeftTheMachine(logFile: string, run: string): void {
  const attempts = readAttempts(logFile);
  if (attempts.length === 0) return;
  throw new Error(
    `${run}: ${attempts.length} connection attempt(s) to addresses outside loopback (refused):\n  ` +
      attempts.map(describeAttempt).join('\n  '),
  );
}
