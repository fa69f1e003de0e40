import type { StoryType } from '@contract/story';
import { useLocation, useParams } from 'react-router-dom';
import { ReadingModeArea } from '../../../components/readingMode/ReadingModeArea';
import { ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { LoadingState } from '../../../components/ui/Spinner';
import { usePageMeta } from '../../../lib/meta';
import { BookReader, type SharePanel } from '../components/BookReader';
import { useBookBySlug } from '../hooks/useBookBySlug';
import { useStoryType } from '../hooks/useStoryType';
import { readReaderState } from '../readerState';
import { useT, type MessageId } from '../../../i18n';

const READER_HEADINGS = {
  Essential: 'reader.heading.photo',
  Enhanced: 'reader.heading.avatar',
  unknown: 'reader.heading.story',
} as const satisfies Record<StoryType | 'unknown', MessageId>;

/**
 * The reader routes: /library/essential/:slug, /library/enhanced/:slug, and /library/:slug
 * (no `type`: checkStoryType decides). The book comes from the navigation state, else from the
 * Library by the slug of its title (reloads, bookmarks). `sharePanel` goes under the book.
 */
export function ReaderRoute({ type, sharePanel }: { type?: StoryType; sharePanel?: SharePanel }) {
  const t = useT();
  const { slug = '' } = useParams();
  const location = useLocation();
  const fromState = readReaderState(location.state);
  const lookup = useBookBySlug(fromState ? null : slug);
  const book = fromState ?? (lookup.status === 'found' ? lookup.book : null);
  const checked = useStoryType(type || !book ? null : book.bookID);
  const resolvedType = type ?? (checked && checked !== 'unknown' ? checked : null);
  const heading = t(READER_HEADINGS[resolvedType ?? 'unknown']);
  usePageMeta(heading);

  let body;
  if (!book) {
    body =
      lookup.status === 'loading' ? (
        <LoadingState label={t('reader.finding')} />
      ) : (
        <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-soft">
          <h2 className="text-2xl font-semibold">{t('reader.notFound.title')}</h2>
          <p>{t('reader.notFound.lead')}</p>
          <ButtonLink to="/library">{t('reader.toLibrary')}</ButtonLink>
        </section>
      );
  } else if (!type && checked === null) {
    body = <LoadingState label={t('reader.opening')} />;
  } else {
    body = (
      <ReadingModeArea>
        <BookReader key={book.bookID} book={book} sharePanel={sharePanel} />
      </ReadingModeArea>
    );
  }

  return (
    <div className="pb-16">
      <PageHeader title={heading} lead={t('reader.lead')} />
      <div className="mx-auto max-w-5xl px-4 sm:px-5">{body}</div>
    </div>
  );
}
