import { useId, useState } from 'react';
import { shareBook, unshareBook, type LibraryDetail } from '../../../api/share';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { ErrorNote } from '../../../components/ui/ErrorNote';
import { useT } from '../../../i18n';

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
  const t = useT();
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
      setError(cause instanceof Error && cause.message ? cause.message : t('library.share.failed'));
    } finally {
      setBusy(null);
    }
  }

  const makeLink = () =>
    run('share', async () => {
      const url = await shareBook(bookId, showDedication);
      onChange({ url, showDedication });
      setStatus(t('library.share.ready'));
    });

  const stop = () =>
    run('stop', async () => {
      await unshareBook(bookId);
      onChange(null);
      setStatus(t('library.share.stopped'));
    });

  const toggleDedication = (show: boolean) => {
    setShowDedication(show);
    if (!share) return;
    void run('dedication', async () => {
      const url = await shareBook(bookId, show);
      onChange({ url, showDedication: show });
      setStatus(show ? t('library.share.showsDedication') : t('library.share.hidesDedication'));
    });
  };

  const copy = async () => {
    if (!share) return;
    try {
      await navigator.clipboard.writeText(share.url);
      setStatus(t('library.share.copied'));
    } catch {
      setStatus(t('library.share.copyYourself'));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('library.share.title', { title })}>
      <div className="flex flex-col gap-4">
        <p>{t('library.share.intro')}</p>
        {share && (
          <Field
            label={t('library.share.link')}
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
              {t('library.share.showDedication')}{' '}
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
                {t('library.share.stop')}
              </Button>
              <Button disabled={busy !== null} onClick={() => void copy()}>
                {t('library.share.copy')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('library.close')}
              </Button>
              <Button busy={busy === 'share'} disabled={busy !== null} onClick={makeLink}>
                {t('library.share.create')}
              </Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
