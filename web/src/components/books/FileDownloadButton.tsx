import type { ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/Button';
import { Icon } from '../ui/Icon';

/** What each book's download button takes: the book, and how its button looks. */
export interface BookDownloadProps {
  bookId: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A download button with its busy state and, below it, a live line for its progress or for
 * what went wrong (the PDF, reading-mode PDF, EPUB and audiobook buttons).
 */
export function FileDownloadButton({
  label,
  busy,
  status,
  onClick,
  variant = 'secondary',
  size = 'md',
}: {
  label: ReactNode;
  busy: boolean;
  /** Progress or a note; nothing shows when null. */
  status: ReactNode;
  onClick: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  return (
    <span className="inline-flex flex-col gap-1">
      <Button variant={variant} size={size} busy={busy} onClick={onClick}>
        {!busy && <Icon name="download" />}
        {label}
      </Button>
      <span role="status" className="text-sm text-ink-soft empty:hidden">
        {status}
      </span>
    </span>
  );
}
