import { frameHeaderAt } from '../../audiobook/index.js';

/**
 * The playing time of an MP3 file, from its frames' headers (Text-to-Speech answers the audio
 * alone, without its length). An ID3v2 tag at the start is skipped; the frames are summed, and
 * bytes that are no frame header are stepped over (the audiobook's reader is the strict one).
 */
export function mp3DurationMs(bytes: Uint8Array): number {
  let at = 0;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33 && bytes.length >= 10) {
    const size =
      ((bytes[6]! & 0x7f) << 21) |
      ((bytes[7]! & 0x7f) << 14) |
      ((bytes[8]! & 0x7f) << 7) |
      (bytes[9]! & 0x7f);
    at = 10 + size;
  }
  let seconds = 0;
  while (at + 4 <= bytes.length) {
    const header = frameHeaderAt(bytes, at);
    if (!header) {
      at += 1;
      continue;
    }
    seconds += header.samples / header.sampleRate;
    at += header.length;
  }
  return Math.round(seconds * 1000);
}
