import type { Content, GenerateContentConfig, GenerateContentResponse, GoogleGenAI } from '@google/genai';
import { EngineError } from '../../ports/engineError.js';
import type { LogFields, Logger } from '../../ports/logger.js';
import { toEngineError } from './errors.js';
import { logCall } from './usage.js';

/**
 * An unusable answer is worth one more call (a malformed JSON answer, a refused or missing
 * picture: a new draw often avoids it); after that the error is final. Failures of the call
 * itself are not retried here: the task queue owns those retries (client.ts).
 */
const ATTEMPTS = 2;

/** One answer read: what it gives, or (as `M` says) why it is of no use. */
export type ReadAnswer<T, M> = { ok: true; answer: T } | ({ ok: false } & M);

/** The model an adapter calls: the client, the model's name, and the logger of its calls. */
export interface GeminiModel {
  client: GoogleGenAI;
  model: string;
  logger: Logger;
}

export interface GenerateCall<T, M> {
  /** What is asked for, in errors and logs ("Illustration of page 3"). */
  what: string;
  /** The ids logged with every call (the book, the page); never a name or a text. */
  about?: LogFields;
  contents: Content[];
  /** The settings of the nth call (from 1): a second call may take a new seed. */
  config(attempt: number): GenerateContentConfig;
  read(response: GenerateContentResponse): ReadAnswer<T, M> | Promise<ReadAnswer<T, M>>;
  /** The final error when the last answer was of no use either. */
  giveUp(last: M): EngineError;
}

/**
 * One Gemini generateContent call with the adapters' one retry: every call is logged the same
 * way (usage.ts), provider failures become EngineErrors (errors.ts), and an unusable answer is
 * asked for once more before `giveUp`.
 */
export async function generateWithRetry<T, M>(
  { client, model, logger }: GeminiModel,
  call: GenerateCall<T, M>,
): Promise<T> {
  const { what, about = {} } = call;
  let last: M | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    let response: GenerateContentResponse;
    try {
      response = await client.models.generateContent({
        model,
        contents: call.contents,
        config: call.config(attempt),
      });
    } catch (error) {
      throw toEngineError(error, what, logger, about);
    }
    logCall(logger, what, model, response, { ...about, attempt });
    const read = await call.read(response);
    if (read.ok) return read.answer;
    last = read;
  }
  throw call.giveUp(last as M);
}

/** The final error of a JSON answer that was malformed on both calls. */
export function malformedTwice(what: string, problem: string): EngineError {
  return new EngineError(`${what}: Gemini answered malformed JSON twice (${problem})`, false, 'malformed');
}
