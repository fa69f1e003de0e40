import type { GenerateContentResponse } from '@google/genai';
import type { z } from 'zod';

export type ParsedAnswer<T> = { ok: true; answer: T } | { ok: false; problem: string };

/**
 * The text parts of a JSON answer (thoughts left out), parsed and checked by `schema`: a broken
 * answer says what is wrong (by field, never the text) so the caller can ask once more.
 */
export function parseJsonAnswer<S extends z.ZodType>(
  response: GenerateContentResponse,
  schema: S,
): ParsedAnswer<z.infer<S>> {
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
    const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text);
    json = JSON.parse(fenced ? (fenced[1] as string) : text);
  } catch {
    return { ok: false, problem: 'the answer is not JSON' };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: summarizeIssues(parsed.error.issues) };
  return { ok: true, answer: parsed.data };
}

/** What is wrong with an answer, by field (at most three), never its text. */
export function summarizeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || 'answer'}: ${i.message}`)
    .join('; ');
}
