import type { GoogleGenAI, Part } from '@google/genai';
import type { Logger } from '../../ports/logger.js';
import type { PageChecker, PageCheckRequest, PageVerdict } from '../../ports/pageChecker.js';
import { MODEL_PHOTO_MAX_PX, normalizePhoto } from '../../shared/photos.js';
import { generateWithRetry, type GeminiModel, malformedTwice } from './generate.js';
import {
  buildPageCheckPrompt,
  PAGE_CHECK_SYSTEM_INSTRUCTION,
  pageCheckAnswerSchema,
  pageCheckResponseSchema,
  verdictOf,
} from './pageCheckPrompt.js';
import { assertNotBlocked, CHILD_SAFE_SETTINGS } from './safety.js';
import { parseJsonAnswer } from './jsonAnswer.js';

export interface GeminiPageCheckerOptions {
  client: GoogleGenAI;
  /** A text model that reads images, e.g. 'gemini-3.5-flash'; from config. */
  model: string;
  logger: Logger;
}

/**
 * PageChecker on a Gemini text model: the book's reference sheet (when it has one) and the page,
 * both at most 1024 px (the model sees no more, and a 4K page would be megabytes per call), with
 * the scene and the named characters, answered as zod-checked JSON (responseSchema).
 */
export class GeminiPageChecker implements PageChecker {
  readonly description: string;
  private readonly gemini: GeminiModel;

  constructor(options: GeminiPageCheckerOptions) {
    if (!options.model.trim()) throw new Error('GeminiPageChecker needs a model name');
    this.gemini = { client: options.client, model: options.model.trim(), logger: options.logger };
    this.description = `Gemini page checker (${this.gemini.model})`;
  }

  async check(request: PageCheckRequest): Promise<PageVerdict> {
    const about = { bookId: request.bookId, page: request.page, variant: request.variant };
    const what = `Check of page ${request.page}`;
    const parts: Part[] = [{ text: buildPageCheckPrompt(request) }];
    if (request.reference) {
      parts.push({ text: 'Character reference sheet of this book:' });
      parts.push(await inline(request.reference));
    }
    parts.push({ text: 'The drawn page to check:' });
    parts.push(await inline(request.picture));
    return generateWithRetry(this.gemini, {
      what,
      about,
      contents: [{ role: 'user', parts }],
      config: () => ({
        systemInstruction: PAGE_CHECK_SYSTEM_INSTRUCTION,
        responseMimeType: 'application/json',
        responseSchema: pageCheckResponseSchema,
        safetySettings: CHILD_SAFE_SETTINGS,
        // A judge, not a writer: the same page should get the same verdict.
        temperature: 0,
        candidateCount: 1,
        automaticContinuation: false,
      }),
      read: (response) => {
        assertNotBlocked(response, what);
        const parsed = parseJsonAnswer(response, pageCheckAnswerSchema);
        return parsed.ok ? { ok: true, answer: verdictOf(parsed.answer, request) } : parsed;
      },
      giveUp: ({ problem }) => malformedTwice(what, problem),
    });
  }
}

/** An image as the model takes it: at most 1024 px; as it is if it cannot be read. */
async function inline(image: { bytes: Buffer; contentType: string }): Promise<Part> {
  const small = await normalizePhoto(image.bytes, MODEL_PHOTO_MAX_PX).catch(() => null);
  const { bytes, contentType } = small ?? image;
  return { inlineData: { mimeType: contentType, data: bytes.toString('base64') } };
}
