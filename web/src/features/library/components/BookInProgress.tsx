import { ProgressBar } from '../../../components/ui/ProgressBar';
import { Spinner } from '../../../components/ui/Spinner';
import { useBookImages } from '../hooks/useBookImages';
import { useLegends } from '../hooks/useLegends';
import { imageIdsFor, PAGES_PER_BOOK, storyParagraphs, type EditState } from '../story';

/**
 * A book whose illustrations are being painted: its title, a progress bar 'n of 10 illustrations
 * ready', and the 10 pages, each picture appearing as soon as it is ready.
 */
export function BookInProgress({ book }: { book: EditState }) {
  const legends = useLegends(book.bookID);
  const images = useBookImages(imageIdsFor(book.bookID, book.imageNum));
  const ready = images.filter(Boolean).length;
  const title = book.storyTitle || legends?.title || 'Your story';
  const paragraphs = storyParagraphs(book.formattedStory || legends?.formattedStory || '');
  const done = ready === PAGES_PER_BOOK;

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="book-title"
        className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-soft sm:p-8"
      >
        <h2 id="book-title" className="text-3xl font-semibold">
          {title}
        </h2>
        <ProgressBar
          value={ready}
          max={PAGES_PER_BOOK}
          label={`${ready} of ${PAGES_PER_BOOK} illustrations ready`}
        />
        <p role="status" aria-live="polite" className="text-ink-soft">
          {done
            ? 'All 10 illustrations are ready!'
            : 'Your illustrations are being painted and appear here one by one. This usually takes a few minutes. You can leave this page: your book waits for you in your Library.'}
        </p>
      </section>

      <ol className="flex flex-col gap-6" aria-label="Pages">
        {Array.from({ length: PAGES_PER_BOOK }, (_, index) => {
          const url = images[index] ?? null;
          const legend = legends?.legends[index]?.trim() ?? '';
          return (
            <li key={index}>
              <article
                aria-labelledby={`page-${index + 1}`}
                className="grid gap-5 rounded-card bg-white p-5 shadow-soft sm:p-6 md:grid-cols-2 md:items-center"
              >
                <div className="flex flex-col gap-2">
                  <h3 id={`page-${index + 1}`} className="text-xl font-semibold">
                    Page {index + 1}
                  </h3>
                  <p className="text-xl leading-relaxed">{paragraphs[index] ?? ''}</p>
                </div>
                <figure className="flex flex-col gap-2">
                  {url ? (
                    <img
                      src={url}
                      alt={legend || `Illustration for page ${index + 1}`}
                      className="aspect-square w-full rounded-2xl object-cover motion-safe:animate-fade-in"
                    />
                  ) : (
                    <div className="flex aspect-square w-full flex-col items-center justify-center gap-3 rounded-2xl bg-sky-soft text-leaf">
                      <Spinner className="size-8" />
                      <span className="font-heading">Painting page {index + 1}...</span>
                    </div>
                  )}
                  {legend && <figcaption className="text-sm text-ink-soft">{legend}</figcaption>}
                </figure>
              </article>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
