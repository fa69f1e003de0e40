import { useState } from 'react';
import { MAX_DEDICATION_LENGTH } from '@contract/dedication';
import { setDedication } from '../../../api/share';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { useSubmit } from '../../../lib/useSubmit';

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
  const { busy, error, run } = useSubmit("We couldn't save the dedication just now. Please try again.");
  const left = MAX_DEDICATION_LENGTH - text.length;

  const save = (value: string) =>
    run(async () => {
      onSaved(await setDedication(bookId, value));
      onClose();
    });

  return (
    <Dialog open={open} onClose={onClose} title={`Dedication for "${title}"`}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save(text);
        }}
      >
        <Field
          label="Dedication"
          name="dedication"
          value={text}
          maxLength={MAX_DEDICATION_LENGTH}
          placeholder="For Mia, with love from Grandma"
          autoFocus
          error={error}
          hint={`One line on its own page after the cover. ${left} of ${MAX_DEDICATION_LENGTH} characters left.`}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          {dedication && (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void save('')}>
              Remove dedication
            </Button>
          )}
          <Button type="submit" busy={busy} disabled={busy || !text.trim()}>
            Save dedication
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
