import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { MessageDialog } from '../../../components/ui/Dialog';
import type { StoryType } from '@contract/story';
import type { EditorEntry } from '../editorEntry';
import { useBookEditor, type BookEditor, type EditorPage } from '../hooks/useBookEditor';
import { BuildBar } from './DescriptionEditor';
import { EditorOverlays, IllustrationProgress, LoadFailed, PageImage, RegenerationsLeft } from './parts';

export const RECREATING_MESSAGE =
  'Recreating the image. This usually takes about 30 seconds. Thank you for waiting!';
export const BUILT_MESSAGE = 'Your book is built! Check your library!';

/**
 * The basic image review screen (spec part 2 §2): each page's text and picture with Redo Image
 * (3 per book, the page's description as the prompt), the redone pictures under 'Redone Image :'
 * with Redo Image and Select, and 'Build my book!' once every redone page has a choice.
 */
export function BasicReview({ entry, routeType }: { entry: EditorEntry; routeType: StoryType }) {
  const editor = useBookEditor({
    bookId: entry.bookID,
    mode: 'basic',
    routeType,
    paragraphs: entry.paragraphs,
  });
  const navigate = useNavigate();
  const [built, setBuilt] = useState(false);
  const title = editor.book?.title || entry.storyTitle || 'Your story';

  async function build() {
    const outcome = await editor.build();
    if (outcome === 'built') {
      editor.finishBuild();
      setBuilt(true);
    } else if (outcome === 'failed') {
      navigate('/library', { replace: true });
    }
  }

  if (editor.loadFailed) return <LoadFailed />;

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="book-title"
        className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-soft sm:p-8"
      >
        <h2 id="book-title" className="text-3xl font-semibold">
          {title}
        </h2>
        <RegenerationsLeft left={editor.left} />
        <p>
          Not quite right? Redo a picture, then select the one you like best. When every page looks lovely,
          build your book.
        </p>
        <IllustrationProgress editor={editor} />
      </section>

      <ol className="flex flex-col gap-6" aria-label="Pages">
        {editor.pages.map((page) => (
          <li key={page.index}>
            <ReviewPage page={page} editor={editor} />
          </li>
        ))}
      </ol>

      {editor.book && !built && <BuildBar editor={editor} onBuild={() => void build()} />}

      <EditorOverlays editor={editor} redoMessage={RECREATING_MESSAGE} />
      <MessageDialog
        open={built}
        title="Hooray!"
        confirmLabel="Go to my Library"
        onClose={() => navigate('/library', { replace: true })}
      >
        <p>{BUILT_MESSAGE}</p>
      </MessageDialog>
    </div>
  );
}

function ReviewPage({ page, editor }: { page: EditorPage; editor: BookEditor }) {
  const headingId = useId();
  const number = page.index + 1;
  const url = editor.images[page.currentId];
  const alt = page.description.trim() || `Illustration for page ${number}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-6 rounded-card bg-white p-5 shadow-soft sm:p-6"
    >
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <div className="flex flex-col gap-2">
          <h3 id={headingId} className="text-xl font-semibold">
            Page {number}
          </h3>
          <p className="text-xl leading-relaxed">{page.text}</p>
        </div>
        <div className="flex flex-col gap-3">
          <figure>
            <PageImage
              url={url}
              alt={alt}
              waitingLabel={`Painting page ${number}...`}
              failed={editor.failures[page.currentId]}
            />
          </figure>
          <Button
            variant="secondary"
            className="self-start"
            aria-describedby={headingId}
            onClick={() => void editor.redo(page.index)}
          >
            Redo Image
          </Button>
        </div>
      </div>

      {page.redos.length > 0 && (
        <section aria-label={`Redone images for page ${number}`} className="flex flex-col gap-3">
          <h4 className="text-lg font-semibold">Redone Image :</h4>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.redos.map((imageId, position) => {
              const redoUrl = editor.images[imageId];
              const label = `New picture ${position + 1} for page ${number}`;
              const inBook = page.currentId === imageId;
              return (
                <li key={imageId} className="flex flex-col gap-3 rounded-2xl bg-paper p-3">
                  <PageImage url={redoUrl} alt={label} waitingLabel="Drawing your new picture..." />
                  {inBook && <p className="text-sm font-bold text-sprout-deep">In your book</p>}
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Redo Image (${label})`}
                      onClick={() => void editor.redo(page.index)}
                    >
                      Redo Image
                    </Button>
                    <Button
                      size="sm"
                      aria-label={`Select (${label})`}
                      disabled={!redoUrl}
                      onClick={() => editor.select(page.index, imageId)}
                    >
                      Select
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </article>
  );
}
