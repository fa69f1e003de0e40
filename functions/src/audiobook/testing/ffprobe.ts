import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Probe {
  /** What ffprobe wrote on stderr at level "error": empty for a clean file. */
  errors: string;
  format: { duration: string; format_name: string; tags?: Record<string, string> };
  streams: { codec_type: string; codec_name: string; disposition?: { attached_pic?: number } }[];
  chapters: { start_time: string; end_time: string; tags?: { title?: string } }[];
}

/**
 * The file as FFmpeg's ffprobe reads it (Debian's `ffmpeg` package): format, streams, chapters,
 * and every error it meets decoding the whole file. Fails, never skips, without ffprobe.
 */
export async function ffprobe(bytes: Uint8Array, name = 'book.mp3'): Promise<Probe> {
  const dir = await mkdtemp(join(tmpdir(), 'audiobook-'));
  try {
    const file = join(dir, name);
    await writeFile(file, bytes);
    const probe = await run('ffprobe', [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      '-show_chapters',
      file,
    ]).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new Error('ffprobe is missing: apt-get install -y ffmpeg');
      throw error;
    });
    // Decoding every frame is what finds a broken stream; -v error prints only problems.
    const decoded = await run('ffmpeg', [
      '-v',
      'error',
      '-nostdin',
      '-i',
      file,
      '-map',
      '0:a',
      '-f',
      'null',
      '-',
    ]);
    return { ...(JSON.parse(probe.stdout) as Omit<Probe, 'errors'>), errors: probe.stderr + decoded.stderr };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
