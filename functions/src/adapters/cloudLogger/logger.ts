import type { Logger } from '../../ports/logger.js';
import { entryLogger, type LogEntry } from '../common/logEntry.js';

/**
 * firebase-functions/logger's `write`, as index.ts hands it in (only index.ts may import
 * firebase-functions). It prints the entry as the JSON line Cloud Logging reads, and adds the
 * trace of the request or task being served, which only firebase-functions knows: so every line
 * of one call is found together in the Logs Explorer.
 */
export type FunctionsLogWrite = (entry: LogEntry) => void;

/** The deployed functions' Logger (also on the emulators): redacted entries to Cloud Logging. */
export function cloudLogger(write: FunctionsLogWrite): Logger {
  return entryLogger(write);
}
