import { createEpub } from '../../api/epub';
import { ApiError } from '../../lib/api';
import { useSignedDownload, type DownloadProgress } from './useSignedDownload';

export type EpubProgress = DownloadProgress;

/** What the person reads when the EPUB could not be made or fetched. */
export function epubErrorNote(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return "We couldn't find this book. Please reload the page and try again.";
    // 409 (pictures still being drawn), 429 (too many builds), 400: the server says what to do.
    if ([400, 409, 429].includes(error.status)) return error.message;
  }
  return "We couldn't make your EPUB just now. Please try again in a moment.";
}

/**
 * 'Download EPUB (reads aloud)' (issue 44): asks the API to build the book's EPUB (reused when
 * the book did not change), then downloads it from its signed address with its progress, saved
 * under the book's title.
 */
export function useEpubDownload(bookId: string | null, voice?: string) {
  return useSignedDownload(bookId, {
    create: () => createEpub(bookId ?? '', voice),
    extension: 'epub',
    mimeType: 'application/epub+zip',
    errorNote: epubErrorNote,
  });
}
