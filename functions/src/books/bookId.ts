/**
 * bookIds are the creation time in milliseconds (CONTRACT.md); when that millisecond is taken,
 * the next free one. These are the ids to try, in order.
 */
export function* candidateBookIds(nowMs: number, count = 1000): Generator<string> {
  for (let i = 0; i < count; i++) yield String(nowMs + i);
}

/** The image id of a page's original drawing; redos add '_{variant}' (contract imageId reads both). */
export const originalImageId = (bookId: string, page: number) => `${bookId}_${page}`;
