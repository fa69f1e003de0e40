import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useT, type MessageId } from '../../../i18n';
import type { PrintFileKind, PrintFileStatus } from '../api/print';

const NAMES: Record<PrintFileKind, MessageId> = {
  interior: 'print.file.interior',
  cover: 'print.file.cover',
};

/** One print file: building (with the time it takes), ready to download, or failed with a retry. */
export function PrintFileCard({
  kind,
  file,
  onDownload,
  onRetry,
  busy,
}: {
  kind: PrintFileKind;
  file: PrintFileStatus;
  onDownload: () => void;
  onRetry?: () => void;
  busy: boolean;
}) {
  const t = useT();
  return (
    <section aria-label={t(NAMES[kind])} className="flex flex-col gap-2 rounded-3xl bg-white p-5 shadow-soft">
      <h3 className="text-lg font-semibold">{t(NAMES[kind])}</h3>
      {file.status === 'building' && (
        <p role="status" className="flex items-center gap-2 text-ink-soft">
          <Spinner className="size-5" /> {t('print.file.building')}
        </p>
      )}
      {file.status === 'ready' && (
        <>
          <p>
            {kind === 'interior'
              ? t('print.file.interiorReady', { pages: file.pages ?? '' })
              : t('print.file.coverReady')}
          </p>
          {file.lowResolutionPages.length > 0 && (
            <p className="text-sm text-berry">
              {t('print.file.lowResolution', { pages: file.lowResolutionPages.join(', ') })}
            </p>
          )}
          <Button variant="secondary" onClick={onDownload} disabled={busy}>
            {kind === 'interior' ? t('print.file.downloadInterior') : t('print.file.downloadCover')}
          </Button>
        </>
      )}
      {file.status === 'failed' && (
        <>
          {/* The server's message is one of these two English sentences: the page's language is said instead. */}
          <p role="alert" className="text-berry">
            {kind === 'interior' ? t('print.file.interiorFailed') : t('print.file.coverFailed')}
          </p>
          {onRetry && (
            <Button onClick={onRetry} disabled={busy}>
              {kind === 'interior' ? t('print.file.retryInterior') : t('print.file.retryCover')}
            </Button>
          )}
        </>
      )}
      {file.status === 'none' && <p className="text-ink-soft">{t('print.file.none')}</p>}
    </section>
  );
}
