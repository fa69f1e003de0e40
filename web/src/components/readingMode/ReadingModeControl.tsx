import { useState } from 'react';
import { useT } from '../../i18n';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ReadingModeFields } from './ReadingModeFields';
import { useReadingMode } from './useReadingMode';

/**
 * The reader's 'Reading mode' button: a small dialog with the mode's choices, each shown on the
 * book behind it at once and kept (with the account when signed in, else in this browser).
 */
export function ReadingModeControl() {
  const t = useT();
  const { mode, setMode } = useReadingMode();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const change = (next: Parameters<typeof setMode>[0]) => {
    setFailed(false);
    setMode(next).catch((error: unknown) => {
      console.error('Keeping the reading mode failed', error);
      setFailed(true);
    });
  };
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {mode.on ? t('readingMode.buttonOn') : t('readingMode.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('readingMode.title')}>
        <div className="flex flex-col gap-5">
          <ReadingModeFields mode={mode} onChange={change} />
          {failed && (
            <p role="alert" className="font-semibold text-berry-dark">
              {t('readingMode.saveFailed')}
            </p>
          )}
          <Button className="self-end" onClick={() => setOpen(false)}>
            {t('readingMode.done')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
