import type { GeneratedStory, StoryRequest, Storyteller } from '../../ports/storyteller.js';
import { EngineError } from '../../ports/engineError.js';
import { composeStory } from './compose.js';

/**
 * The embedded default storyteller: writes a 10-paragraph story from templates, a setting
 * catalogue and a plot per moral value, with no network. Same request and seed -> same story.
 */
export class OfflineStoryteller implements Storyteller {
  readonly description = 'offline storyteller';

  async write(request: StoryRequest): Promise<GeneratedStory> {
    try {
      return composeStory(request);
    } catch (error) {
      throw new EngineError(`offline storyteller failed: ${(error as Error).message}`, false, 'unknown');
    }
  }
}
