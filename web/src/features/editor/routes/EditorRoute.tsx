import { useLocation, useParams } from 'react-router-dom';
import type { StoryType } from '@contract/story';
import { useBookBySlug } from '../../../api/useBookBySlug';
import { BookStyleNote } from '../../../components/books/BookStyleNote';
import { LoadingState } from '../../../components/ui/Spinner';
import { BasicReview } from '../components/BasicReview';
import { CastGate } from '../components/CastGate';
import { DescriptionEditor } from '../components/DescriptionEditor';
import { EditorFrame } from '../components/EditorFrame';
import { readEditorEntry, type EditorEntry } from '../editorEntry';
import { useT } from '../../../i18n';

/**
 * An edit route: the book comes from the navigation state, else from the Library by the slug of
 * its title (reloads, bookmarks), as the readers do; when neither names a book, a way back to the
 * Library.
 */
export function EditorRoute({
  heading,
  lead,
  routeType,
  screen,
}: {
  heading: string;
  lead: string;
  routeType: StoryType;
  screen: 'basic' | 'descriptions';
}) {
  const t = useT();
  const { slug = '' } = useParams();
  const fromState = readEditorEntry(useLocation().state);
  const lookup = useBookBySlug(fromState ? null : slug || null);
  const entry: EditorEntry | null =
    fromState ??
    (lookup.status === 'found'
      ? {
          bookID: lookup.book.bookId,
          storyTitle: lookup.book.title,
          paragraphs: [],
          artStyle: lookup.book.artStyle,
          language: lookup.book.language,
        }
      : null);
  const Screen = screen === 'basic' ? BasicReview : DescriptionEditor;
  if (!entry && lookup.status === 'loading') {
    return (
      <EditorFrame heading={heading} lead={lead} hasBook>
        <LoadingState label={t('editor.finding')} />
      </EditorFrame>
    );
  }
  return (
    <EditorFrame heading={heading} lead={lead} hasBook={!!entry}>
      {entry && (
        <BookStyleNote
          artStyle={entry.artStyle}
          language={entry.language}
          className="mb-5 rounded-card bg-white px-5 py-3 shadow-soft"
        />
      )}
      {entry && (
        <CastGate key={entry.bookID} bookId={entry.bookID} title={entry.storyTitle}>
          <Screen entry={entry} routeType={routeType} />
        </CastGate>
      )}
    </EditorFrame>
  );
}
