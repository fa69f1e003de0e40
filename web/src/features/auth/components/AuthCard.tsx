import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { MessageDialog } from '../../../components/ui/Dialog';
import { ErrorNote } from '../../../components/ui/ErrorNote';
import { useT } from '../../../i18n';

/** The card that holds a sign-in or sign-up form, with the page's heading. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="px-5 py-12 sm:py-16">
      <div className="mx-auto flex max-w-lg flex-col gap-6 rounded-card bg-white p-6 shadow-soft sm:p-10">
        <header className="flex flex-col items-center gap-3 text-center">
          <span aria-hidden="true" className="h-2 w-16 rounded-full bg-sunrise" />
          <h1 className="text-3xl font-semibold text-balance sm:text-4xl">{title}</h1>
          {lead && <p className="text-ink-soft">{lead}</p>}
        </header>
        {children}
      </div>
    </div>
  );
}

/** A line of text with a divider on both sides ('OR'). */
export function OrDivider() {
  const t = useT();
  return (
    <div className="flex items-center gap-3 text-sm font-bold text-ink-soft" role="separator">
      <span aria-hidden="true" className="h-px flex-1 bg-ink-soft/30" />
      {t('auth.or')}
      <span aria-hidden="true" className="h-px flex-1 bg-ink-soft/30" />
    </div>
  );
}

/** A message under a form (e.g. the server's sign-up error), announced when it appears. */
export function FormMessage({ message }: { message: string | null }) {
  return (
    <div aria-live="polite">
      <ErrorNote
        message={message}
        className="rounded-xl bg-sunrise-soft px-4 py-3 text-sm font-bold text-ink"
      />
    </div>
  );
}

/**
 * A form's submit button and, under it, what went wrong. With `google`, the Google sign-in
 * beside the form holds the button while it runs, and its failure is said here too.
 */
export function FormSubmit({
  label,
  busy,
  message,
  google,
}: {
  label: string;
  busy: boolean;
  message: string | null;
  google?: { busy: boolean; message: string | null };
}) {
  return (
    <>
      <Button type="submit" busy={busy} disabled={google?.busy} size="lg">
        {label}
      </Button>
      <FormMessage message={message ?? google?.message ?? null} />
    </>
  );
}

/** The line under a form that leads to the other one ('Already have an account? Log in'). */
export function AuthSwitch({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <p className="text-center">
      {question}{' '}
      <Link to={to} className="font-bold text-leaf underline underline-offset-4">
        {label}
      </Link>
    </p>
  );
}

/** The forms' 'Please Try Again' dialog (spec part 1 §8), open while there is a message. */
export function TryAgainDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <MessageDialog open={message !== null} title={t('auth.tryAgainTitle')} onClose={onClose}>
      <p>{message}</p>
    </MessageDialog>
  );
}
