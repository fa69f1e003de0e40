import type { ButtonSize, ButtonVariant } from '../ui/Button';
import { FileDownloadButton } from './FileDownloadButton';
import { usePdfDownload } from './usePdfDownload';

/** 'Download PDF' with its busy state and a polite note when the file could not be fetched. */
export function PdfDownloadButton({
  bookId,
  title,
  variant = 'secondary',
  size = 'md',
  label = 'Download PDF',
}: {
  bookId: string;
  /** The book's title: the file is saved under it ('Mias-Big-Day.pdf'). */
  title?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  label?: string;
}) {
  const { download, busy, note } = usePdfDownload(bookId, title);
  return (
    <FileDownloadButton
      label={label}
      busy={busy}
      status={note}
      onClick={() => void download()}
      variant={variant}
      size={size}
    />
  );
}
