import { Modality, type GenerateContentResponse, type GoogleGenAI, type Part } from '@google/genai';
import { EngineError } from '../../ports/engineError.js';
import type {
  IllustratedCharacter,
  Illustration,
  IllustrationRequest,
  Illustrator,
} from '../../ports/illustrator.js';
import { toEngineError } from './errors.js';
import { hashString } from '../../shared/hash.js';
import { buildIllustrationPrompt, charactersOnPage } from './illustrationPrompt.js';
import { readPngSize, renderAsPng, sniffImageFormat } from './imageBytes.js';
import { assertNotBlocked, CHILD_SAFE_SETTINGS } from './safety.js';

export interface GeminiIllustratorOptions {
  client: GoogleGenAI;
  /** e.g. 'gemini-2.5-flash-image'; from config, never hard-coded. */
  imageModel: string;
  /**
   * Upper bound of the reference photos' raw bytes in one request (default 12 MB; inline data
   * is base64 encoded, ~4/3 larger, and a request is capped at about 20 MB). Bigger photo sets
   * are shrunk (PNG/JPEG to at most 1024 px) and, if still too big, trimmed to the ones that fit.
   */
  maxPhotoBytes?: number;
}

const ATTEMPTS = 2;
const DEFAULT_MAX_PHOTO_BYTES = 12 * 1024 * 1024;
const SHRUNK_SIDE = 1024;

type Photo = { character: IllustratedCharacter; bytes: Buffer; mimeType: string };

/**
 * Illustrator on a Gemini image model through @google/genai (Vertex AI in production): the page
 * legend, the style guide, the characters and, for Photo Stories, the family photos of the
 * characters on the page as inline reference images. Answers PNG bytes; a malformed answer (no
 * image, an undecodable image) is retried once, then a final 'malformed' EngineError.
 */
export class GeminiIllustrator implements Illustrator {
  readonly description: string;
  private readonly client: GoogleGenAI;
  private readonly model: string;
  private readonly maxPhotoBytes: number;

  constructor(options: GeminiIllustratorOptions) {
    if (!options.imageModel.trim()) throw new Error('GeminiIllustrator needs an image model name');
    this.client = options.client;
    this.model = options.imageModel.trim();
    this.maxPhotoBytes = options.maxPhotoBytes ?? DEFAULT_MAX_PHOTO_BYTES;
    this.description = `Gemini illustrator (${this.model}${options.client.vertexai ? ', Vertex AI' : ', Gemini API'})`;
  }

  async draw(request: IllustrationRequest): Promise<Illustration> {
    const photos = request.storyType === 'Essential' ? await this.referencePhotos(request) : [];
    const prompt = buildIllustrationPrompt(
      request,
      photos.map((p) => p.character),
    );
    const parts: Part[] = [{ text: prompt }];
    for (const photo of photos) {
      parts.push({ text: `Reference photo of ${photo.character.name}:` });
      parts.push({ inlineData: { mimeType: photo.mimeType, data: photo.bytes.toString('base64') } });
    }
    let problem = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      let response: GenerateContentResponse;
      try {
        response = await this.client.models.generateContent({
          model: this.model,
          contents: [{ role: 'user', parts }],
          config: {
            responseModalities: [Modality.IMAGE],
            imageConfig: {
              aspectRatio: '1:1',
              // Vertex AI can be told to answer PNG; the Developer API rejects the field (the SDK
              // throws), and answers PNG by default, with a JPEG fallback handled below.
              ...(this.client.vertexai ? { outputMimeType: 'image/png' } : {}),
            },
            safetySettings: CHILD_SAFE_SETTINGS,
            seed:
              (hashString(`${request.bookId}:${request.page}:${request.variant}`) + attempt - 1) %
              2_147_483_647,
            automaticContinuation: false,
          },
        });
      } catch (error) {
        throw toEngineError(error, `Illustration of page ${request.page}`);
      }
      assertNotBlocked(response, `Illustration of page ${request.page}`);
      const result = await decodeImageAnswer(response);
      if (result.ok) return result.illustration;
      problem = result.problem;
    }
    throw new EngineError(
      `Illustration of page ${request.page}: Gemini answered without a usable image twice (${problem})`,
      false,
      'malformed',
    );
  }

  /** The photos of the characters on this page, within the request size budget. */
  private async referencePhotos(request: IllustrationRequest): Promise<Photo[]> {
    const wanted = charactersOnPage(request).filter((c) => c.photo && c.photo.bytes.length > 0);
    const photos: Photo[] = wanted.map((character) => {
      const photo = character.photo as { bytes: Buffer; contentType: string };
      return { character, bytes: photo.bytes, mimeType: photoMimeType(photo.bytes, photo.contentType) };
    });
    const total = () => photos.reduce((sum, p) => sum + p.bytes.length, 0);
    if (total() <= this.maxPhotoBytes) return photos;
    // Too big together: shrink the largest first, then drop from the end (main character stays).
    for (const photo of [...photos].sort((a, b) => b.bytes.length - a.bytes.length)) {
      if (total() <= this.maxPhotoBytes) break;
      const shrunk = await renderAsPng(photo.bytes, SHRUNK_SIDE).catch(() => undefined);
      if (shrunk && shrunk.png.length < photo.bytes.length) {
        photo.bytes = shrunk.png;
        photo.mimeType = 'image/png';
      }
    }
    while (photos.length > 1 && total() > this.maxPhotoBytes) photos.pop();
    return total() <= this.maxPhotoBytes ? photos : [];
  }
}

/** The content type the model is told: the sniffed one where the bytes are recognisable. */
function photoMimeType(bytes: Buffer, declared: string): string {
  switch (sniffImageFormat(bytes)) {
    case 'png':
      return 'image/png';
    case 'jpeg':
      return 'image/jpeg';
    case 'webp':
      return 'image/webp';
    default:
      return declared || 'application/octet-stream';
  }
}

type Decoded = { ok: true; illustration: Illustration } | { ok: false; problem: string };

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
      problem: `no image in the answer (finishReason ${candidate?.finishReason ?? 'none'}${said ? `, text: ${said}` : ''})`,
    };
  }
  const bytes = Buffer.from(image.inlineData.data, 'base64');
  const format = sniffImageFormat(bytes);
  if (format === 'png') {
    const size = readPngSize(bytes);
    if (!size) return { ok: false, problem: 'the PNG header is unreadable' };
    return { ok: true, illustration: { png: bytes, ...size } };
  }
  if (format === 'jpeg') {
    // Not expected (PNG is requested on Vertex AI and the default elsewhere); convert so the
    // port's promise (PNG bytes) holds for the blob store, the PDF and the browser.
    const converted = await renderAsPng(bytes).catch(() => undefined);
    if (converted) return { ok: true, illustration: converted };
    return { ok: false, problem: 'a JPEG answer that could not be converted to PNG' };
  }
  return {
    ok: false,
    problem: `an image in an unusable format (${image.inlineData.mimeType ?? 'no mime type'}, ${format})`,
  };
}
