import { LOG_FIELDS, type LogFields, type Logger } from '../../ports/logger.js';

/** Cloud Logging's severities that the Logger port uses. */
export type LogSeverity = 'INFO' | 'WARNING' | 'ERROR' | 'ALERT';

/**
 * One structured entry as Cloud Logging reads it from a JSON line: `severity` and `message` are
 * its own, every other key lands in `jsonPayload`. The same shape firebase-functions/logger's
 * `write` takes.
 */
export interface LogEntry {
  severity: LogSeverity;
  message: string;
  [field: string]: unknown;
}

/** Whatever looks like an email address, wherever it sits in a string. */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Longer than any id or error message: a string this long is probably content, not a fact. */
const MAX_STRING = 1000;
const MAX_STACK = 4000;

/** A string fit for a log: emails masked, cut to a length no id or message needs. */
export function scrub(text: string, max = MAX_STRING): string {
  const masked = text.replace(EMAIL, '[email]');
  return masked.length > max ? `${masked.slice(0, max)}... [${masked.length - max} more characters]` : masked;
}

/**
 * An error as a log shows it: what it is, where it came from and what caused it (a network
 * failure's socket error), none of its other properties.
 */
function errorFields(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  const { code, status } = error as { code?: unknown; status?: unknown };
  return {
    name: error.name,
    message: scrub(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof status === 'number' ? { status } : {}),
    ...(error.stack && depth === 0 ? { stack: scrub(error.stack, MAX_STACK) } : {}),
    ...(error.cause !== undefined && depth < 2 ? { cause: errorFields(error.cause, depth + 1) } : {}),
  };
}

function value(field: string, given: unknown): unknown {
  if (field === 'error') return errorFields(given);
  if (field === 'counts') {
    // Tallies only: a number under a name, nothing else comes through.
    const counts = Object.entries((given ?? {}) as Record<string, unknown>).filter(
      ([, n]) => typeof n === 'number',
    );
    return Object.fromEntries(counts);
  }
  if (Array.isArray(given)) return given.map((item) => scrub(String(item)));
  if (typeof given === 'string') return scrub(given);
  if (typeof given === 'number' || typeof given === 'boolean' || given === null) return given;
  // Objects in an id field (a record passed by mistake) are not logged.
  return '[not logged]';
}

/**
 * The redaction guard every Logger adapter writes through: only the fields of LogFields come
 * out (the names of any others are listed, their values never), every string has its emails
 * masked and its length capped, and errors keep their name, message, code and stack only.
 */
export function logEntry(severity: LogSeverity, message: string, fields: LogFields = {}): LogEntry {
  const entry: LogEntry = { severity, message: scrub(message, MAX_STACK) };
  const dropped: string[] = [];
  for (const [field, given] of Object.entries(fields)) {
    if (given === undefined) continue;
    if (!LOG_FIELDS.has(field)) dropped.push(field);
    else entry[field] = value(field, given);
  }
  if (dropped.length) entry.droppedFields = dropped;
  return entry;
}

/** A Logger over any sink of entries; the adapters differ only in where entries go. */
export function entryLogger(write: (entry: LogEntry) => void): Logger {
  return {
    info: (message, fields) => write(logEntry('INFO', message, fields)),
    warn: (message, fields) => write(logEntry('WARNING', message, fields)),
    error: (message, fields) => write(logEntry('ERROR', message, fields)),
    alert: (message, fields) => write(logEntry('ALERT', `OPERATOR ALERT: ${message}`, fields)),
  };
}
