import { deleteBook } from '../../../api/bookEdits';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useSubmit } from '../../../lib/useSubmit';
import { useT } from '../../../i18n';

/**
 * 'Delete book' (issue 29): asks first, then erases the book with its pictures, PDF, share link
 * and print files. Paid print orders stay in the purchase history without the book's title.
 */
export function DeleteBookDialog({
  onClose,
  bookId,
  title,
  onDeleted,
}: {
  onClose: () => void;
  bookId: string;
  title: string;
  onDeleted: () => void;
}) {
  const t = useT();
  const { busy, error, run } = useSubmit(t('library.delete.failed'));

  const confirm = () =>
    run(async () => {
      await deleteBook(bookId);
      onDeleted();
      onClose();
    });

  return (
    <Dialog open onClose={busy ? () => {} : onClose} title={t('library.delete.title', { title })}>
      <p className="text-ink">{t('library.delete.body')}</p>
      {error && (
        <p role="alert" className="font-bold text-berry-deep">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          {t('library.delete.keep')}
        </Button>
        <Button variant="danger" busy={busy} onClick={() => void confirm()}>
          {t('library.deleteBook')}
        </Button>
      </div>
    </Dialog>
  );
}
