import {
  HarmBlockThreshold,
  HarmCategory,
  type GenerateContentResponse,
  type SafetySetting,
} from '@google/genai';
import { EngineError } from '../../ports/engineError.js';

/**
 * Children's product: block at the lowest threshold in every harm category the text and image
 * models both accept. A blocked prompt or answer is a final 'safety' failure, never retried.
 */
export const CHILD_SAFE_SETTINGS: SafetySetting[] = [
  HarmCategory.HARM_CATEGORY_HARASSMENT,
  HarmCategory.HARM_CATEGORY_HATE_SPEECH,
  HarmCategory.HARM_CATEGORY_SEXUALLY_EXPLICIT,
  HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT,
].map((category) => ({ category, threshold: HarmBlockThreshold.BLOCK_LOW_AND_ABOVE }));

/** The image model also judges what it draws: its image-output categories, just as strict. */
export const CHILD_SAFE_IMAGE_SETTINGS: SafetySetting[] = [
  ...CHILD_SAFE_SETTINGS,
  ...[
    HarmCategory.HARM_CATEGORY_IMAGE_HATE,
    HarmCategory.HARM_CATEGORY_IMAGE_DANGEROUS_CONTENT,
    HarmCategory.HARM_CATEGORY_IMAGE_HARASSMENT,
    HarmCategory.HARM_CATEGORY_IMAGE_SEXUALLY_EXPLICIT,
  ].map((category) => ({ category, threshold: HarmBlockThreshold.BLOCK_LOW_AND_ABOVE })),
];

const SAFETY_FINISH_REASONS = new Set([
  'SAFETY',
  'PROHIBITED_CONTENT',
  'BLOCKLIST',
  'SPII',
  'IMAGE_SAFETY',
  'IMAGE_PROHIBITED_CONTENT',
]);

/**
 * Throws a final 'safety' EngineError when the answer was blocked: the prompt was blocked
 * (promptFeedback.blockReason), there is no candidate at all, or the candidate stopped for a
 * safety reason. Anything else (including an unusable but unblocked answer) is left to the caller.
 */
export function assertNotBlocked(response: GenerateContentResponse, what: string): void {
  const blockReason = response.promptFeedback?.blockReason;
  if (blockReason) {
    const message = response.promptFeedback?.blockReasonMessage;
    throw new EngineError(
      `${what}: Gemini blocked the request (${blockReason}${message ? `: ${message}` : ''})`,
      false,
      'safety',
    );
  }
  const candidate = response.candidates?.[0];
  if (!candidate) throw new EngineError(`${what}: Gemini returned no candidates (blocked)`, false, 'safety');
  const finishReason = candidate.finishReason as string | undefined;
  if (finishReason && SAFETY_FINISH_REASONS.has(finishReason)) {
    const message = candidate.finishMessage;
    throw new EngineError(
      `${what}: Gemini stopped for safety (${finishReason}${message ? `: ${message}` : ''})`,
      false,
      'safety',
    );
  }
}
