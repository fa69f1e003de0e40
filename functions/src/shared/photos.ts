import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { MAX_PHOTO_PIXELS } from '../contract/books.js';
import { readHeifSize } from './imageSize.js';

/**
 * Family photos as every consumer can use them: HEIC/HEIF (iPhone photos) decoded with libheif
 * (heic-convert, in a worker thread; sharp's prebuilt libvips has no HEVC decoder), everything turned upright by its
 * EXIF orientation, kept within a size that is plenty for likeness and small enough for model
 * requests and PDFs, and stored as JPEG (or PNG when it has transparency).
 */
export const STORED_PHOTO_MAX_PX = 2048;
/** What an image model gets per photo (Gemini's documented input size). */
export const MODEL_PHOTO_MAX_PX = 1024;

export interface NormalizedPhoto {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
}

const isHeif = (bytes: Buffer) =>
  bytes.length >= 12 &&
  bytes.subarray(4, 8).toString('latin1') === 'ftyp' &&
  ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(bytes.subarray(8, 12).toString('latin1'));

/**
 * heic-convert decodes HEVC in pure JavaScript/WebAssembly: a 12 MP photo takes over a second
 * of CPU, which on the request path would stall every other request of the instance. So it runs
 * in a worker thread (one per photo, ended when done); the main thread only waits.
 */
const HEIC_CONVERT = createRequire(import.meta.url).resolve('heic-convert');
const HEIC_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const convert = require(workerData.module);
convert({ buffer: workerData.bytes, format: 'JPEG', quality: 0.92 }).then(
  (out) => parentPort.postMessage({ ok: true, bytes: new Uint8Array(out) }),
  (error) => parentPort.postMessage({ ok: false, message: String((error && error.message) || error) }),
);`;

function heicToJpeg(bytes: Buffer): Promise<Buffer> {
  const size = readHeifSize(bytes);
  if (!size) return Promise.reject(new Error('HEIC without a readable size'));
  if (size.width * size.height > MAX_PHOTO_PIXELS) {
    return Promise.reject(new Error(`HEIC of ${size.width} x ${size.height} is over the pixel limit`));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(HEIC_WORKER, {
      eval: true,
      workerData: { module: HEIC_CONVERT, bytes: new Uint8Array(bytes) },
    });
    worker.once('message', (answer: { ok: boolean; bytes?: Uint8Array; message?: string }) => {
      if (answer.ok && answer.bytes) resolve(Buffer.from(answer.bytes));
      else reject(new Error(`HEIC conversion failed: ${answer.message ?? 'no image'}`));
      void worker.terminate();
    });
    worker.once('error', reject);
    // After an answer this changes nothing; without one, the worker died.
    worker.once('exit', (code) => reject(new Error(`HEIC conversion stopped (exit code ${code})`)));
  });
}

/**
 * Throws when the bytes are not a decodable image or have more than MAX_PHOTO_PIXELS (the
 * uploads were checked by their headers already; this is the second guard).
 */
export async function normalizePhoto(bytes: Buffer, maxPx = STORED_PHOTO_MAX_PX): Promise<NormalizedPhoto> {
  const source = isHeif(bytes) ? await heicToJpeg(bytes) : bytes;
  const image = sharp(source, { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
  const { hasAlpha } = await image.metadata();
  const resized = image.resize({ width: maxPx, height: maxPx, fit: 'inside', withoutEnlargement: true });
  if (hasAlpha) return { bytes: await resized.png().toBuffer(), contentType: 'image/png', extension: 'png' };
  return {
    bytes: await resized.jpeg({ quality: 88, mozjpeg: true }).toBuffer(),
    contentType: 'image/jpeg',
    extension: 'jpg',
  };
}
