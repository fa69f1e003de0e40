import { deleteBook } from '../../../api/bookEdits';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useSubmit } from '../../../lib/useSubmit';

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
  const { busy, error, run } = useSubmit("We couldn't delete this book just now. Please try again.");

  const confirm = () =>
    run(async () => {
      await deleteBook(bookId);
      onDeleted();
      onClose();
    });

  return (
    <Dialog open onClose={busy ? () => {} : onClose} title={`Delete "${title}"? This cannot be undone.`}>
      <p className="text-ink">
        Its pages, pictures, PDF and share link go for good. Print orders you paid for stay in your purchase
        history.
      </p>
      {error && (
        <p role="alert" className="font-bold text-berry-deep">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          Keep book
        </Button>
        <Button variant="danger" busy={busy} onClick={() => void confirm()}>
          Delete book
        </Button>
      </div>
    </Dialog>
  );
}
