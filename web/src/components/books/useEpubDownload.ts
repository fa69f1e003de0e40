import { useCallback, useState } from 'react';
import { createEpub, fetchFile } from '../../api/epub';
import { track } from '../../lib/analytics';
import { ApiError } from '../../lib/api';
import { saveBlob, saveUrl } from '../../lib/download';
import { useT, type MessageId } from '../../i18n';

export type EpubProgress = { step: 'building' } | { step: 'downloading'; percent: number } | null;

/** What the person reads when the EPUB could not be made or fetched. */
export function epubErrorNote(error: unknown, t: (id: MessageId) => string): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t('books.epub.notFound');
    // 409 (pictures still being drawn), 429 (too many builds), 400: the server says what to do.
    if ([400, 409, 429].includes(error.status)) return error.message;
  }
  return t('books.epub.failed');
}

/**
 * 'Download EPUB (reads aloud)' (issue 44): asks the API to build the book's EPUB (reused when
 * the book did not change), then downloads it from its signed address with its progress, saved
 * under the book's title. Failures are logged and said calmly beside the button.
 */
export function useEpubDownload(bookId: string | null, voice?: string) {
  const t = useT();
  const [progress, setProgress] = useState<EpubProgress>(null);
  const [note, setNote] = useState<string | null>(null);

  const download = useCallback(async () => {
    if (!bookId || progress) return;
    setNote(null);
    setProgress({ step: 'building' });
    try {
      const epub = await createEpub(bookId, voice);
      setProgress({ step: 'downloading', percent: 0 });
      const blob = await fetchFile(epub.url, epub.bytes, (share) =>
        setProgress({ step: 'downloading', percent: Math.round(share * 100) }),
      );
      if (blob) saveBlob(blob, epub.fileName);
      else saveUrl(epub.url, epub.fileName);
      track('file_download', { file_name: epub.fileName, file_extension: 'epub', book_id: bookId });
    } catch (error) {
      console.error('Downloading the EPUB failed', error);
      setNote(epubErrorNote(error, t));
    } finally {
      setProgress(null);
    }
  }, [bookId, voice, progress, t]);

  return { download, progress, note };
}
