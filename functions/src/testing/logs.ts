import { jsonLinesLogger } from '../adapters/jsonLinesLogger/logger.js';
import type { LogEntry } from '../adapters/common/logEntry.js';
import type { Logger } from '../ports/logger.js';

/** A Logger whose lines a test reads back, parsed, instead of the terminal. */
export function capturedLogs(): { logger: Logger; lines: string[]; entries(): LogEntry[] } {
  const lines: string[] = [];
  return {
    logger: jsonLinesLogger((line) => lines.push(line)),
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as LogEntry),
  };
}

/** A Logger that keeps nothing, for tests whose logs are not the point. */
export const silentLogger: Logger = jsonLinesLogger(() => {});

/**
 * Where the API tests' functions log by default: held in memory, so a passing test prints
 * nothing; the setup (testing/apiSetup.ts) prints what was logged during a test that fails.
 */
export const testLogLines: string[] = [];
export const testLogger: Logger = jsonLinesLogger((line) => {
  testLogLines.push(line);
});
