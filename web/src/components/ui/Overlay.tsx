import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusOpener } from './focusReturn';

export interface OverlayProps {
  open: boolean;
  /** The spec's waiting text, e.g. 'Your story is being generated and typically takes around 30s...'. */
  message: ReactNode;
  /** Optional extra content under the message (a progress bar, a hint). */
  children?: ReactNode;
}

/**
 * A full-screen waiting overlay for long work. It is modal (the page behind is inert), cannot be
 * dismissed, announces its message (role=status) and takes focus so screen readers read it; focus
 * returns to where it was when it closes.
 */
export function Overlay(props: OverlayProps) {
  return props.open ? <OverlaySurface {...props} /> : null;
}

function OverlaySurface({ message, children }: OverlayProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = focusOpener();
    if (!dialog.open) dialog.showModal();
    dialog.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      aria-labelledby={messageId}
      aria-busy="true"
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-3xl bg-paper p-0 text-ink shadow-soft motion-safe:animate-fade-in"
    >
      <div className="flex flex-col items-center gap-5 p-8 text-center">
        <Hourglass />
        <div role="status" aria-live="polite">
          <p id={messageId} className="font-heading text-xl font-semibold text-leaf">
            {message}
          </p>
        </div>
        {children}
      </div>
    </dialog>
  );
}

/** A friendly hourglass; it turns slowly only when motion is welcome. */
function Hourglass() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 48 48"
      className="size-16 motion-safe:animate-[spin_3s_ease-in-out_infinite]"
    >
      <rect x="10" y="4" width="28" height="5" rx="2.5" className="fill-leaf" />
      <rect x="10" y="39" width="28" height="5" rx="2.5" className="fill-leaf" />
      <path
        d="M14 9h20c0 9-7 11-7 15s7 6 7 15H14c0-9 7-11 7-15s-7-6-7-15z"
        className="fill-sky-soft stroke-leaf"
        strokeWidth="2"
      />
      <path d="M18 13h12c-1 4-6 6-6 8 0-2-5-4-6-8z" className="fill-sunrise" />
      <path d="M17 37c1-5 5-7 7-7s6 2 7 7z" className="fill-sunrise" />
    </svg>
  );
}
