import { composeStory, unwrittenLanguageMessage, writesLanguage } from '../../engines/storyteller/index.js';
import { EngineError } from '../../ports/engineError.js';
import type { GeneratedStory, StoryRequest, Storyteller } from '../../ports/storyteller.js';

/**
 * The embedded default storyteller over the offline engine (engines/storyteller): no network,
 * same request and seed -> same story.
 */
export class OfflineStoryteller implements Storyteller {
  readonly description = 'offline storyteller';

  async write(request: StoryRequest): Promise<GeneratedStory> {
    if (!writesLanguage(request.language)) {
      const message = unwrittenLanguageMessage(request.language);
      throw new EngineError(message, false, 'invalid-request', message);
    }
    try {
      return composeStory(request);
    } catch (error) {
      throw new EngineError(`offline storyteller failed: ${(error as Error).message}`, false, 'unknown');
    }
  }
}
