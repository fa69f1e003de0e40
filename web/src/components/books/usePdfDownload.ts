import { useCallback, useState } from 'react';
import { getPdf, pdfFileName } from '../../api/pdf';
import { track } from '../../lib/analytics';
import { ApiError } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { useT } from '../../i18n';

/**
 * Download PDF (spec part 2 §7 getPdf): saves it named after the book's title (issue 47) and records a
 * file_download analytics event (part 1 §7). Failures are logged; a short, calm note tells the
 * user to try again instead of the button silently doing nothing.
 */
export function usePdfDownload(bookId: string | null, title = '') {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const download = useCallback(async () => {
    if (!bookId || busy) return;
    setBusy(true);
    setNote(null);
    try {
      const blob = await getPdf(bookId);
      const fileName = pdfFileName(bookId, title);
      saveBlob(blob, fileName);
      track('file_download', { file_name: fileName, file_extension: 'pdf', book_id: bookId });
    } catch (error) {
      console.error('Downloading the PDF failed', error);
      setNote(
        error instanceof ApiError && error.status === 404 ? t('books.pdf.notReady') : t('books.pdf.failed'),
      );
    } finally {
      setBusy(false);
    }
  }, [bookId, title, busy, t]);

  return { download, busy, note };
}
