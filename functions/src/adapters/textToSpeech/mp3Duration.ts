/**
 * The playing time of an MP3 file, from its frames' headers (Text-to-Speech answers the audio
 * alone, without its length). An ID3v2 tag at the start is skipped; the frames are summed.
 */
const BITRATES_KBPS = {
  /** MPEG-1 Layer III */
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  /** MPEG-2 and 2.5 Layer III */
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

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
    const b1 = bytes[at + 1]!;
    const b2 = bytes[at + 2]!;
    if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) {
      at += 1;
      continue;
    }
    const version = (b1 >> 3) & 0x03; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5
    const layer = (b1 >> 1) & 0x03; // 1 Layer III
    const bitrateIndex = (b2 >> 4) & 0x0f;
    const rateIndex = (b2 >> 2) & 0x03;
    const padding = (b2 >> 1) & 0x01;
    const rates = SAMPLE_RATES[version];
    if (layer !== 1 || !rates || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) {
      at += 1;
      continue;
    }
    const sampleRate = rates[rateIndex]!;
    const kbps = (version === 3 ? BITRATES_KBPS.v1 : BITRATES_KBPS.v2)[bitrateIndex]!;
    const samples = version === 3 ? 1152 : 576;
    const length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
    seconds += samples / sampleRate;
    at += length;
  }
  return Math.round(seconds * 1000);
}
