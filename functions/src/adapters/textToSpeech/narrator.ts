import { protos, v1beta1 } from '@google-cloud/text-to-speech';
import { voiceById } from '../../contract/narration.js';
import { EngineError } from '../../ports/engineError.js';
import type { Narration, NarrationRequest, Narrator } from '../../ports/narrator.js';
import { mp3DurationMs } from './mp3Duration.js';
import { ssmlWithMarks, timedWords, wordsOf } from './ssml.js';

export interface TextToSpeechOptions {
  timeoutMs: number;
  /**
   * Tests and the local stack only: Text-to-Speech's REST API at this loopback address (the
   * stand-in), asked without Google credentials.
   */
  standInUrl?: string;
}

const SSML_MARK = protos.google.cloud.texttospeech.v1beta1.SynthesizeSpeechRequest.TimepointType.SSML_MARK;

/** gRPC status codes (also what the REST fallback maps HTTP statuses to) worth asking again. */
const RETRYABLE = new Map<number, EngineError['reason']>([
  [8, 'rate-limited'], // RESOURCE_EXHAUSTED (429)
  [14, 'unavailable'], // UNAVAILABLE (503)
  [4, 'unavailable'], // DEADLINE_EXCEEDED
  [13, 'unavailable'], // INTERNAL (500)
]);

/**
 * Google Cloud Text-to-Speech (v1beta1, the API that answers SSML marks' time points) over its
 * REST transport (`fallback: true`): the page as SSML with a mark before each word, MP3 back, and
 * each word's time from its mark. Production authenticates as the function's service account.
 */
export class TextToSpeechNarrator implements Narrator {
  readonly description: string;
  private readonly client: v1beta1.TextToSpeechClient;

  constructor(private readonly options: TextToSpeechOptions) {
    const standIn = options.standInUrl ? new URL(options.standInUrl) : null;
    this.description = standIn
      ? `Text-to-Speech stand-in at ${standIn.host}`
      : 'Google Cloud Text-to-Speech (v1beta1)';
    this.client = new v1beta1.TextToSpeechClient({
      fallback: true,
      ...(standIn
        ? {
            apiEndpoint: standIn.hostname,
            port: Number(standIn.port),
            protocol: standIn.protocol.replace(':', ''),
            // No credentials are looked up (which would ask Google's metadata server or OAuth):
            // the stand-in is called with plain fetch and no Authorization header.
            authClient: {
              getRequestHeaders: async () => new Headers(),
              fetch: (url: string, init: RequestInit) => fetch(url, init),
            } as never,
          }
        : {}),
    });
  }

  async narrate({ text, language, voice }: NarrationRequest): Promise<Narration> {
    const known = voiceById(voice);
    if (!known || known.language !== language)
      throw new EngineError(`Unknown voice ${voice} for ${language}`, false, 'invalid-request');
    const words = wordsOf(text);
    let response: {
      audioContent?: Uint8Array | string | null;
      timepoints?: { markName?: string | null; timeSeconds?: number | null }[] | null;
    };
    try {
      [response] = await this.client.synthesizeSpeech(
        {
          input: { ssml: ssmlWithMarks(text, words) },
          voice: { languageCode: known.locale, name: known.id },
          // One sample rate for every voice (Neural2's own): a book's pages join into one
          // audiobook only when they share it (audiobook/README.md).
          audioConfig: { audioEncoding: 'MP3', sampleRateHertz: 24000, speakingRate: 0.9 },
          enableTimePointing: [SSML_MARK],
        },
        { timeout: this.options.timeoutMs, retry: null },
      );
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const cause = (error as { cause?: unknown }).cause;
      // No answer at all (a connection reset, a time-out): as an outage, worth another try.
      const reason = typeof code === 'number' ? RETRYABLE.get(code) : 'unavailable';
      throw new EngineError(
        `Text-to-Speech failed: ${(error as Error).message}${cause ? ` (${String(cause)})` : ''}`,
        reason !== undefined,
        reason ?? 'unknown',
      );
    }
    const content = response.audioContent;
    const audio = typeof content === 'string' ? Buffer.from(content, 'base64') : Buffer.from(content ?? []);
    if (audio.length === 0) throw new EngineError('Text-to-Speech answered no audio', true, 'malformed');
    const durationMs = mp3DurationMs(audio);
    return {
      audio,
      mimeType: 'audio/mpeg',
      durationMs,
      words: timedWords(words, response.timepoints ?? [], durationMs),
    };
  }
}
