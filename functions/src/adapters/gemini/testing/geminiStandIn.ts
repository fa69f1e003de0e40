import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import type { GoogleGenAI } from '@google/genai';
import { createGeminiClient } from '../client.js';

/**
 * A local stand-in of the Gemini REST endpoint (`.../models/{model}:generateContent`, Vertex AI
 * and Developer API paths alike) for the adapters' tests: records every call and answers from a
 * queue of scripted replies (the last reply repeats).
 */

export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: GenerateContentBody;
}

/** The parts of a generateContent request body the tests look at. */
export interface GenerateContentBody {
  contents?: {
    role?: string;
    parts?: { text?: string; inlineData?: { mimeType?: string; data?: string } }[];
  }[];
  systemInstruction?: { parts?: { text?: string }[] };
  generationConfig?: Record<string, unknown>;
  safetySettings?: { category?: string; threshold?: string }[];
  [key: string]: unknown;
}

export type Reply =
  | { status: number; json: unknown }
  /** Close the connection without answering (a network failure). */
  | { kind: 'drop' }
  /** Never answer (the client's timeout must fire). */
  | { kind: 'hang' };

export interface GeminiStandIn {
  baseUrl: string;
  calls: RecordedCall[];
  /** Replace the scripted replies; each call takes the next one, the last repeats. */
  reply(...replies: Reply[]): void;
  /** Answer every call with this function instead (for whole-book scenarios). */
  handle(answer: (body: GenerateContentBody) => Reply | Promise<Reply>): void;
  close(): Promise<void>;
}

/** port: 0 (the tests) takes any free one; the local stack (`npm start -- --gemini`) fixes it. */
export async function startGeminiStandIn(port = 0): Promise<GeminiStandIn> {
  const calls: RecordedCall[] = [];
  let replies: Reply[] = [
    { status: 500, json: { error: { code: 500, message: 'no reply scripted', status: 'INTERNAL' } } },
  ];
  let handler: ((body: GenerateContentBody) => Reply | Promise<Reply>) | null = null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void respond());
    async function respond() {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: GenerateContentBody = {};
      try {
        body = raw ? (JSON.parse(raw) as GenerateContentBody) : {};
      } catch {
        body = { unparsable: raw };
      }
      calls.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      // The image model's documented limits, answered as Google does: a final 400.
      const refusal = imageRuleBroken(body);
      const next = refusal
        ? apiError(400, 'INVALID_ARGUMENT', refusal)
        : handler
          ? await Promise.resolve(body)
              .then(handler)
              .catch((error: unknown) => apiError(500, 'INTERNAL', `stand-in failed: ${String(error)}`))
          : replies.length > 1
            ? (replies.shift() as Reply)
            : (replies[0] as Reply);
      if ('kind' in next) {
        if (next.kind === 'drop') req.socket.destroy();
        return; // 'hang': leave the request open
      }
      res.writeHead(next.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(next.json));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}`,
    calls,
    reply: (...next) => {
      handler = null;
      replies = next;
    },
    handle: (answer) => {
      handler = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** At most 3 images per prompt, each PNG, JPEG or WebP (gemini-2.5-flash-image on Vertex AI). */
export const STAND_IN_MAX_IMAGES = 3;
const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

function imageRuleBroken(body: GenerateContentBody): string | null {
  const images = promptPartsOf(body).filter((p) => p.inlineData);
  if (images.length > STAND_IN_MAX_IMAGES)
    return `Too many images in the prompt: ${images.length}; at most ${STAND_IN_MAX_IMAGES} are supported.`;
  const wrong = images.find((p) => !ACCEPTED_IMAGE_TYPES.includes(p.inlineData?.mimeType ?? ''));
  if (wrong) return `Unsupported MIME type: ${wrong.inlineData?.mimeType ?? 'none'}`;
  return null;
}

/** A generateContent answer with these parts and finish reason. */
export function answer(parts: unknown[], finishReason = 'STOP'): Reply {
  return {
    status: 200,
    json: {
      candidates: [{ content: { role: 'model', parts }, finishReason, index: 0 }],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
      modelVersion: 'stand-in',
    },
  };
}

export function apiError(status: number, statusText: string, message: string): Reply {
  return { status, json: { error: { code: status, message, status: statusText } } };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real, valid RGB PNG of the given size filled with one colour. */
export function tinyPng(
  width: number,
  height: number,
  rgb: [number, number, number] = [0x8f, 0xd3, 0xff],
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 16x16 baseline JPEG (543 bytes). */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABwQF/8QAJBAAAQQBBAICAwAAAAAAAAAAAQIDBAYFBwgSExEiABQJMTL/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EACMRAAECBQMFAAAAAAAAAAAAAAECEQMEBQYhABIxFRZhgeH/2gAMAwEAAhEDEQA/ABSm0mobc8HmExLUlRzzEWPkJWW+ulrsaUVAseUgslSlH9LKuPryIKuWPZdskzXmm3fX5m2nF4GlVxx/HOpx4ks51+MiU/Iaad7UcUo4tILoS4kqcWkezS0hO/HvuRp0rO6hWnWO1UisZVuFi4GFeyEpmGepa5S5SWVPuciFKRFLgSrwetnyPIB+Vb4N9mKhQMzo5po9XLdDs9d6ZVix2VEhiL9kuNPxw2gEKcDQ/rs8AuA8VAe0vdl7VOYn+27flGAUgmITjbhSmCg3BYlyeWDkMolvw4KOp1KM6iCNvngZHwetf//Z',
  'base64',
);

/** A Vertex AI client that talks to the stand-in (a dummy key, so no credentials are looked up). */
export function standInClient(
  standIn: Pick<GeminiStandIn, 'baseUrl'>,
  timeoutMs = 2_000,
  location = 'global',
): GoogleGenAI {
  return createGeminiClient({
    project: 'demo-storysprout',
    location,
    baseUrl: standIn.baseUrl,
    apiKey: 'test-key',
    timeoutMs,
  });
}

/** Every part of a call's prompt, text and pictures, in order. */
export const promptPartsOf = (body: GenerateContentBody) =>
  (body.contents ?? []).flatMap((c) => c.parts ?? []);

/** The text of a call's prompt parts, joined. */
export const promptTextOf = (body: GenerateContentBody) =>
  promptPartsOf(body)
    .map((p) => p.text ?? '')
    .join('\n');

/** The pictures a call's prompt carries, as bytes. */
export const promptImagesOf = (body: GenerateContentBody) =>
  promptPartsOf(body)
    .filter((p) => p.inlineData)
    .map((p) => Buffer.from(p.inlineData!.data!, 'base64'));

/** A call that draws the cast's reference sheet, told apart from pages by its opening words. */
export const isSheetCall = (body: GenerateContentBody) =>
  promptTextOf(body).includes('character reference sheet for');

/** A call of the page checker (issue 32), told apart from drawings by its opening words. */
/**
 * Answers every drawing: each reference sheet with a picture of its own (a colour per call, so
 * the sheets a prompt carries can be told apart), every page with the same one.
 */
export function drawSheetsApart(standIn: GeminiStandIn): void {
  let sheets = 0;
  standIn.handle((body) => {
    const png = isSheetCall(body) ? tinyPng(8, 8, [20 * ++sheets, 90, 160]) : tinyPng(8, 8);
    return answer([{ inlineData: { mimeType: 'image/png', data: png.toString('base64') } }]);
  });
}

export const isPageCheck = (body: GenerateContentBody) =>
  promptTextOf(body).includes('Check the drawn page that follows');

/** The page checker's JSON as the model answers it; what is not given passes. */
export interface ScriptedVerdict {
  characters?: { name: string; present?: boolean; matchesSheet?: boolean; detail?: string }[];
  textInPicture?: string;
  anatomy?: string;
  action?: string;
  unsafe?: string;
  score?: number;
}

export function checkAnswer(verdict: ScriptedVerdict = {}): Reply {
  const json = {
    characters: (verdict.characters ?? []).map((c) => ({
      name: c.name,
      present: c.present ?? true,
      matchesSheet: c.matchesSheet ?? true,
      detail: c.detail ?? '',
    })),
    textInPicture: { found: Boolean(verdict.textInPicture), detail: verdict.textInPicture ?? '' },
    anatomy: { correct: !verdict.anatomy, detail: verdict.anatomy ?? '' },
    action: { shown: !verdict.action, detail: verdict.action ?? '' },
    safety: { safe: !verdict.unsafe, detail: verdict.unsafe ?? '' },
    score: verdict.score ?? 95,
  };
  return answer([{ text: JSON.stringify(json) }]);
}
