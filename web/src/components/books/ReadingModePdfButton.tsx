import { useState } from 'react';
import { createReadingModePdf, getReadingModePdf, readingModePdfFileName } from '../../api/pdf';
import { useT } from '../../i18n';
import { track } from '../../lib/analytics';
import { ApiError } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { FileDownloadButton, type BookDownloadProps } from './FileDownloadButton';

/**
 * 'Download PDF (reading mode)' beside Download PDF (issue 44): the book's reading-mode edition,
 * built on the first ask (and again after an edit), then saved as '{title}-reading-mode.pdf'.
 */
export function ReadingModePdfButton({
  bookId,
  title = '',
  ...look
}: BookDownloadProps & { title?: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    setNote(t('readingMode.pdfMaking'));
    try {
      await createReadingModePdf(bookId);
      const blob = await getReadingModePdf(bookId);
      const fileName = readingModePdfFileName(bookId, title);
      saveBlob(blob, fileName);
      track('file_download', { file_name: fileName, file_extension: 'pdf', book_id: bookId });
      setNote(null);
    } catch (error) {
      console.error('Downloading the reading-mode PDF failed', error);
      setNote(
        error instanceof ApiError && error.status === 409
          ? t('readingMode.pdfNotReady')
          : t('readingMode.pdfFailed'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileDownloadButton
      label={t('readingMode.pdf')}
      busy={busy}
      status={note}
      onClick={() => void download()}
      {...look}
    />
  );
}
