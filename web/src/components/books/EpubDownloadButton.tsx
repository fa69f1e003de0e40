import { Button, type ButtonSize, type ButtonVariant } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { useEpubDownload, type EpubProgress } from './useEpubDownload';

export const EPUB_BUTTON_LABEL = 'Download EPUB (reads aloud)';

const progressText = (progress: EpubProgress): string | null =>
  !progress
    ? null
    : progress.step === 'building'
      ? 'Making your EPUB…'
      : `Downloading your EPUB… ${progress.percent}%`;

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
  const { download, progress, note } = useEpubDownload(bookId, voice);
  const busy = progress !== null;
  return (
    <span className="inline-flex flex-col gap-1">
      <Button variant={variant} size={size} busy={busy} onClick={() => void download()}>
        {!busy && <Icon name="download" />}
        {EPUB_BUTTON_LABEL}
      </Button>
      <span role="status" className="text-sm text-ink-soft empty:hidden">
        {note ?? progressText(progress)}
      </span>
    </span>
  );
}
