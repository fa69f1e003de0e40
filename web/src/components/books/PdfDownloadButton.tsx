import { Button, type ButtonSize, type ButtonVariant } from '../ui/Button';
import { usePdfDownload } from './usePdfDownload';

/** 'Download PDF' with its busy state and a polite note when the file could not be fetched. */
export function PdfDownloadButton({
  bookId,
  variant = 'secondary',
  size = 'md',
  label = 'Download PDF',
}: {
  bookId: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  label?: string;
}) {
  const { download, busy, note } = usePdfDownload(bookId);
  return (
    <span className="inline-flex flex-col gap-1">
      <Button variant={variant} size={size} busy={busy} onClick={() => void download()}>
        {!busy && <DownloadIcon />}
        {label}
      </Button>
      <span role="status" className="text-sm text-ink-soft empty:hidden">
        {note}
      </span>
    </span>
  );
}

function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" />
    </svg>
  );
}
