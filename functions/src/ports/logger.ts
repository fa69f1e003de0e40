/**
 * Where the functions say what happened: one structured entry per event, its message a sentence
 * and its facts in fields, so Cloud Logging can filter by book, user or order.
 *
 * A log line is read by more people, and kept longer, than the data it is about. So it holds ids,
 * statuses, counts and error messages, and never an email, a person's or child's name, story
 * text, legends or prompts: the fields below are the whole list, and the adapters drop any other
 * field and mask anything that looks like an email (adapters/common/logEntry.ts).
 */
export interface LogFields {
  bookId?: string;
  uid?: string;
  orderId?: string;
  organizationId?: string;
  /** A gift (gifts/{giftId}), never its code. */
  giftId?: string;
  /** A Checkout Session or a provider's event, by id. */
  sessionId?: string;
  eventId?: string;
  /** The print provider's job id. */
  jobId?: string;
  /** The deployed function (index.ts) the entry comes from. */
  function?: string;
  /** A task queue, the task's id there, and which delivery this is. */
  queue?: string;
  taskId?: string;
  attempt?: number;
  attempts?: number;
  page?: number;
  variant?: number;
  /** What kind of thing (a print file's interior or cover, a payment's kind). */
  kind?: string;
  /** A status: an order's or a print job's, or an HTTP status. */
  status?: string | number;
  outcome?: string;
  /** A sweep's or a reconciliation's tallies. */
  counts?: Record<string, number>;
  /** The ports a function came up with (names, never settings). */
  ports?: readonly string[];
  delaySeconds?: number;
  /** A model call: which model, how it finished, what it cost. */
  model?: string;
  finishReason?: string | null;
  blockReason?: string | null;
  promptTokens?: number | null;
  outputTokens?: number | null;
  totalTokens?: number | null;
  /** What failed: logged as its name, message, code and stack, never its other properties. */
  error?: unknown;
  /** A provider's own words about a failure or status (an error message, not user content). */
  detail?: string;
}

export type LogField = keyof LogFields;

/**
 * Every field a log entry may carry. Typed as a complete record so a field added to LogFields
 * and not here (or the other way round) does not compile.
 */
const ALLOWED: { [K in LogField]-?: true } = {
  bookId: true,
  uid: true,
  orderId: true,
  organizationId: true,
  giftId: true,
  sessionId: true,
  eventId: true,
  jobId: true,
  function: true,
  queue: true,
  taskId: true,
  attempt: true,
  attempts: true,
  page: true,
  variant: true,
  kind: true,
  status: true,
  outcome: true,
  counts: true,
  ports: true,
  delaySeconds: true,
  model: true,
  finishReason: true,
  blockReason: true,
  promptTokens: true,
  outputTokens: true,
  totalTokens: true,
  error: true,
  detail: true,
};

export const LOG_FIELDS: ReadonlySet<string> = new Set(Object.keys(ALLOWED));

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /**
   * Something only the operator can fix (a retired model, a refused API, a print job in error):
   * ALERT severity, which a log-based alert policy turns into a message to them, and the words
   * "OPERATOR ALERT: " before the message.
   */
  alert(message: string, fields?: LogFields): void;
}
