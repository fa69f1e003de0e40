import { Button, type ButtonSize, type ButtonVariant } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { useT } from '../../i18n';
import { usePdfDownload } from './usePdfDownload';

/** 'Download PDF' with its busy state and a polite note when the file could not be fetched. */
export function PdfDownloadButton({
  bookId,
  title,
  variant = 'secondary',
  size = 'md',
  label,
}: {
  bookId: string;
  /** The book's title: the file is saved under it ('Mias-Big-Day.pdf'). */
  title?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  label?: string;
}) {
  const t = useT();
  const { download, busy, note } = usePdfDownload(bookId, title);
  return (
    <span className="inline-flex flex-col gap-1">
      <Button variant={variant} size={size} busy={busy} onClick={() => void download()}>
        {!busy && <Icon name="download" />}
        {label ?? t('books.pdf.download')}
      </Button>
      <span role="status" className="text-sm text-ink-soft empty:hidden">
        {note}
      </span>
    </span>
  );
}
