import { describe, expect, it } from 'vitest';
import { sniffImageType } from './imageType.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffImageType', () => {
  it('recognises PNG, JPEG, WebP and HEIC by their bytes', () => {
    expect(sniffImageType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))?.contentType).toBe('image/png');
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(sniffImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.contentType).toBe('image/webp');
    expect(sniffImageType(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0]))?.contentType).toBe('image/heic');
  });
  it('refuses everything else, whatever it is called', () => {
    expect(sniffImageType(bytes('%PDF-1.7\n'))).toBeNull();
    expect(sniffImageType(bytes('GIF89a'))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 24], 'ftypmp42'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
