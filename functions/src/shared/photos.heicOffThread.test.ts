import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { normalizePhoto } from './photos.js';

// heic-convert as the main thread would see it: any call here means the conversion ran on the
// thread that serves requests (a 12 MP photo blocks it for over a second).
const onMainThread = vi.hoisted(() => vi.fn(() => Promise.reject(new Error('converted on the main thread'))));
vi.mock('heic-convert', () => ({ default: onMainThread }));

describe('HEIC conversion', () => {
  it('runs in a worker thread, never on the main thread', async () => {
    const photo = await normalizePhoto(await readFile(new URL('./testing/photo.heic', import.meta.url)));
    expect(onMainThread).not.toHaveBeenCalled();
    expect(await sharp(photo.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 96, height: 64 });
  });
});
