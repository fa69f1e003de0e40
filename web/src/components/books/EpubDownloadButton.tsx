import { FileDownloadButton, type BookDownloadProps } from './FileDownloadButton';
import { useEpubDownload, type EpubProgress } from './useEpubDownload';
import { useT } from '../../i18n';

const progressText = (progress: EpubProgress, t: ReturnType<typeof useT>): string | null =>
  !progress
    ? null
    : progress.step !== 'downloading'
      ? t('books.epub.making')
      : t('books.epub.downloading', { percent: progress.percent });

/**
 * 'Download EPUB (reads aloud)' beside Download PDF: the book as an EPUB 3 for Apple Books,
 * Thorium and other readers, with its progress and a clear note when it could not be made.
 */
export function EpubDownloadButton({ bookId, voice, ...look }: BookDownloadProps & { voice?: string }) {
  const t = useT();
  const { download, progress, note } = useEpubDownload(bookId, voice);
  return (
    <FileDownloadButton
      label={t('books.epub.download')}
      busy={progress !== null}
      status={note ?? progressText(progress, t)}
      onClick={() => void download()}
      {...look}
    />
  );
}
