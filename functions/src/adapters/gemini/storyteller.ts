import type { GenerateContentResponse, GoogleGenAI } from '@google/genai';
import { EngineError } from '../../ports/engineError.js';
import type { Logger } from '../../ports/logger.js';
import type { GeneratedStory, StoryRequest, Storyteller } from '../../ports/storyteller.js';
import { formatStoryText } from '../../contract/storyText.js';
import { toEngineError } from './errors.js';
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

type Parsed = { ok: true; answer: StoryAnswer } | { ok: false; problem: string };

/** The answer's text parts (thoughts excluded), parsed and validated. */
export function parseAnswer(response: GenerateContentResponse): Parsed {
  const candidate = response.candidates?.[0];
  if (candidate?.finishReason === 'MAX_TOKENS')
    return { ok: false, problem: 'the answer was cut off (MAX_TOKENS)' };
  const text = (candidate?.content?.parts ?? [])
    .filter((p) => typeof p.text === 'string' && !p.thought)
    .map((p) => p.text)
    .join('')
    .trim();
  if (!text)
    return {
      ok: false,
      problem: `no text in the answer (finishReason ${candidate?.finishReason ?? 'none'})`,
    };
  let json: unknown;
  try {
    json = JSON.parse(stripCodeFence(text));
  } catch {
    return { ok: false, problem: 'the answer is not JSON' };
  }
  const first = storyAnswerSchema.safeParse(json);
  if (!first.success) return { ok: false, problem: summarize(first.error.issues) };
  const tidy = storyAnswerSchema.safeParse(tidyAnswer(first.data));
  if (!tidy.success) return { ok: false, problem: summarize(tidy.error.issues) };
  return { ok: true, answer: tidy.data };
}

function stripCodeFence(text: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text);
  return fenced ? (fenced[1] as string) : text;
}

function summarize(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || 'answer'}: ${i.message}`)
    .join('; ');
}

function toInt32Seed(seed: number): number {
  const n = Number.isFinite(seed) ? Math.trunc(seed) : 0;
  return Math.abs(n) % 2_147_483_647;
}
