import { useId, useState } from 'react';
import { shareBook, unshareBook, type LibraryDetail } from '../../../api/share';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { ErrorNote } from '../../../components/ui/ErrorNote';

export const SHARE_TEXT = {
  intro:
    'Anyone with the link can read this book, with its pictures and read aloud, without an account. They never see your photos or your name.',
  stopped: 'Sharing stopped. The old link now says the book is no longer shared.',
  copied: 'Link copied. Paste it in a message to share the book.',
  failed: "We couldn't change the sharing of this book just now. Please try again.",
} as const;

type Busy = 'share' | 'stop' | 'dedication' | null;

/**
 * Share a finished book by a read-only link (issue 29): make the link, copy it, choose whether
 * it shows the dedication, and stop sharing (the old link then says the book is no longer shared).
 */
export function ShareDialog({
  open,
  onClose,
  title,
  bookId,
  detail,
  onChange,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  bookId: string;
  detail: LibraryDetail | undefined;
  onChange: (share: LibraryDetail['share']) => void;
}) {
  const [busy, setBusy] = useState<Busy>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [showDedication, setShowDedication] = useState(detail?.share?.showDedication ?? true);
  const checkboxId = useId();
  const share = detail?.share ?? null;
  const dedication = detail?.dedication ?? null;

  async function run(kind: Exclude<Busy, null>, task: () => Promise<void>) {
    setBusy(kind);
    setError(null);
    setStatus('');
    try {
      await task();
    } catch (cause) {
      console.error('Sharing failed', cause);
      setError(cause instanceof Error && cause.message ? cause.message : SHARE_TEXT.failed);
    } finally {
      setBusy(null);
    }
  }

  const makeLink = () =>
    run('share', async () => {
      const url = await shareBook(bookId, showDedication);
      onChange({ url, showDedication });
      setStatus('Your link is ready.');
    });

  const stop = () =>
    run('stop', async () => {
      await unshareBook(bookId);
      onChange(null);
      setStatus(SHARE_TEXT.stopped);
    });

  const toggleDedication = (show: boolean) => {
    setShowDedication(show);
    if (!share) return;
    void run('dedication', async () => {
      const url = await shareBook(bookId, show);
      onChange({ url, showDedication: show });
      setStatus(show ? 'The link shows the dedication.' : 'The link hides the dedication.');
    });
  };

  const copy = async () => {
    if (!share) return;
    try {
      await navigator.clipboard.writeText(share.url);
      setStatus(SHARE_TEXT.copied);
    } catch {
      setStatus('Select the link and copy it.');
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={`Share "${title}"`}>
      <div className="flex flex-col gap-4">
        <p>{SHARE_TEXT.intro}</p>
        {share && (
          <Field
            label="Link to this book"
            readOnly
            value={share.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        )}
        {dedication && (
          <div className="flex items-start gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              className="mt-1 size-5 accent-sprout-deep"
              checked={share ? share.showDedication : showDedication}
              disabled={busy !== null}
              onChange={(event) => toggleDedication(event.target.checked)}
            />
            <label htmlFor={checkboxId}>
              Show the dedication on the link{' '}
              <span className="text-ink-soft">(&ldquo;{dedication}&rdquo;)</span>
            </label>
          </div>
        )}
        <p role="status" aria-live="polite" className="font-bold text-leaf empty:hidden">
          {status}
        </p>
        <ErrorNote message={error} />
        <div className="flex flex-wrap justify-end gap-3">
          {share ? (
            <>
              <Button variant="secondary" busy={busy === 'stop'} disabled={busy !== null} onClick={stop}>
                Stop sharing
              </Button>
              <Button disabled={busy !== null} onClick={() => void copy()}>
                Copy link
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
              <Button busy={busy === 'share'} disabled={busy !== null} onClick={makeLink}>
                Create link
              </Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
