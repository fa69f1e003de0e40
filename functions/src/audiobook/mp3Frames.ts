/**
 * MPEG audio Layer III frames: what an MP3 file holds between its tags. Concatenating files is
 * only sound when every frame has the same MPEG version, sample rate and channels (a decoder
 * keeps those for the whole stream), so `readMp3` reports them for the caller to compare.
 */
const BITRATES_KBPS = {
  /** MPEG-1 Layer III */
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  /** MPEG-2 and 2.5 Layer III */
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
/** By the header's version bits: 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5. */
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

export interface FrameHeader {
  /** 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5 (the header's bits). */
  version: number;
  sampleRate: number;
  kbps: number;
  /** The header's channel mode: 3 mono, else two channels. */
  channelMode: number;
  /** Bytes of the whole frame, header included. */
  length: number;
  /** Samples per channel it decodes to. */
  samples: number;
}

/** The Layer III frame header at `at`, or null where there is none. */
export function frameHeaderAt(bytes: Uint8Array, at: number): FrameHeader | null {
  if (at + 4 > bytes.length) return null;
  const b1 = bytes[at + 1]!;
  const b2 = bytes[at + 2]!;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03; // 1: Layer III
  const bitrateIndex = (b2 >> 4) & 0x0f;
  const rateIndex = (b2 >> 2) & 0x03;
  const rates = SAMPLE_RATES[version];
  if (layer !== 1 || !rates || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const sampleRate = rates[rateIndex]!;
  const kbps = (version === 3 ? BITRATES_KBPS.v1 : BITRATES_KBPS.v2)[bitrateIndex]!;
  const samples = version === 3 ? 1152 : 576;
  const padding = (b2 >> 1) & 0x01;
  const length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
  return { version, sampleRate, kbps, channelMode: (bytes[at + 3]! >> 6) & 0x03, length, samples };
}

/** Where a Xing/Info tag would sit in a frame: after the header and the side information. */
export function sideInfoBytes(header: Pick<FrameHeader, 'version' | 'channelMode'>): number {
  const mono = header.channelMode === 3;
  if (header.version === 3) return mono ? 17 : 32;
  return mono ? 9 : 17;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/**
 * A frame that carries an encoder's summary (Xing, Info, VBRI) instead of sound: it describes
 * its own file only, so a joined file must not carry it on.
 */
function isSummaryFrame(bytes: Uint8Array, at: number, header: FrameHeader): boolean {
  const tag = ascii(bytes, at + 4 + sideInfoBytes(header), 4);
  return tag === 'Xing' || tag === 'Info' || ascii(bytes, at + 36, 4) === 'VBRI';
}

export interface Mp3Stream {
  /** The sound frames, in order, each a view into the file. */
  frames: Uint8Array[];
  /** The first sound frame's header: the stream's version, rate and channels. */
  format: FrameHeader;
  /** Samples per channel of all the frames. */
  samples: number;
  /** Every bitrate seen (one for a constant-bitrate file). */
  bitrates: Set<number>;
}

/**
 * The sound frames of an MP3 file: a leading ID3v2 tag, encoder summary frames and a trailing
 * ID3v1 or APE tag are left out. Anything else between frames, or frames of another version,
 * rate or channel count than the first, is refused: it is not one MP3 stream.
 */
export function readMp3(bytes: Uint8Array): Mp3Stream {
  let at = 0;
  if (ascii(bytes, 0, 3) === 'ID3' && bytes.length >= 10) {
    const size =
      ((bytes[6]! & 0x7f) << 21) |
      ((bytes[7]! & 0x7f) << 14) |
      ((bytes[8]! & 0x7f) << 7) |
      (bytes[9]! & 0x7f);
    const footer = (bytes[5]! & 0x10) !== 0 ? 10 : 0;
    at = 10 + size + footer;
  }
  const frames: Uint8Array[] = [];
  const bitrates = new Set<number>();
  let format: FrameHeader | null = null;
  let samples = 0;
  while (at < bytes.length) {
    const header = frameHeaderAt(bytes, at);
    if (!header) {
      const rest = ascii(bytes, at, 8);
      if (rest.startsWith('TAG') || rest === 'APETAGEX') break;
      // Some encoders pad the end with zeros; anything else is not this stream.
      if (bytes.subarray(at).every((b) => b === 0)) break;
      throw new Error(`Not an MP3 stream: no frame at byte ${at}`);
    }
    if (at + header.length > bytes.length) throw new Error(`The MP3 is cut off at byte ${at}`);
    if (!isSummaryFrame(bytes, at, header)) {
      if (!format) format = header;
      else if (!sameFormat(format, header))
        throw new Error(
          `The MP3 changes its format at byte ${at}: ${describe(header)}, not ${describe(format)}`,
        );
      frames.push(bytes.subarray(at, at + header.length));
      bitrates.add(header.kbps);
      samples += header.samples;
    }
    at += header.length;
  }
  if (!format) throw new Error('The MP3 has no sound frames');
  return { frames, format, samples, bitrates };
}

const channels = (h: FrameHeader) => (h.channelMode === 3 ? 1 : 2);

/** Frames a decoder can play one after another: same version, sample rate and channel count. */
export const sameFormat = (a: FrameHeader, b: FrameHeader) =>
  a.version === b.version && a.sampleRate === b.sampleRate && channels(a) === channels(b);

export const describe = (h: FrameHeader) =>
  `MPEG-${h.version === 3 ? '1' : h.version === 2 ? '2' : '2.5'} Layer III ${h.sampleRate} Hz ${channels(h) === 1 ? 'mono' : 'stereo'}`;

/** The playing time of an MP3 file, from its frames (an ID3v2 tag and summary frames skipped). */
export const mp3DurationMs = (bytes: Uint8Array): number => {
  const stream = readMp3(bytes);
  return Math.round((stream.samples * 1000) / stream.format.sampleRate);
};
