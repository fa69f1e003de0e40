import type { ButtonSize, ButtonVariant } from '../ui/Button';
import { FileDownloadButton } from './FileDownloadButton';
import { useEpubDownload, type EpubProgress } from './useEpubDownload';

export const EPUB_BUTTON_LABEL = 'Download EPUB (reads aloud)';

const progressText = (progress: EpubProgress): string | null =>
  !progress
    ? null
    : progress.step !== 'downloading'
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
  return (
    <FileDownloadButton
      label={EPUB_BUTTON_LABEL}
      busy={progress !== null}
      status={note ?? progressText(progress)}
      onClick={() => void download()}
      variant={variant}
      size={size}
    />
  );
}
