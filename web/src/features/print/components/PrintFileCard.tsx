import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import type { PrintFileKind, PrintFileStatus } from '../api/print';

const NAMES: Record<PrintFileKind, string> = { interior: 'Interior (story pages)', cover: 'Cover' };

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
  return (
    <section aria-label={NAMES[kind]} className="flex flex-col gap-2 rounded-3xl bg-white p-5 shadow-soft">
      <h3 className="text-lg font-semibold">{NAMES[kind]}</h3>
      {file.status === 'building' && (
        <p role="status" className="flex items-center gap-2 text-ink-soft">
          <Spinner className="size-5" /> Generating the print file… this takes 3-5 minutes.
        </p>
      )}
      {file.status === 'ready' && (
        <>
          <p>
            {kind === 'interior'
              ? `Ready: ${file.pages ?? ''} pages, 8.75 x 8.75 in with bleed.`
              : 'Ready: back, spine and front on one page.'}
          </p>
          {file.lowResolutionPages.length > 0 && (
            <p className="text-sm text-berry">
              Pages {file.lowResolutionPages.join(', ')} have pictures below 150 ppi and may print slightly
              soft.
            </p>
          )}
          <Button variant="secondary" onClick={onDownload} disabled={busy}>
            {kind === 'interior' ? 'Download Interior PDF' : 'Download Cover PDF'}
          </Button>
        </>
      )}
      {file.status === 'failed' && (
        <>
          <p role="alert" className="text-berry">
            {file.message ??
              (kind === 'interior' ? 'Failed to generate print PDF' : 'Failed to generate cover PDF')}
          </p>
          {onRetry && (
            <Button onClick={onRetry} disabled={busy}>
              {kind === 'interior' ? 'Retry Interior PDF' : 'Retry Cover PDF'}
            </Button>
          )}
        </>
      )}
      {file.status === 'none' && <p className="text-ink-soft">Not generated yet.</p>}
    </section>
  );
}
