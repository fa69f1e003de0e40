import type { ReactNode } from 'react';
import { SecondPageText } from '../../../components/book/SecondPageText';
import type { EditorPage } from '../hooks/useBookEditor';
import { useT } from '../../../i18n';

/**
 * One page on an edit screen: its number and text (a bilingual book's second text beneath, named
 * by its language, issue 45) beside `children` (the picture and what can be done with it), and
 * `redone` (the redone pictures) below.
 */
export function PageCard({
  page,
  headingId,
  children,
  redone,
}: {
  page: EditorPage;
  /** The id of the 'Page n' heading, which labels the card and describes its buttons. */
  headingId: string;
  children: ReactNode;
  redone?: ReactNode;
}) {
  const t = useT();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-6 rounded-card bg-white p-5 shadow-soft sm:p-6"
    >
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <div className="flex flex-col gap-2">
          <h3 id={headingId} className="text-xl font-semibold">
            {t('editor.page', { number: page.index + 1 })}
          </h3>
          <p className="text-xl leading-relaxed">{page.text}</p>
          {page.second?.text && (
            <div className="flex flex-col gap-1">
              <p className="text-sm font-bold text-ink-soft">{t(`language.name.${page.second.language}`)}</p>
              <SecondPageText text={page.second.text} language={page.second.language} />
            </div>
          )}
        </div>
        {children}
      </div>
      {redone}
    </article>
  );
}
