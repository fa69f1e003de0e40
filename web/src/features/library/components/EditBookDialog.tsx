import { useEffect, useState } from 'react';
import { MAX_PARAGRAPH_LENGTH, MAX_TITLE_LENGTH } from '@contract/books';
import { PAGES_PER_BOOK, type Language } from '@contract/story';
import { paragraphsOfFormatted, updateBook, type BookEdit } from '../../../api/bookEdits';
import { fetchLegends } from '../../../api/legends';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { LoadingState } from '../../../components/ui/Spinner';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useSubmit } from '../../../lib/useSubmit';
import { i18n, useT } from '../../../i18n';

/** The save's own rules, checked before sending so the parent sees them by the field. */
export function editProblem(title: string, paragraphs: string[]): string | null {
  // The contract's SAVE_MESSAGES, in the page's language.
  if (!title.trim()) return i18n._('library.edit.noTitle');
  if (title.trim().length > MAX_TITLE_LENGTH)
    return i18n._('library.edit.titleLength', { max: MAX_TITLE_LENGTH });
  if (paragraphs.length !== PAGES_PER_BOOK) return i18n._('library.edit.count', { count: PAGES_PER_BOOK });
  if (paragraphs.some((p) => !p.trim())) return i18n._('library.edit.empty');
  if (paragraphs.some((p) => p.trim().length > MAX_PARAGRAPH_LENGTH))
    return i18n._('library.edit.paragraphLength', { max: MAX_PARAGRAPH_LENGTH });
  return null;
}

/** A bilingual book's second text as the dialog edits it (issue 45). */
interface SecondDraft {
  language: Language;
  title: string;
  paragraphs: string[];
}

/** The story's language named in the page's language ('Spanish', 'Spanisch'). */
const languageName = (language: Language) => i18n._(`create.language.${language}`);

/**
 * What is wrong with either text, the second's named by its language so the parent knows which
 * of the two fields to fix; null when both can be sent.
 */
function editsProblem(title: string, paragraphs: string[], second: SecondDraft | null): string | null {
  const first = editProblem(title, paragraphs);
  if (first || !second) return first;
  const problem = editProblem(second.title, second.paragraphs);
  return (
    problem && i18n._('library.edit.secondProblem', { language: languageName(second.language), problem })
  );
}

/** The body of updateBook: the first text, and the second too on a bilingual book. */
function editOf(title: string, paragraphs: string[], second: SecondDraft | null): BookEdit {
  const edit: BookEdit = { storyTitle: title.trim(), paragraphs };
  return second ? { ...edit, secondTitle: second.title.trim(), secondParagraphs: second.paragraphs } : edit;
}

/** The second text's fields read as the reader sets it: italic, in the leaf green. */
const SECOND_STYLE = 'italic text-leaf';

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
              className={SECOND_STYLE}
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
                  className={SECOND_STYLE}
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
