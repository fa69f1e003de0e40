/**
 * The production engines (ARCHITECTURE.md, ports and adapters): Gemini through @google/genai,
 * Vertex AI with Application Default Credentials in production.
 */
export {
  createGeminiClient,
  geminiClientOptions,
  DEFAULT_GEMINI_TIMEOUT_MS,
  type GeminiClientOptions,
} from './client.js';
export { GeminiStoryteller, type GeminiStorytellerOptions } from './storyteller.js';
export { GeminiIllustrator, type GeminiIllustratorOptions } from './illustrator.js';
export { GeminiPageChecker, type GeminiPageCheckerOptions } from './pageChecker.js';
