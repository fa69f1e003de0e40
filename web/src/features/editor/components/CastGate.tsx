import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { LoadingState, Spinner } from '../../../components/ui/Spinner';
import { useCastReview } from '../hooks/useCastReview';
import { i18n, useT } from '../../../i18n';

/** The cast sheet's words, read in the page's language when shown. */
export const CAST_TEXT = {
  get drawing() {
    return i18n._('editor.cast.drawing');
  },
  get title() {
    return i18n._('editor.cast.title');
  },
  get lead() {
    return i18n._('editor.cast.lead');
  },
  get approve() {
    return i18n._('editor.cast.approve');
  },
  get redraw() {
    return i18n._('editor.cast.redraw');
  },
  left: (count: number) => i18n._('editor.cast.left', { count }),
};

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
  const t = useT();
  const { state } = review;
  if (state.phase === 'checking') return <LoadingState label={t('editor.opening')} />;
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
            alt={t('editor.cast.alt', { title })}
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
