import type { GenerateContentResponse } from '@google/genai';
import type { LogFields, Logger } from '../../ports/logger.js';

/**
 * One structured log entry per model call: tokens for cost, the finish reason for safety rates,
 * the book and page it was for and which attempt it was. Never the prompt or the answer.
 */
export function logCall(
  logger: Logger,
  what: string,
  model: string,
  response: GenerateContentResponse,
  about: LogFields,
): void {
  const usage = response.usageMetadata;
  logger.info(`Gemini call: ${what}`, {
    ...about,
    model,
    finishReason: response.candidates?.[0]?.finishReason ?? null,
    blockReason: response.promptFeedback?.blockReason ?? null,
    promptTokens: usage?.promptTokenCount ?? null,
    outputTokens: usage?.candidatesTokenCount ?? null,
    totalTokens: usage?.totalTokenCount ?? null,
  });
}
