import type { GenerateContentResponse } from '@google/genai';

/**
 * One structured log line per model call (Cloud Logging reads the JSON): tokens for cost, the
 * finish reason for safety rates, and which attempt it was.
 */
export function logCall(
  what: string,
  model: string,
  response: GenerateContentResponse,
  attempt: number,
): void {
  const usage = response.usageMetadata;
  console.log(
    JSON.stringify({
      message: `Gemini call: ${what}`,
      model,
      attempt,
      finishReason: response.candidates?.[0]?.finishReason ?? null,
      blockReason: response.promptFeedback?.blockReason ?? null,
      promptTokens: usage?.promptTokenCount ?? null,
      outputTokens: usage?.candidatesTokenCount ?? null,
      totalTokens: usage?.totalTokenCount ?? null,
    }),
  );
}
