import { createEpub } from '../../api/epub';
import { ApiError } from '../../lib/api';
import { i18n } from '../../i18n';
import { serverExplains, useSignedDownload, type DownloadProgress } from './useSignedDownload';

export type EpubProgress = DownloadProgress;

/** What the person reads when the EPUB could not be made or fetched. */
export function epubErrorNote(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return i18n._('books.epub.notFound');
  return serverExplains(error) ?? i18n._('books.epub.failed');
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
