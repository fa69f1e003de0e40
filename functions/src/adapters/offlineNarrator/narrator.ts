import { voiceById } from '../../contract/narration.js';
import { encodeMp3, speak } from '../../engines/narrator/index.js';
import { EngineError } from '../../ports/engineError.js';
import type { Narration, NarrationRequest, Narrator } from '../../ports/narrator.js';

/** The offline narrator: eSpeak-NG (WebAssembly) and a pure-JS MP3 encoder, no network. */
export class OfflineNarrator implements Narrator {
  readonly description = 'offline narrator (eSpeak-NG, MP3)';

  /** wordsPerMinute: the pace (a storybook's 150 unless given; the API tests speak faster). */
  constructor(private readonly options: { wordsPerMinute?: number } = {}) {}

  async narrate({ text, language, voice }: NarrationRequest): Promise<Narration> {
    const known = voiceById(voice);
    if (!known || known.language !== language)
      throw new EngineError(`Unknown voice ${voice} for ${language}`, false, 'invalid-request');
    const speech = await speak(text, {
      language,
      gender: known.gender,
      ...(this.options.wordsPerMinute ? { wordsPerMinute: this.options.wordsPerMinute } : {}),
    });
    return {
      audio: encodeMp3(speech.samples, speech.sampleRate),
      mimeType: 'audio/mpeg',
      durationMs: speech.durationMs,
      words: speech.words,
    };
  }
}
