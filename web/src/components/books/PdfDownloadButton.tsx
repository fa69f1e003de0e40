import { FileDownloadButton, type BookDownloadProps } from './FileDownloadButton';
import { usePdfDownload } from './usePdfDownload';
import { useT } from '../../i18n';

/** 'Download PDF' with its busy state and a polite note when the file could not be fetched. */
export function PdfDownloadButton({
  bookId,
  title,
  label,
  ...look
}: BookDownloadProps & {
  /** The book's title: the file is saved under it ('Mias-Big-Day.pdf'). */
  title?: string;
  label?: string;
}) {
  const t = useT();
  const { download, busy, note } = usePdfDownload(bookId, title);
  return (
    <FileDownloadButton
      label={label ?? t('books.pdf.download')}
      busy={busy}
      status={note}
      onClick={() => void download()}
      {...look}
    />
  );
}
