import type { GenerateContentResponse, GoogleGenAI } from '@google/genai';
import type { Logger } from '../../ports/logger.js';
import type { GeneratedStory, StoryRequest, Storyteller } from '../../ports/storyteller.js';
import { formatStoryText } from '../../contract/storyText.js';
import { generateWithRetry, type GeminiModel, malformedTwice } from './generate.js';
import { parseJsonAnswer, summarizeIssues, type ParsedAnswer } from './jsonAnswer.js';
import { assertNotBlocked, CHILD_SAFE_SETTINGS } from './safety.js';
import {
  buildStoryPrompt,
  castOf,
  characterNamesGuide,
  STORY_SYSTEM_INSTRUCTION,
  storyAnswerSchema,
  storyResponseSchema,
  tidyAnswer,
  type StoryAnswer,
} from './storyPrompt.js';

export interface GeminiStorytellerOptions {
  client: GoogleGenAI;
  /** e.g. 'gemini-2.5-flash'; from config, never hard-coded. */
  textModel: string;
  /** Sampling temperature (default 0.9: varied but coherent stories). */
  temperature?: number;
  /** Operator alerts (a retired model, refused access). */
  logger: Logger;
}

/**
 * Storyteller on a Gemini text model through @google/genai (Vertex AI in production). Asks for
 * structured JSON (responseMimeType + responseSchema), validates it with zod, retries once on a
 * malformed answer, and maps provider failures to retryable or final EngineErrors (generate.ts).
 */
export class GeminiStoryteller implements Storyteller {
  readonly description: string;
  private readonly gemini: GeminiModel;
  private readonly temperature: number;

  constructor(options: GeminiStorytellerOptions) {
    if (!options.textModel.trim()) throw new Error('GeminiStoryteller needs a text model name');
    this.gemini = { client: options.client, model: options.textModel.trim(), logger: options.logger };
    this.temperature = options.temperature ?? 0.9;
    this.description = `Gemini storyteller (${this.gemini.model}${options.client.vertexai ? ', Vertex AI' : ', Gemini API'})`;
  }

  async write(request: StoryRequest): Promise<GeneratedStory> {
    const what = 'Story generation';
    const answer = await generateWithRetry(this.gemini, {
      what,
      contents: [{ role: 'user', parts: [{ text: buildStoryPrompt(request) }] }],
      config: (attempt) => ({
        systemInstruction: STORY_SYSTEM_INSTRUCTION,
        responseMimeType: 'application/json',
        responseSchema: storyResponseSchema,
        safetySettings: CHILD_SAFE_SETTINGS,
        temperature: this.temperature,
        candidateCount: 1,
        // Same request -> similar story; the retry after a malformed answer takes a new draw.
        seed: toInt32Seed(request.seed + attempt - 1),
        automaticContinuation: false,
      }),
      read: (response) => {
        assertNotBlocked(response, what);
        return parseAnswer(response);
      },
      giveUp: ({ problem }) => malformedTwice(what, problem),
    });
    const { title, paragraphs, legends, characterNames, characterLooks, secondTitle, secondParagraphs } =
      answer;
    // A bilingual book without its second text is a malformed answer, not a book in one language.
    if (request.secondLanguage && (!secondTitle || !secondParagraphs))
      throw malformedTwice(what, 'the second language’s title and paragraphs are missing');
    // The heroes' looks come from their photos or built looks, never from the model.
    const heroes = new Set(
      [
        request.mainCharacterName,
        ...castOf(request)
          .filter((c) => c.relationship === 'main')
          .map((c) => c.name),
      ].map((n) => n.trim().toLowerCase()),
    );
    return {
      title,
      paragraphs,
      legends,
      characterNames: characterNamesGuide(request, characterNames),
      text: formatStoryText(title, paragraphs),
      characterLooks: characterLooks.filter((l) => !heroes.has(l.name.toLowerCase())),
      ...(request.secondLanguage ? { secondTitle, secondParagraphs } : {}),
    };
  }
}

/** The answer's text parts (thoughts excluded), parsed, validated, tidied and validated again. */
export function parseAnswer(response: GenerateContentResponse): ParsedAnswer<StoryAnswer> {
  const first = parseJsonAnswer(response, storyAnswerSchema);
  if (!first.ok) return first;
  const tidy = storyAnswerSchema.safeParse(tidyAnswer(first.answer));
  if (!tidy.success) return { ok: false, problem: summarizeIssues(tidy.error.issues) };
  return { ok: true, answer: tidy.data };
}

function toInt32Seed(seed: number): number {
  const n = Number.isFinite(seed) ? Math.trunc(seed) : 0;
  return Math.abs(n) % 2_147_483_647;
}
