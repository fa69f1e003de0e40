import { createAudiobook, narrationUnderWay } from '../../api/audiobook';
import { useT } from '../../i18n';
import { ApiError } from '../../lib/api';
import { FileDownloadButton, type BookDownloadProps } from './FileDownloadButton';
import { serverExplains, useSignedDownload } from './useSignedDownload';

/**
 * 'Download the audiobook' beside the EPUB (issue 44 item 4): the book's narration as one MP3
 * with a chapter per page and the cover as artwork. When a page is not read aloud yet the API
 * asks for it; the button says how far the narration is and asks again until it is done.
 */
export function AudiobookDownloadButton({ bookId, voice, ...look }: BookDownloadProps & { voice?: string }) {
  const t = useT();
  const { download, progress, note } = useSignedDownload(bookId, {
    create: () => createAudiobook(bookId, voice),
    extension: 'mp3',
    mimeType: 'audio/mpeg',
    waiting: (error) => {
      const underWay = narrationUnderWay(error);
      return underWay && { done: underWay.pagesReady, of: underWay.pages };
    },
    tooSlowNote: t('audiobook.tooSlow'),
    errorNote: (error) =>
      error instanceof ApiError && error.status === 404
        ? t('audiobook.notFound')
        : (serverExplains(error) ?? t('audiobook.failed')),
  });
  const status =
    note ??
    (progress?.step === 'building'
      ? t('audiobook.building')
      : progress?.step === 'waiting'
        ? t('audiobook.narrating', { done: progress.done, of: progress.of })
        : progress?.step === 'downloading'
          ? t('audiobook.downloading', { percent: progress.percent })
          : null);
  return (
    <FileDownloadButton
      label={t('audiobook.download')}
      busy={progress !== null}
      status={status}
      onClick={() => void download()}
      {...look}
    />
  );
}
