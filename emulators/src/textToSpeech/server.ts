import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { voiceById } from '../../../functions/src/contract/narration.js';
import { encodeMp3, speak } from '../../../functions/src/engines/narrator/index.js';

/**
 * A local stand-in of Google Cloud Text-to-Speech's REST API (v1beta1 `text:synthesize`), for
 * the Text-to-Speech narrator's tests and `npm start -- --tts`: it checks a request as the API
 * would (SSML, a voice of the catalogue with its language code, MP3, SSML mark time points),
 * speaks the text with the offline synthesizer (eSpeak-NG) and answers real MP3 audio with the
 * time of every `<mark>`. Loopback only.
 */
export interface SynthesizeRequest {
  input?: { ssml?: string; text?: string };
  voice?: { languageCode?: string; name?: string };
  /** Enums come as names, or as numbers when the client asks for `enum-encoding=int` (gax does). */
  /** sampleRateHertz is read but not honoured: the stand-in answers at eSpeak's own rate, one for every voice. */
  audioConfig?: { audioEncoding?: string | number; sampleRateHertz?: number; speakingRate?: number };
  enableTimePointing?: (string | number)[];
}

export interface TextToSpeechStandIn {
  url: string;
  /** Every synthesize request, as it came. */
  requests: SynthesizeRequest[];
  /** The next n requests answer this HTTP status (e.g. 429 or 500) instead of audio. */
  failNext(status: number, n?: number): void;
  close(): Promise<void>;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/** The proto enums' numbers (texttospeech v1beta1: AudioEncoding.MP3, TimepointType.SSML_MARK). */
const AUDIO_ENCODING_MP3 = 2;
const TIMEPOINT_SSML_MARK = 1;

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The SSML's plain text and where each mark stands in it. */
export function readSsml(ssml: string): { text: string; marks: { name: string; at: number }[] } {
  const body = /^\s*<speak>([\s\S]*)<\/speak>\s*$/.exec(ssml)?.[1];
  if (body === undefined) throw new ApiError(400, 'Invalid SSML: the document must be one <speak> element.');
  let text = '';
  const marks: { name: string; at: number }[] = [];
  for (const part of body.split(/(<[^>]*>)/)) {
    if (!part) continue;
    if (part.startsWith('<')) {
      const mark = /^<mark name="([^"]+)"\s*\/>$/.exec(part);
      if (!mark) throw new ApiError(400, `Unsupported SSML element: ${part}`);
      marks.push({ name: mark[1] as string, at: text.length });
    } else {
      if (/[<>]/.test(part)) throw new ApiError(400, 'Invalid SSML');
      text += unescapeXml(part);
    }
  }
  return { text, marks };
}

async function synthesize(body: SynthesizeRequest) {
  const ssml = body.input?.ssml;
  if (!ssml) throw new ApiError(400, 'input.ssml is required (this stand-in speaks SSML only).');
  const voice = voiceById(body.voice?.name ?? '');
  if (!voice) throw new ApiError(400, `Voice '${body.voice?.name}' does not exist.`);
  if (body.voice?.languageCode !== voice.locale)
    throw new ApiError(400, `Voice '${voice.id}' does not speak ${body.voice?.languageCode}.`);
  const encoding = body.audioConfig?.audioEncoding;
  if (encoding !== 'MP3' && encoding !== AUDIO_ENCODING_MP3)
    throw new ApiError(400, 'This stand-in answers audioEncoding MP3 only.');
  const { text, marks } = readSsml(ssml);
  const speech = await speak(text, { language: voice.language, gender: voice.gender });
  const timed = (body.enableTimePointing ?? []).some((t) => t === 'SSML_MARK' || t === TIMEPOINT_SSML_MARK);
  // A mark's time: when the first word at or after it starts (eSpeak's own word events).
  const timepoints = timed
    ? marks.map(({ name, at }) => ({
        markName: name,
        timeSeconds: (speech.words.find((w) => w.end > at)?.startMs ?? speech.durationMs) / 1000,
      }))
    : [];
  return {
    audioContent: encodeMp3(speech.samples, speech.sampleRate).toString('base64'),
    timepoints,
    audioConfig: { audioEncoding: 'MP3', sampleRateHertz: speech.sampleRate },
  };
}

async function jsonOf(req: IncomingMessage): Promise<SynthesizeRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as SynthesizeRequest;
  } catch {
    throw new ApiError(400, 'Invalid JSON payload received.');
  }
}

export async function startTextToSpeechStandIn(port = 0): Promise<TextToSpeechStandIn> {
  const requests: SynthesizeRequest[] = [];
  const failures: number[] = [];
  const server: Server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const fail = (status: number, message: string) =>
      reply(status, { error: { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN' } });
    void (async () => {
      try {
        const url = new URL(req.url ?? '/', 'http://stand-in');
        if (req.method !== 'POST' || url.pathname !== '/v1beta1/text:synthesize')
          return fail(404, `No route ${req.method} ${req.url}`);
        const body = await jsonOf(req);
        requests.push(body);
        const failing = failures.shift();
        if (failing) return fail(failing, 'The stand-in was told to fail this request.');
        reply(200, await synthesize(body));
      } catch (error) {
        if (error instanceof ApiError) return fail(error.status, error.message);
        fail(500, String(error));
      }
    })();
  });
  // Synthesis holds the event loop for a while: keep idle connections open longer than a client
  // keeps them (a connection closed as the client reuses it would be reset).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    failNext(status, n = 1) {
      for (let i = 0; i < n; i++) failures.push(status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
