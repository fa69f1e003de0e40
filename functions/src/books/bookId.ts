/**
 * bookIds are the creation time in milliseconds (CONTRACT.md); when that millisecond is taken,
 * the next free one. These are the ids to try, in order.
 */
export function* candidateBookIds(nowMs: number, count = 1000): Generator<string> {
  for (let i = 0; i < count; i++) yield String(nowMs + i);
}

/** '{bookId}_{n}' or '{bookId}_{n}_{variant}' -> its parts. */
export function parseImageId(imageId: string): { bookId: string; page: number; variant: number } {
  const [bookId = '', page = '0', variant = '0'] = imageId.split('_');
  return { bookId, page: Number(page), variant: Number(variant) };
}

export const originalImageId = (bookId: string, page: number) => `${bookId}_${page}`;
