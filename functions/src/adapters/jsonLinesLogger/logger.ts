import type { Logger } from '../../ports/logger.js';
import { entryLogger, type LogSeverity } from '../common/logEntry.js';

/** Where a line goes: the process's stdout and stderr, or a test's list. */
export type LineSink = (line: string, severity: LogSeverity) => void;

/** Information to stdout, the rest to stderr, as firebase-functions/logger splits them. */
const processStreams: LineSink = (line, severity) =>
  (severity === 'INFO' ? process.stdout : process.stderr).write(`${line}\n`);

/**
 * The Logger of processes that are not a deployed function (the API tests, the local tools):
 * the same redacted entries as Cloud Logging gets, one JSON object per line, so a test can read
 * them back and a developer sees what production would log.
 */
export function jsonLinesLogger(sink: LineSink = processStreams): Logger {
  return entryLogger((entry) => sink(JSON.stringify(entry), entry.severity));
}
