import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { LoadingState, Spinner } from '../../../components/ui/Spinner';
import { useCastReview } from '../hooks/useCastReview';

export const CAST_TEXT = {
  drawing: 'Drawing your characters so you can check them before the pages...',
  title: 'Meet your cast',
  lead: 'This is how your characters will look on every page. Happy with them?',
  approve: 'Looks right, draw my book',
  redraw: 'Draw them again',
  left: (n: number) =>
    n === 0 ? 'No more new drawings for this book.' : `${n} more ${n === 1 ? 'drawing' : 'drawings'} left.`,
} as const;

/**
 * Before the editor of a book saved for cast review: the cast sheet with 'Looks right, draw my
 * book' and 'Draw them again'. Any other book goes straight to the editor.
 */
export function CastGate({
  bookId,
  title,
  children,
}: {
  bookId: string;
  title: string;
  children: ReactNode;
}) {
  const review = useCastReview(bookId);
  const { state } = review;
  if (state.phase === 'checking') return <LoadingState label="Opening your book..." />;
  if (state.phase === 'open') return <>{children}</>;
  return (
    <section
      aria-labelledby="cast-review-heading"
      className="mx-auto flex max-w-3xl flex-col items-center gap-5 rounded-card bg-white p-6 text-center shadow-soft sm:p-8"
    >
      <h2 id="cast-review-heading" className="text-2xl font-semibold">
        {CAST_TEXT.title}
      </h2>
      {state.phase === 'drawing' ? (
        <p role="status" className="flex items-center gap-3 text-ink-soft">
          <Spinner /> {CAST_TEXT.drawing}
        </p>
      ) : (
        <>
          <p>{CAST_TEXT.lead}</p>
          <img
            src={state.sheetUrl}
            alt={`The characters of “${title}”, each with their name`}
            className="w-full rounded-2xl border border-ink-soft/20"
          />
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={() => void review.approve()} disabled={review.busy}>
              {CAST_TEXT.approve}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void review.redraw()}
              disabled={review.busy || state.sheetsLeft === 0}
            >
              {CAST_TEXT.redraw}
            </Button>
          </div>
          <p className="text-sm text-ink-soft">{CAST_TEXT.left(state.sheetsLeft)}</p>
        </>
      )}
      {review.error && (
        <p role="alert" className="font-semibold text-berry-dark">
          {review.error}
        </p>
      )}
    </section>
  );
}
