import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ErrorNote } from '../../../components/ui/ErrorNote';
import { useT } from '../../../i18n';

/**
 * A yes/no question before an admin changes the organization: what happens, Cancel, and the
 * action (busy while the call runs; its error shown inside the dialog).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onClose={() => (busy ? undefined : onCancel())} title={title}>
      <div className="flex flex-col gap-4">
        {children}
        <ErrorNote message={error} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
            {t('ui.dialog.cancel')}
          </Button>
          <Button type="button" variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
