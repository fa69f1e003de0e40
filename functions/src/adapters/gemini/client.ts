import { GoogleGenAI, type GoogleGenAIOptions } from '@google/genai';

export interface GeminiClientOptions {
  /** Google Cloud project (in Cloud Functions: GCLOUD_PROJECT / GOOGLE_CLOUD_PROJECT). Vertex AI only. */
  project?: string;
  /**
   * Vertex AI location, e.g. 'global' (where every current Gemini model, including the preview
   * image models, is served) or 'us-central1'. Vertex AI only.
   */
  location?: string;
  /** Only for tests and local stand-ins: where the requests go instead of Google. */
  baseUrl?: string;
  /**
   * Only for tests and local stand-ins (or Vertex AI express mode). Without it, which is the
   * production path, the SDK authenticates with Application Default Credentials: the function's
   * service account, no key anywhere in code or config.
   */
  apiKey?: string;
  /** Per-call deadline in milliseconds (default 120 s); a timeout becomes a retryable EngineError. */
  timeoutMs?: number;
  /**
   * 'vertex' (default, production): Vertex AI through Firebase's Google Cloud project.
   * 'developer': the Gemini Developer API (generativelanguage.googleapis.com), which needs apiKey
   * and takes no project/location; offered for local experiments with an AI Studio key.
   */
  api?: 'vertex' | 'developer';
}

export const DEFAULT_GEMINI_TIMEOUT_MS = 120_000;

/** The options handed to the SDK, exported so the production wiring can be unit-tested offline. */
export function geminiClientOptions(options: GeminiClientOptions): GoogleGenAIOptions {
  const api = options.api ?? 'vertex';
  const httpOptions: GoogleGenAIOptions['httpOptions'] = {
    timeout: options.timeoutMs ?? DEFAULT_GEMINI_TIMEOUT_MS,
    // One attempt per call: the task queue owns retries (with its own back-off and attempt
    // limit), so the SDK must not multiply them. The SDK does not retry when retryOptions is
    // absent either; saying it explicitly keeps that true if its default changes.
    retryOptions: { attempts: 1 },
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
  };
  if (api === 'developer') {
    if (!options.apiKey) throw new Error('The Gemini Developer API needs an apiKey');
    return { vertexai: false, apiKey: options.apiKey, httpOptions };
  }
  if (!options.project || !options.location) throw new Error('Vertex AI needs a project and a location');
  return {
    // `enterprise` is the SDK's successor of the deprecated `vertexai` flag (same endpoints).
    enterprise: true,
    project: options.project,
    location: options.location,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    httpOptions,
  };
}

/**
 * The one GoogleGenAI client both Gemini adapters share. Production:
 * `createGeminiClient({ project, location })` -> Vertex AI with Application Default Credentials.
 * Tests: add `baseUrl` (a local stand-in) and a dummy `apiKey` so no credentials are looked up.
 * Constructing the client does no network I/O; credentials are fetched on the first call.
 */
export function createGeminiClient(options: GeminiClientOptions): GoogleGenAI {
  return new GoogleGenAI(geminiClientOptions(options));
}
