import {
  composeBilingual,
  composeStory,
  unwrittenLanguageMessage,
  WRITTEN_LANGUAGES,
  writesLanguage,
} from '../../engines/storyteller/index.js';
import { EngineError } from '../../ports/engineError.js';
import type { GeneratedStory, StoryRequest, Storyteller } from '../../ports/storyteller.js';

/**
 * The embedded default storyteller over the offline engine (engines/storyteller): no network,
 * same request and seed -> same story.
 */
export class OfflineStoryteller implements Storyteller {
  readonly description = 'offline storyteller';
  readonly languages = WRITTEN_LANGUAGES;

  async write(request: StoryRequest): Promise<GeneratedStory> {
    for (const language of [request.language, request.secondLanguage]) {
      if (language && !writesLanguage(language)) {
        const message = unwrittenLanguageMessage(language);
        throw new EngineError(message, false, 'invalid-request', message);
      }
    }
    try {
      return request.secondLanguage ? composeBilingual(request) : composeStory(request);
    } catch (error) {
      throw new EngineError(`offline storyteller failed: ${(error as Error).message}`, false, 'unknown');
    }
  }
}
