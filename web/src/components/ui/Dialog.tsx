import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { focusOpener } from './focusReturn';
import { Button } from './Button';
import { cn } from './cn';
import { useT } from '../../i18n/useT';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on a click outside, and by the close controls the caller renders. */
  onClose: () => void;
  /** The visible title; it also names the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** 'center' for messages and questions, 'right' for a slide-in panel. */
  placement?: 'center' | 'right';
  id?: string;
  className?: string;
  /** Content placed next to the title (e.g. a close button). */
  headerAction?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: labelled by its title, focus moves in on open,
 * Tab stays inside, Escape and a click on the backdrop close it, and focus goes back to the
 * element that opened it.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <DialogSurface {...props} /> : null;
}

function DialogSurface({
  onClose,
  title,
  children,
  placement = 'center',
  id,
  className,
  headerAction,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = focusOpener();
    if (!dialog.open) dialog.showModal();
    if (!dialog.contains(document.activeElement)) {
      const first = dialog.querySelector<HTMLElement>('[autofocus]') ?? focusables(dialog)[0] ?? dialog;
      first.focus();
    }
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the backdrop targets the <dialog> itself; clicks inside target its content.
    if (event.target === ref.current) onCloseRef.current();
  }

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      onKeyDown={handleKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={handleClick}
      className={cn(
        'bg-paper p-0 text-ink shadow-soft',
        placement === 'center'
          ? 'm-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl motion-safe:animate-fade-in'
          : 'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-[min(22rem,88vw)] rounded-l-3xl motion-safe:animate-slide-in',
        className,
      )}
    >
      <div className="flex h-full flex-col gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="min-w-0 text-2xl font-semibold wrap-anywhere">
            {title}
          </h2>
          {headerAction}
        </div>
        {children}
      </div>
    </dialog>
  );
}

export interface MessageDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Closes the dialog (Escape, backdrop, and after the confirm button). */
  onClose: () => void;
  /** Runs when the confirm button is pressed, before the dialog closes. */
  onConfirm?: () => void;
  confirmLabel?: string;
}

/** A short message with one button ('Ok'): the spec's thank-you, error and notice dialogs. */
export function MessageDialog({
  open,
  title,
  children,
  onClose,
  onConfirm,
  confirmLabel,
}: MessageDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="text-ink">{children}</div>
      <div className="flex justify-end">
        <Button
          onClick={() => {
            onConfirm?.();
            onClose();
          }}
        >
          {confirmLabel ?? t('ui.dialog.ok')}
        </Button>
      </div>
    </Dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Runs when the confirm button is pressed; the caller closes the dialog. */
  onConfirm: () => void;
  /** Cancel, Escape and a click on the backdrop. */
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** A question with Confirm and Cancel. Cancel comes first, so Enter on open never commits by accident. */
export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <div className="text-ink">{children}</div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('ui.dialog.cancel')}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel ?? t('ui.dialog.confirm')}</Button>
      </div>
    </Dialog>
  );
}
