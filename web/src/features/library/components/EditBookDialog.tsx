import { useEffect, useState } from 'react';
import { MAX_PARAGRAPH_LENGTH, MAX_TITLE_LENGTH } from '@contract/books';
import { paragraphsOfFormatted, updateBook, type BookEdit } from '../../../api/bookEdits';
import { fetchLegends } from '../../../api/legends';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { LoadingState } from '../../../components/ui/Spinner';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import {
  draftProblem,
  languageName,
  SECOND_TEXT_CLASS,
  secondDraftProblem,
  type SecondDraft,
} from '../../../lib/storyDraft';
import { useSubmit } from '../../../lib/useSubmit';
import { useT } from '../../../i18n';

/** What is wrong with either text, the first's first; null when both can be sent. */
const editsProblem = (title: string, paragraphs: string[], second: SecondDraft | null) =>
  draftProblem(title, paragraphs) ?? secondDraftProblem(second);

/** The body of updateBook: the first text, and the second too on a bilingual book. */
function editOf(title: string, paragraphs: string[], second: SecondDraft | null): BookEdit {
  const edit: BookEdit = { storyTitle: title.trim(), paragraphs };
  return second ? { ...edit, secondTitle: second.title.trim(), secondParagraphs: second.paragraphs } : edit;
}

/**
 * 'Edit text' of a saved book (issue 29): its title and its 10 paragraphs, fixed at no credit,
 * and on a bilingual book (issue 45) its second title and each page's second text beneath the
 * first. The pictures stay as drawn; the PDF and any print files not yet sent are made again.
 */
export function EditBookDialog({
  onClose,
  bookId,
  title,
  onSaved,
}: {
  onClose: () => void;
  bookId: string;
  title: string;
  onSaved: (storyTitle: string) => void;
}) {
  const [draftTitle, setDraftTitle] = useState(title);
  const [paragraphs, setParagraphs] = useState<string[] | null>(null);
  const [second, setSecond] = useState<SecondDraft | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const t = useT();
  const { busy, error, run, fail } = useSubmit(t('library.edit.failed'));

  useEffect(() => {
    let active = true;
    fetchLegends(bookId)
      .then((book) => {
        if (!active) return;
        setDraftTitle(book.title);
        setParagraphs(paragraphsOfFormatted(book.formattedStory));
        if (book.second)
          setSecond({
            language: book.second.secondLanguage,
            title: book.second.secondTitle,
            paragraphs: book.second.secondParagraphs,
          });
      })
      .catch(() => {
        if (active) setLoadFailed(true);
      });
    return () => {
      active = false;
    };
  }, [bookId]);

  async function save() {
    if (!paragraphs) return;
    const problem = editsProblem(draftTitle, paragraphs, second);
    if (problem) {
      fail(problem);
      return;
    }
    await run(async () => {
      const saved = await updateBook(bookId, editOf(draftTitle, paragraphs, second));
      onSaved(saved.storyTitle);
      onClose();
    });
  }

  return (
    <Dialog open onClose={onClose} title={t('library.edit.title', { title })}>
      {loadFailed ? (
        <p role="alert" className="text-berry-deep">
          {t('library.edit.loadFailed')}
        </p>
      ) : !paragraphs ? (
        <LoadingState label={t('library.edit.loading')} />
      ) : (
        <form
          className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <p className="text-ink-soft">{t('library.edit.lead')}</p>
          <Field
            label={t('library.edit.storyTitle')}
            name="storyTitle"
            value={draftTitle}
            maxLength={MAX_TITLE_LENGTH}
            autoFocus
            onChange={(event) => setDraftTitle(event.target.value)}
          />
          {second && (
            <Field
              label={t('library.edit.secondTitle', { language: languageName(second.language) })}
              name="secondTitle"
              lang={second.language}
              className={SECOND_TEXT_CLASS}
              value={second.title}
              maxLength={MAX_TITLE_LENGTH}
              onChange={(event) => setSecond({ ...second, title: event.target.value })}
            />
          )}
          {paragraphs.map((text, i) => (
            <div key={i} className="flex flex-col gap-2">
              <TextAreaField
                label={t('library.edit.page', { number: i + 1 })}
                name={`paragraph-${i + 1}`}
                value={text}
                rows={3}
                maxLength={MAX_PARAGRAPH_LENGTH}
                onChange={(event) =>
                  setParagraphs((current) =>
                    current ? current.map((p, j) => (j === i ? event.target.value : p)) : current,
                  )
                }
              />
              {second && (
                <TextAreaField
                  label={t('library.edit.secondPage', {
                    number: i + 1,
                    language: languageName(second.language),
                  })}
                  name={`second-paragraph-${i + 1}`}
                  lang={second.language}
                  className={SECOND_TEXT_CLASS}
                  value={second.paragraphs[i] ?? ''}
                  rows={3}
                  maxLength={MAX_PARAGRAPH_LENGTH}
                  onChange={(event) =>
                    setSecond({
                      ...second,
                      paragraphs: second.paragraphs.map((p, j) => (j === i ? event.target.value : p)),
                    })
                  }
                />
              )}
            </div>
          ))}
          {error && (
            <p role="alert" className="font-bold text-berry-deep">
              {error}
            </p>
          )}
          <div className="sticky bottom-0 flex flex-wrap justify-end gap-3 bg-white pt-2">
            <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
              {t('library.cancel')}
            </Button>
            <Button type="submit" busy={busy}>
              {t('library.edit.save')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
