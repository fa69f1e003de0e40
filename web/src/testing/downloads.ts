import { vi } from 'vitest';

/**
 * The names the page saves files under (each link's `download`), in order, from now on: jsdom
 * cannot save a file, so a click on a download link is recorded instead of followed.
 */
export function savedDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

/**
 * URL.createObjectURL and revokeObjectURL, which jsdom lacks: each blob the page makes an
 * address for gets its own, `blob:{name}-{n}` counting from 1.
 */
export function stubBlobAddresses(name = 'file'): void {
  let made = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:${name}-${(made += 1)}`),
    revokeObjectURL: vi.fn(),
  });
}
