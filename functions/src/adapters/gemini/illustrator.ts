import { Modality, type GenerateContentResponse, type GoogleGenAI, type Part } from '@google/genai';
import { EngineError } from '../../ports/engineError.js';
import type { LogFields, Logger } from '../../ports/logger.js';
import type {
  IllustratedCharacter,
  Illustration,
  IllustrationRequest,
  Illustrator,
  ReferenceSheetRequest,
} from '../../ports/illustrator.js';
import { hashString } from '../../shared/hash.js';
import { MODEL_PHOTO_MAX_PX, normalizePhoto } from '../../shared/photos.js';
import { generateWithRetry, type GeminiModel, type ReadAnswer } from './generate.js';
import { quoteName } from './promptText.js';
import {
  buildIllustrationPrompt,
  buildReferenceSheetPrompt,
  charactersOnPage,
} from './illustrationPrompt.js';
import { readPngSize, renderAsPng, sniffImageFormat } from './imageBytes.js';
import { assertNotBlocked, CHILD_SAFE_IMAGE_SETTINGS } from './safety.js';

export interface GeminiIllustratorOptions {
  client: GoogleGenAI;
  /** e.g. 'gemini-3.1-flash-image'; from config, never hard-coded. */
  imageModel: string;
  /**
   * The size of pages and redos: the largest the model offers ('4K') prints a 8.75 in page at
   * over 300 ppi, where 1024 px gave 117. The reference sheet is only looked at by the model and
   * stays at 1K.
   */
  imageSize?: '1K' | '2K' | '4K';
  /** Each call's usage, unreadable photos and operator alerts (a retired model, refused access). */
  logger: Logger;
}

/** The image model takes at most this many images in one prompt (a 400 otherwise). */
export const MAX_IMAGES_PER_PROMPT = 3;

/**
 * Answers worth one more try with a new seed: the image was refused or not drawn this time,
 * which a different seed often avoids. A blocked prompt (blockReason) is never retried.
 */
const RETRY_ONCE = new Set(['IMAGE_SAFETY', 'IMAGE_OTHER', 'NO_IMAGE', 'IMAGE_RECITATION', 'RECITATION']);
const SAFETY_LIKE = new Set(['IMAGE_SAFETY', 'IMAGE_RECITATION', 'RECITATION', 'TEXT_ONLY']);

type Photo = { character: IllustratedCharacter; bytes: Buffer; mimeType: string };
type Outcome = ReadAnswer<Illustration, { why: string; safety: boolean }>;

/**
 * Illustrator on a Gemini image model through @google/genai (Vertex AI in production). A book
 * first gets a character reference sheet (its whole cast, front view); every page and redo is
 * then drawn from the legend, the style guide and the characters with that sheet attached and,
 * for Photo Stories, the photos of up to two characters on the page. Answers PNG bytes; a
 * refused or image-less answer is retried once with a new seed, then a final EngineError.
 */
export class GeminiIllustrator implements Illustrator {
  readonly description: string;
  private readonly gemini: GeminiModel;
  private readonly imageSize: '1K' | '2K' | '4K';

  constructor(options: GeminiIllustratorOptions) {
    if (!options.imageModel.trim()) throw new Error('GeminiIllustrator needs an image model name');
    this.gemini = { client: options.client, model: options.imageModel.trim(), logger: options.logger };
    this.imageSize = options.imageSize ?? '4K';
    this.description = `Gemini illustrator (${this.gemini.model}${options.client.vertexai ? ', Vertex AI' : ', Gemini API'})`;
  }

  async draw(request: IllustrationRequest): Promise<Illustration> {
    const room = MAX_IMAGES_PER_PROMPT - (request.reference ? 1 : 0);
    const about = { bookId: request.bookId, page: request.page, variant: request.variant };
    const photos =
      request.storyType === 'Essential' ? await this.photos(charactersOnPage(request), room, about) : [];
    const parts: Part[] = [
      {
        text: buildIllustrationPrompt(
          request,
          photos.map((p) => p.character),
        ),
      },
    ];
    if (request.reference) {
      parts.push({
        text: 'Character and style reference sheet of this book (match every character exactly):',
      });
      parts.push({ inlineData: { mimeType: 'image/png', data: request.reference.bytes.toString('base64') } });
    }
    for (const photo of photos) {
      parts.push({ text: `Reference photo of ${quoteName(photo.character.name)}:` });
      parts.push({ inlineData: { mimeType: photo.mimeType, data: photo.bytes.toString('base64') } });
    }
    return this.generate(
      parts,
      `Illustration of page ${request.page}`,
      // A redraw after a failed check takes another seed: the same one would draw the same picture.
      `${request.bookId}:${request.page}:${request.variant}${request.fixes?.length ? ':fixed' : ''}`,
      about,
    );
  }

  async drawReferenceSheet(request: ReferenceSheetRequest): Promise<Illustration> {
    const about = { bookId: request.bookId };
    // The parent's earlier approved drawings come first; photos only for whom they leave out.
    const earlier = (request.earlier ?? []).slice(0, MAX_IMAGES_PER_PROMPT);
    const drawn = new Set(earlier.flatMap((sheet) => sheet.names.map((n) => n.trim().toLowerCase())));
    const photos =
      request.storyType === 'Essential'
        ? await this.photos(
            request.characters.filter((c) => !drawn.has(c.name.trim().toLowerCase())),
            MAX_IMAGES_PER_PROMPT - earlier.length,
            about,
          )
        : [];
    const parts: Part[] = [
      {
        text: buildReferenceSheetPrompt(
          request,
          photos.map((p) => p.character),
          earlier.length > 0,
        ),
      },
    ];
    for (const sheet of earlier) {
      parts.push({ text: `Earlier approved sheet showing ${sheet.names.map(quoteName).join(', ')}:` });
      parts.push({
        inlineData: { mimeType: sheet.image.contentType, data: sheet.image.bytes.toString('base64') },
      });
    }
    for (const photo of photos) {
      parts.push({ text: `Reference photo of ${quoteName(photo.character.name)}:` });
      parts.push({ inlineData: { mimeType: photo.mimeType, data: photo.bytes.toString('base64') } });
    }
    return this.generate(parts, 'Character reference sheet', `${request.bookId}:sheet`, about, '1K');
  }

  private async generate(
    parts: Part[],
    what: string,
    seedKey: string,
    about: LogFields,
    imageSize: '1K' | '2K' | '4K' = this.imageSize,
  ): Promise<Illustration> {
    return generateWithRetry(this.gemini, {
      what,
      about,
      contents: [{ role: 'user', parts }],
      config: (attempt) => ({
        responseModalities: [Modality.IMAGE],
        imageConfig: {
          aspectRatio: '1:1',
          imageSize,
          // Vertex AI can be told to answer PNG and to draw children (from a parent's photo);
          // the Developer API rejects both fields, and answers PNG by default.
          ...(this.gemini.client.vertexai
            ? { outputMimeType: 'image/png', personGeneration: 'ALLOW_ALL' }
            : {}),
        },
        safetySettings: CHILD_SAFE_IMAGE_SETTINGS,
        seed: (hashString(seedKey) + attempt - 1) % 2_147_483_647,
        automaticContinuation: false,
      }),
      read: (response) => outcomeOf(response, what),
      giveUp: (last) =>
        new EngineError(
          last.safety
            ? `${what}: Gemini would not draw this picture (${last.why}); redo it with a reworded description`
            : `${what}: Gemini answered without a usable image twice (${last.why})`,
          false,
          last.safety ? 'safety' : 'malformed',
        ),
    });
  }

  /**
   * The photos of these characters (main character first), at most `room` of them, each as the
   * model takes it: decoded (HEIC too), upright, at most 1024 px. A photo that cannot be read is
   * left out rather than failing the page.
   */
  private async photos(characters: IllustratedCharacter[], room: number, about: LogFields): Promise<Photo[]> {
    const photos: Photo[] = [];
    for (const character of characters) {
      if (photos.length >= room) break;
      if (!character.photo?.bytes.length) continue;
      const photo = await normalizePhoto(character.photo.bytes, MODEL_PHOTO_MAX_PX).catch(() => null);
      if (!photo) {
        // The character by role, never by name: a log is no place for a child's name.
        this.gemini.logger.warn('A character photo could not be read; drawing without it', {
          ...about,
          kind: character.relationship,
        });
        continue;
      }
      photos.push({ character, bytes: photo.bytes, mimeType: photo.contentType });
    }
    return photos;
  }
}

/** What one answer gives: the picture, or why not and whether that was a refusal. */
async function outcomeOf(response: GenerateContentResponse, what: string): Promise<Outcome> {
  const candidate = response.candidates?.[0];
  const finishReason = (candidate?.finishReason as string | undefined) ?? '';
  if (RETRY_ONCE.has(finishReason)) {
    const message = candidate?.finishMessage;
    return {
      ok: false,
      why: `${finishReason}${message ? `: ${message}` : ''}`,
      safety: SAFETY_LIKE.has(finishReason),
    };
  }
  // A blocked prompt and the text model's safety stops are final at once.
  assertNotBlocked(response, what);
  const decoded = await decodeImageAnswer(response);
  if (decoded.ok) return { ok: true, answer: decoded.illustration };
  // Words instead of a picture: the model declining, which is a refusal, not a broken answer.
  const textOnly = (candidate?.content?.parts ?? []).some((p) => p.text?.trim()) && decoded.noImage;
  return { ok: false, why: textOnly ? `TEXT_ONLY: ${decoded.problem}` : decoded.problem, safety: textOnly };
}

type Decoded = { ok: true; illustration: Illustration } | { ok: false; problem: string; noImage: boolean };

/** The final image of the answer (interim 'thought' images skipped) as PNG bytes and size. */
export async function decodeImageAnswer(response: GenerateContentResponse): Promise<Decoded> {
  const candidate = response.candidates?.[0];
  const images = (candidate?.content?.parts ?? []).filter((p) => p.inlineData?.data && !p.thought);
  const image = images[images.length - 1];
  if (!image?.inlineData?.data) {
    const said = (candidate?.content?.parts ?? [])
      .map((p) => p.text ?? '')
      .join(' ')
      .trim()
      .slice(0, 200);
    return {
      ok: false,
      noImage: true,
      problem: `no image in the answer (finishReason ${candidate?.finishReason ?? 'none'}${said ? `, text: ${said}` : ''})`,
    };
  }
  const bytes = Buffer.from(image.inlineData.data, 'base64');
  const format = sniffImageFormat(bytes);
  if (format === 'png') {
    const size = readPngSize(bytes);
    if (!size) return { ok: false, noImage: false, problem: 'the PNG header is unreadable' };
    return { ok: true, illustration: { png: bytes, ...size } };
  }
  if (format === 'jpeg') {
    // Not expected (PNG is requested on Vertex AI and the default elsewhere); convert so the
    // port's promise (PNG bytes) holds for the blob store, the PDF and the browser.
    const converted = await renderAsPng(bytes).catch(() => undefined);
    if (converted) return { ok: true, illustration: converted };
    return { ok: false, noImage: false, problem: 'a JPEG answer that could not be converted to PNG' };
  }
  return {
    ok: false,
    noImage: false,
    problem: `an image in an unusable format (${image.inlineData.mimeType ?? 'no mime type'}, ${format})`,
  };
}
