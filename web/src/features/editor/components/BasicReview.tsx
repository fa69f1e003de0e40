import type { StoryType } from '@contract/story';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { MessageDialog } from '../../../components/ui/Dialog';
import type { EditorEntry } from '../editorEntry';
import { useBookEditor, type BookEditor, type EditorPage } from '../hooks/useBookEditor';
import { BuildBar } from './BuildBar';
import { EditorLayout } from './EditorLayout';
import { PageCard } from './PageCard';
import { PageImage } from './PageImage';
import { RedoneImages } from './RedoneImages';
import { UnsureNote } from './UnsureNote';

export const RECREATING_MESSAGE =
  'Recreating the image. This usually takes about 30 seconds. Thank you for waiting!';
export const BUILT_MESSAGE = 'Your book is built! Check your library!';

/**
 * The basic image review screen (spec part 2 §2): each page's text and picture with Redo Image
 * (3 per book, the page's description as the prompt), the redone pictures under 'Redone Image :'
 * with Redo Image and Select, and 'Build my book!' once every redone page has a choice.
 */
export function BasicReview({ entry, routeType }: { entry: EditorEntry; routeType: StoryType }) {
  const editor = useBookEditor({ entry, mode: 'basic', routeType });
  const navigate = useNavigate();
  const [built, setBuilt] = useState(false);

  async function build() {
    const outcome = await editor.build();
    if (outcome === 'built') {
      editor.finishBuild();
      setBuilt(true);
    } else if (outcome === 'failed') {
      navigate('/library', { replace: true });
    }
  }

  return (
    <EditorLayout
      editor={editor}
      title={editor.title}
      redoMessage={RECREATING_MESSAGE}
      intro={
        <p>
          Not quite right? Redo a picture, then select the one you like best. When every page looks lovely,
          build your book.
        </p>
      }
      renderPage={(page) => <ReviewPage page={page} editor={editor} />}
    >
      {editor.book && !built && <BuildBar editor={editor} onBuild={() => void build()} />}
      <MessageDialog
        open={built}
        title="Hooray!"
        confirmLabel="Go to my Library"
        onClose={() => navigate('/library', { replace: true })}
      >
        <p>{BUILT_MESSAGE}</p>
      </MessageDialog>
    </EditorLayout>
  );
}

function ReviewPage({ page, editor }: { page: EditorPage; editor: BookEditor }) {
  const headingId = useId();
  const number = page.index + 1;
  const redo = () => void editor.redo(page.index);

  return (
    <PageCard
      page={page}
      headingId={headingId}
      redone={
        <RedoneImages
          page={page}
          images={editor.images}
          heading="Redone Image :"
          redoLabel="Redo Image"
          unsure={editor.unsure}
          labels={editor.pictureLabels}
          onRedo={redo}
          onSelect={(imageId) => editor.select(page.index, imageId)}
        />
      }
    >
      <div className="flex flex-col gap-3">
        <figure>
          <PageImage
            url={editor.images[page.currentId]}
            alt={page.description.trim() || `Illustration for page ${number}`}
            waitingLabel={`Painting page ${number}...`}
            failed={editor.failures[page.currentId]}
          />
        </figure>
        <UnsureNote reasons={editor.unsure[page.currentId]} />
        <Button variant="secondary" className="self-start" aria-describedby={headingId} onClick={redo}>
          Redo Image
        </Button>
      </div>
    </PageCard>
  );
}
