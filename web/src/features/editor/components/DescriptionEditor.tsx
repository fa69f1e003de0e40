import { MAX_LEGEND_LENGTH } from '@contract';
import type { StoryType } from '@contract/story';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import type { EditorEntry } from '../editorEntry';
import { useBookEditor, type BookEditor, type EditorPage } from '../hooks/useBookEditor';
import { BuildBar } from './BuildBar';
import { CharacterNamesGuide } from './CharacterNamesGuide';
import { EditorLayout } from './EditorLayout';
import { PageCard } from './PageCard';
import { PageImage } from './PageImage';
import { RedoneImages } from './RedoneImages';
import { UnsureNote } from './UnsureNote';
import { ErrorNote } from '../../../components/ui/ErrorNote';
import { i18n, T, useT } from '../../../i18n';

/** Read in the page's language when shown. */
export const regeneratingMessage = () => i18n._('editor.regenerating');
export const GUIDE_PATH = '/blog/image-customization-tips-for-your-enhanced-story';

/**
 * The editor with image descriptions (spec part 2 §2), for Photo and Avatar Stories: each page's
 * text and picture, an editable 'Image Description', Redo Image and Select, the redone pictures
 * with Redo Again and Select, and Build my book.
 */
export function DescriptionEditor({ entry, routeType }: { entry: EditorEntry; routeType: StoryType }) {
  const editor = useBookEditor({ entry, mode: 'descriptions', routeType });
  const navigate = useNavigate();
  const t = useT();

  async function build() {
    const outcome = await editor.build();
    if (outcome !== 'waiting') navigate('/library', { replace: true });
  }

  return (
    <EditorLayout
      editor={editor}
      title={editor.title}
      redoMessage={regeneratingMessage()}
      intro={
        <>
          <p>
            <T
              id="editor.descriptions.guide"
              components={{ 0: <Link to={GUIDE_PATH} className="font-bold text-leaf underline" /> }}
            />
          </p>
          <p className="rounded-xl bg-sunrise-soft p-4">{t('editor.descriptions.selectFirst')}</p>
        </>
      }
      renderPage={(page) => <PageEditor page={page} editor={editor} />}
    >
      {editor.book && <BuildBar editor={editor} onBuild={() => void build()} />}
    </EditorLayout>
  );
}

function PageEditor({ page, editor }: { page: EditorPage; editor: BookEditor }) {
  const headingId = useId();
  const guideId = useId();
  const errorId = useId();
  const [guideOpen, setGuideOpen] = useState(false);
  const t = useT();
  const textareaWrap = useRef<HTMLDivElement>(null);
  const number = page.index + 1;
  const names = editor.book?.characterNames ?? [];
  const shownId = page.selected ? page.currentId : page.baseId;
  const imageUrl = editor.images[shownId];
  const alt = editor.book?.legends[page.index]?.trim() || t('editor.page.alt', { number });

  async function redo() {
    const outcome = await editor.redo(page.index);
    if (outcome === 'empty') textareaWrap.current?.querySelector('textarea')?.focus();
  }

  function select(imageId: string) {
    editor.select(page.index, imageId);
    // The choices make way for the read-only view: keep the keyboard on this page.
    requestAnimationFrame(() => document.getElementById(`${headingId}-change`)?.focus());
  }

  return (
    <PageCard
      page={page}
      headingId={headingId}
      redone={
        !page.selected && (
          <RedoneImages
            page={page}
            images={editor.images}
            heading={t('editor.descriptions.redone')}
            redoLabel={t('editor.redoAgain')}
            unsure={editor.unsure}
            labels={editor.pictureLabels}
            onRedo={() => void redo()}
            onSelect={select}
          />
        )
      }
    >
      <div className="flex flex-col gap-4">
        <figure className="flex flex-col gap-2">
          <PageImage
            url={imageUrl}
            alt={alt}
            waitingLabel={t('editor.page.painting', { number })}
            failed={editor.failures[shownId]}
          />
        </figure>
        <UnsureNote mark={editor.unsure[shownId]} />

        {page.selected ? (
          <div className="flex flex-col gap-3">
            <p className="font-heading font-semibold text-sprout-deep">
              <span aria-hidden="true">✓ </span>
              {t('editor.descriptions.selected')}
            </p>
            <div>
              <h4 className="font-bold text-ink">{t('editor.description')}</h4>
              <p className="whitespace-pre-wrap">{page.description}</p>
            </div>
            <Button
              id={`${headingId}-change`}
              variant="ghost"
              size="sm"
              className="self-start"
              aria-describedby={headingId}
              onClick={() => {
                editor.reopen(page.index);
                requestAnimationFrame(() => textareaWrap.current?.querySelector('textarea')?.focus());
              }}
            >
              {t('editor.descriptions.change')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <div ref={textareaWrap}>
              <TextAreaField
                label={
                  <>
                    {t('editor.description')}
                    <span className="sr-only"> {t('editor.description.forPage', { number })}</span>
                  </>
                }
                value={page.description}
                maxLength={MAX_LEGEND_LENGTH}
                rows={4}
                onChange={(event) => editor.setDescription(page.index, event.target.value)}
                onFocus={() => setGuideOpen(true)}
                onBlur={() => setGuideOpen(false)}
                aria-invalid={page.error ? true : undefined}
                aria-describedby={
                  [page.error ? errorId : null, guideOpen && names.length ? guideId : null]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              />
            </div>
            <ErrorNote id={errorId} message={page.error} className="text-sm font-bold text-ink" />
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" aria-describedby={headingId} onClick={() => void redo()}>
                {t('editor.redoImage')}
              </Button>
              <Button aria-describedby={headingId} disabled={!imageUrl} onClick={() => select(page.baseId)}>
                {t('editor.select')}
              </Button>
            </div>
            {/* Below the buttons: it closes when the description loses focus, and must not move
                Redo Image away from under the pointer while it is being clicked. */}
            {guideOpen && names.length > 0 && <CharacterNamesGuide id={guideId} names={names} />}
          </div>
        )}
      </div>
    </PageCard>
  );
}
