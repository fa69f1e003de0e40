import { Button, type ButtonSize, type ButtonVariant } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { useEpubDownload, type EpubProgress } from './useEpubDownload';
import { useT } from '../../i18n';

const progressText = (progress: EpubProgress, t: ReturnType<typeof useT>): string | null =>
  !progress
    ? null
    : progress.step === 'building'
      ? t('books.epub.building')
      : t('books.epub.downloading', { percent: progress.percent });

/**
 * 'Download EPUB (reads aloud)' beside Download PDF: the book as an EPUB 3 for Apple Books,
 * Thorium and other readers, with its progress and a clear note when it could not be made.
 */
export function EpubDownloadButton({
  bookId,
  voice,
  variant = 'secondary',
  size = 'md',
}: {
  bookId: string;
  voice?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const t = useT();
  const { download, progress, note } = useEpubDownload(bookId, voice);
  const busy = progress !== null;
  return (
    <span className="inline-flex flex-col gap-1">
      <Button variant={variant} size={size} busy={busy} onClick={() => void download()}>
        {!busy && <Icon name="download" />}
        {t('books.epub.download')}
      </Button>
      <span role="status" className="text-sm text-ink-soft empty:hidden">
        {note ?? progressText(progress, t)}
      </span>
    </span>
  );
}
