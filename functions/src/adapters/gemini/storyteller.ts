import type { GenerateContentResponse, GoogleGenAI } from '@google/genai';
import { EngineError } from '../../ports/engineError.js';
import type { Logger } from '../../ports/logger.js';
import type { GeneratedStory, StoryRequest, Storyteller } from '../../ports/storyteller.js';
import { formatStoryText } from '../../contract/storyText.js';
import { toEngineError } from './errors.js';
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

/** The malformed-answer retry: one more call, then a final 'malformed' EngineError. */
const ATTEMPTS = 2;

/**
 * Storyteller on a Gemini text model through @google/genai (Vertex AI in production). Asks for
 * structured JSON (responseMimeType + responseSchema), validates it with zod, retries once on a
 * malformed answer, and maps provider failures to retryable or final EngineErrors.
 */
export class GeminiStoryteller implements Storyteller {
  readonly description: string;
  private readonly client: GoogleGenAI;
  private readonly model: string;
  private readonly temperature: number;
  private readonly logger: Logger;

  constructor(options: GeminiStorytellerOptions) {
    if (!options.textModel.trim()) throw new Error('GeminiStoryteller needs a text model name');
    this.client = options.client;
    this.model = options.textModel.trim();
    this.temperature = options.temperature ?? 0.9;
    this.logger = options.logger;
    this.description = `Gemini storyteller (${this.model}${options.client.vertexai ? ', Vertex AI' : ', Gemini API'})`;
  }

  async write(request: StoryRequest): Promise<GeneratedStory> {
    const prompt = buildStoryPrompt(request);
    let problem = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      let response: GenerateContentResponse;
      try {
        response = await this.client.models.generateContent({
          model: this.model,
          contents: [{ role: 'user', parts: [{ text: prompt }] }],
          config: {
            systemInstruction: STORY_SYSTEM_INSTRUCTION,
            responseMimeType: 'application/json',
            responseSchema: storyResponseSchema,
            safetySettings: CHILD_SAFE_SETTINGS,
            temperature: this.temperature,
            candidateCount: 1,
            // Same request -> similar story; the retry after a malformed answer takes a new draw.
            seed: toInt32Seed(request.seed + attempt - 1),
            automaticContinuation: false,
          },
        });
      } catch (error) {
        throw toEngineError(error, 'Story generation', this.logger);
      }
      assertNotBlocked(response, 'Story generation');
      const parsed = parseAnswer(response);
      if (parsed.ok) {
        const { title, paragraphs, legends, characterNames, characterLooks } = parsed.answer;
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
        };
      }
      problem = parsed.problem;
    }
    throw new EngineError(
      `Story generation: Gemini answered malformed JSON twice (${problem})`,
      false,
      'malformed',
    );
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
