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
import { i18n, useT } from '../../../i18n';

/** Read in the page's language when shown. */
export const recreatingMessage = () => i18n._('editor.review.recreating');
export const builtMessage = () => i18n._('editor.review.built');

/**
 * The basic image review screen (spec part 2 §2): each page's text and picture with Redo Image
 * (3 per book, the page's description as the prompt), the redone pictures under 'Redone Image :'
 * with Redo Image and Select, and 'Build my book!' once every redone page has a choice.
 */
export function BasicReview({ entry, routeType }: { entry: EditorEntry; routeType: StoryType }) {
  const editor = useBookEditor({ entry, mode: 'basic', routeType });
  const navigate = useNavigate();
  const [built, setBuilt] = useState(false);
  const t = useT();

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
      redoMessage={recreatingMessage()}
      intro={<p>{t('editor.review.intro')}</p>}
      renderPage={(page) => <ReviewPage page={page} editor={editor} />}
    >
      {editor.book && !built && <BuildBar editor={editor} onBuild={() => void build()} />}
      <MessageDialog
        open={built}
        title={t('editor.review.hooray')}
        confirmLabel={t('editor.review.toLibrary')}
        onClose={() => navigate('/library', { replace: true })}
      >
        <p>{builtMessage()}</p>
      </MessageDialog>
    </EditorLayout>
  );
}

function ReviewPage({ page, editor }: { page: EditorPage; editor: BookEditor }) {
  const headingId = useId();
  const t = useT();
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
          heading={t('editor.review.redone')}
          redoLabel={t('editor.redoImage')}
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
            alt={page.description.trim() || t('editor.page.alt', { number })}
            waitingLabel={t('editor.page.painting', { number })}
            failed={editor.failures[page.currentId]}
          />
        </figure>
        <UnsureNote mark={editor.unsure[page.currentId]} />
        <Button variant="secondary" className="self-start" aria-describedby={headingId} onClick={redo}>
          {t('editor.redoImage')}
        </Button>
      </div>
    </PageCard>
  );
}
