import { useState } from 'react';
import { MAX_DEDICATION_LENGTH } from '@contract/dedication';
import { setDedication } from '../../../api/share';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { useSubmit } from '../../../lib/useSubmit';
import { useT } from '../../../i18n';

/**
 * The book's dedication line (issue 29): written, changed or taken away. It is set on its own
 * page after the cover of the PDF and the printed book, and under the title in the reader.
 */
export function DedicationDialog({
  open,
  onClose,
  title,
  bookId,
  dedication,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  bookId: string;
  dedication: string | null;
  onSaved: (dedication: string | null) => void;
}) {
  const [text, setText] = useState(dedication ?? '');
  const t = useT();
  const { busy, error, run } = useSubmit(t('library.dedication.failed'));
  const left = MAX_DEDICATION_LENGTH - text.length;

  const save = (value: string) =>
    run(async () => {
      onSaved(await setDedication(bookId, value));
      onClose();
    });

  return (
    <Dialog open={open} onClose={onClose} title={t('library.dedication.title', { title })}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save(text);
        }}
      >
        <Field
          label={t('library.dedication')}
          name="dedication"
          value={text}
          maxLength={MAX_DEDICATION_LENGTH}
          placeholder={t('library.dedication.placeholder')}
          autoFocus
          error={error}
          hint={t('library.dedication.hint', { left, max: MAX_DEDICATION_LENGTH })}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          {dedication && (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void save('')}>
              {t('library.dedication.remove')}
            </Button>
          )}
          <Button type="submit" busy={busy} disabled={busy || !text.trim()}>
            {t('library.dedication.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
