import { MAX_PARAGRAPH_LENGTH, MAX_TITLE_LENGTH } from '../constants';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { SECOND_TEXT_CLASS } from '../../../lib/storyDraft';
import { languageLabel } from '../labels';
import type { StoryCreation } from '../hooks/useStoryCreation';
import { CREATE_TEXT } from '../messages';
import { useT } from '../../../i18n';

/**
 * The story editor (spec part 2 §2): the title and the 10 paragraphs, editable once the story is
 * generated; Save and Rewrite Story. Locked after the save. A bilingual book's second text sits
 * under each of its first's fields, styled as the reader shows it (issue 45).
 */
export function StoryEditor({ flow }: { flow: StoryCreation }) {
  const t = useT();
  const hasStory = flow.phase === 'ready' || flow.phase === 'saving' || flow.phase === 'saved';
  const locked = !flow.editable;
  const { second } = flow;
  return (
    <section
      aria-labelledby="story-editor-heading"
      className="flex flex-col gap-5 rounded-card bg-white p-6 shadow-soft sm:p-8"
    >
      <div className="flex flex-col gap-1">
        <h2 id="story-editor-heading" className="text-2xl font-semibold">
          {t('create.editor.title')}
        </h2>
        <p className="text-ink-soft">{hasStory ? t('create.editor.ready') : t('create.editor.empty')}</p>
      </div>
      <Field
        label={t('create.editor.storyTitle')}
        value={flow.title}
        disabled={locked}
        maxLength={MAX_TITLE_LENGTH}
        onChange={(event) => flow.setTitle(event.target.value)}
      />
      {second && (
        <Field
          label={t('create.editor.secondTitle', { language: languageLabel(second.language) })}
          lang={second.language}
          className={SECOND_TEXT_CLASS}
          value={second.title}
          disabled={locked}
          maxLength={MAX_TITLE_LENGTH}
          onChange={(event) => flow.setSecondTitle(event.target.value)}
        />
      )}
      <ol className="flex flex-col gap-4">
        {flow.paragraphs.map((paragraph, index) => (
          <li key={index} className="flex flex-col gap-2">
            <TextAreaField
              label={t('create.editor.paragraph', { number: index + 1 })}
              value={paragraph}
              disabled={locked}
              rows={3}
              maxLength={MAX_PARAGRAPH_LENGTH}
              onChange={(event) => flow.setParagraph(index, event.target.value)}
            />
            {second && (
              <TextAreaField
                label={t('create.editor.secondParagraph', {
                  number: index + 1,
                  language: languageLabel(second.language),
                })}
                lang={second.language}
                className={SECOND_TEXT_CLASS}
                value={second.paragraphs[index] ?? ''}
                disabled={locked}
                rows={3}
                maxLength={MAX_PARAGRAPH_LENGTH}
                onChange={(event) => flow.setSecondParagraph(index, event.target.value)}
              />
            )}
          </li>
        ))}
      </ol>
      <div role="status" aria-live="polite" className="empty:hidden">
        {flow.saved && (
          <p className="rounded-xl bg-sprout-soft px-4 py-3 font-bold text-leaf">{CREATE_TEXT.saved}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void flow.save()} disabled={locked} busy={flow.phase === 'saving'}>
          {flow.saved ? t('create.editor.saved') : t('create.editor.save')}
        </Button>
        <Button variant="secondary" onClick={flow.rewrite} disabled={locked}>
          {t('create.editor.rewrite')}
        </Button>
      </div>
    </section>
  );
}
