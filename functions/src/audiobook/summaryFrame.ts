import { frameHeaderAt, sideInfoBytes, type FrameHeader } from './mp3Frames.js';

/**
 * The joined stream's own summary frame (the "Xing"/"Info" header LAME writes): players and
 * ffprobe take the frame count from it for the exact length and for seeking, instead of
 * guessing from the first frame's bitrate. It decodes as silence where it is not understood.
 * "Info" says every frame has one bitrate, "Xing" that they vary.
 */
export function summaryFrame(
  first: Uint8Array,
  soundFrames: number,
  soundBytes: number,
  constant: boolean,
): Buffer {
  const format = frameHeaderAt(first, 0);
  if (!format) throw new Error('Not an MP3 frame');
  const needed = 4 + sideInfoBytes(format) + 16;
  const header = Buffer.from(first.subarray(0, 4));
  header[1] = header[1]! | 0x01; // no CRC
  header[2] = header[2]! & ~0x02; // no padding
  let info: FrameHeader | null = frameHeaderAt(header, 0);
  // A very low bitrate leaves too small a frame: take the smallest one that holds the summary.
  for (let index = 1; info && info.length < needed && index < 15; index += 1) {
    header[2] = (header[2]! & 0x0f) | (index << 4);
    info = frameHeaderAt(header, 0);
  }
  if (!info || info.length < needed) throw new Error('No frame size holds the summary');
  const out = Buffer.alloc(info.length);
  header.copy(out, 0);
  const at = 4 + sideInfoBytes(info);
  out.write(constant ? 'Info' : 'Xing', at, 'latin1');
  out.writeUInt32BE(0x03, at + 4); // the frame and byte counts follow
  out.writeUInt32BE(soundFrames, at + 8);
  out.writeUInt32BE(soundBytes + info.length, at + 12);
  return out;
}
