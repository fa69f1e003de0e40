import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MAX_LEGEND_LENGTH } from '@contract';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import type { StoryType } from '@contract/story';
import type { EditorEntry } from '../editorEntry';
import { useBookEditor, type BookEditor, type EditorPage } from '../hooks/useBookEditor';
import { EditorOverlays, IllustrationProgress, LoadFailed, PageImage, RegenerationsLeft } from './parts';

export const REGENERATING_MESSAGE =
  'Regenerating image. This usually takes about 30-60 seconds. Thank you for waiting!';
export const GUIDE_PATH = '/blog/image-customization-tips-for-your-enhanced-story';

/**
 * The editor with image descriptions (spec part 2 §2), for Photo and Avatar Stories: each page's
 * text and picture, an editable 'Image Description', Redo Image and Select, the redone pictures
 * with Redo Again and Select, and Build my book.
 */
export function DescriptionEditor({ entry, routeType }: { entry: EditorEntry; routeType: StoryType }) {
  const editor = useBookEditor({
    bookId: entry.bookID,
    mode: 'descriptions',
    routeType,
    paragraphs: entry.paragraphs,
  });
  const navigate = useNavigate();
  const title = editor.book?.title || entry.storyTitle || 'Your story';

  async function build() {
    const outcome = await editor.build();
    if (outcome !== 'waiting') navigate('/library', { replace: true });
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
          Want each picture just right? Read our{' '}
          <Link to={GUIDE_PATH} className="font-bold text-leaf underline">
            image customization guide
          </Link>{' '}
          for tips on writing image descriptions.
        </p>
        <p className="rounded-xl bg-sunrise-soft p-4">
          Please select your preferred version of each image before you leave this page. You can come back and
          keep editing any time from your Library.
        </p>
        <IllustrationProgress editor={editor} />
      </section>

      <ol className="flex flex-col gap-6" aria-label="Pages">
        {editor.pages.map((page) => (
          <li key={page.index}>
            <PageEditor page={page} editor={editor} />
          </li>
        ))}
      </ol>

      {editor.book && <BuildBar editor={editor} onBuild={() => void build()} />}

      <EditorOverlays editor={editor} redoMessage={REGENERATING_MESSAGE} />
    </div>
  );
}

export function BuildBar({ editor, onBuild }: { editor: BookEditor; onBuild: () => void }) {
  const waitingForChoice = editor.pages.some((page) => page.pending);
  if (!editor.canBuild && !waitingForChoice) return null;
  return (
    <section
      aria-label="Build your book"
      className="flex flex-col items-center gap-3 rounded-card bg-white p-6 text-center shadow-soft"
    >
      {editor.canBuild ? (
        <>
          <Button size="lg" onClick={onBuild} disabled={!editor.allReady}>
            Build my book!
          </Button>
          {!editor.allReady && (
            <p className="text-ink-soft">You can build your book once all 10 illustrations are ready.</p>
          )}
        </>
      ) : (
        <p className="text-ink-soft">
          Select a picture for every page you redid, then you can build your book.
        </p>
      )}
    </section>
  );
}

function PageEditor({ page, editor }: { page: EditorPage; editor: BookEditor }) {
  const headingId = useId();
  const guideId = useId();
  const errorId = useId();
  const [guideOpen, setGuideOpen] = useState(false);
  const textareaWrap = useRef<HTMLDivElement>(null);
  const number = page.index + 1;
  const names = editor.book?.characterNames ?? [];
  const shownId = page.selected ? page.currentId : page.baseId;
  const imageUrl = editor.images[shownId];
  const alt = editor.book?.legends[page.index]?.trim() || `Illustration for page ${number}`;

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

        <div className="flex flex-col gap-4">
          <figure className="flex flex-col gap-2">
            <PageImage
              url={imageUrl}
              alt={alt}
              waitingLabel={`Painting page ${number}...`}
              failed={editor.failures[shownId]}
            />
          </figure>

          {page.selected ? (
            <div className="flex flex-col gap-3">
              <p className="font-heading font-semibold text-sprout-deep">
                <span aria-hidden="true">✓ </span>Selected for your book
              </p>
              <div>
                <h4 className="font-bold text-ink">Image Description</h4>
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
                Change my choice
              </Button>
            </div>
          ) : (
            <div className="flex flex-col gap-3">
              <div ref={textareaWrap}>
                <TextAreaField
                  label={
                    <>
                      Image Description<span className="sr-only"> for page {number}</span>
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
              {page.error && (
                <p id={errorId} role="alert" className="text-sm font-bold text-ink">
                  <span aria-hidden="true" className="mr-1 text-berry">
                    ●
                  </span>
                  {page.error}
                </p>
              )}
              <div className="flex flex-wrap gap-3">
                <Button variant="secondary" aria-describedby={headingId} onClick={() => void redo()}>
                  Redo Image
                </Button>
                <Button aria-describedby={headingId} disabled={!imageUrl} onClick={() => select(page.baseId)}>
                  Select
                </Button>
              </div>
              {/* Below the buttons: it closes when the description loses focus, and must not move
                  Redo Image away from under the pointer while it is being clicked. */}
              {guideOpen && names.length > 0 && <CharacterNamesGuide id={guideId} names={names} />}
            </div>
          )}
        </div>
      </div>

      {!page.selected && page.redos.length > 0 && (
        <section aria-label={`Redone images for page ${number}`} className="flex flex-col gap-3">
          <h4 className="text-lg font-semibold">Redone Images:</h4>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.redos.map((imageId, position) => {
              const url = editor.images[imageId];
              const label = `New picture ${position + 1} for page ${number}`;
              return (
                <li key={imageId} className="flex flex-col gap-3 rounded-2xl bg-paper p-3">
                  <PageImage url={url} alt={label} waitingLabel="Drawing your new picture..." />
                  {page.currentId === imageId && (
                    <p className="text-sm font-bold text-sprout-deep">In your book</p>
                  )}
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Redo Again (${label})`}
                      onClick={() => void redo()}
                    >
                      Redo Again
                    </Button>
                    <Button
                      size="sm"
                      aria-label={`Select (${label})`}
                      disabled={!url}
                      onClick={() => select(imageId)}
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

/** Shown while a description is being edited: the exact names that keep the characters the same. */
export function CharacterNamesGuide({ id, names }: { id: string; names: string[] }) {
  return (
    <aside id={id} aria-label="Character Names Guide" className="rounded-xl bg-sky-soft p-4">
      <h4 className="font-heading font-semibold text-leaf">Character Names Guide</h4>
      <p className="text-sm">Use these exact names so every character stays the same:</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name} className="rounded-full bg-white px-3 py-1 font-bold">
            {name}
          </li>
        ))}
      </ul>
    </aside>
  );
}
