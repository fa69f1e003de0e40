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
