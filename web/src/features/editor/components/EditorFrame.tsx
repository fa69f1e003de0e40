import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useT } from '../../../i18n';

/** The frame of an edit screen: its heading, and a friendly way back when the link names no book. */
export function EditorFrame({
  heading,
  lead,
  hasBook,
  children,
}: {
  heading: string;
  lead: string;
  hasBook: boolean;
  children: ReactNode;
}) {
  return (
    <div className="pb-16">
      <PageHeader title={heading} lead={lead} />
      <div className="mx-auto max-w-6xl px-4 sm:px-5">{hasBook ? children : <MissingBook />}</div>
    </div>
  );
}

export function MissingBook() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-soft">
      <h2 className="text-2xl font-semibold">{t('editor.missing.title')}</h2>
      <p>{t('editor.missing.lead')}</p>
      <ButtonLink to="/library">{t('editor.toLibrary')}</ButtonLink>
    </section>
  );
}

/** After the legends failed 10 times: never a blank page. */
export function LoadFailed() {
  const t = useT();
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-soft"
    >
      <h2 className="text-2xl font-semibold">{t('editor.loadFailed.title')}</h2>
      <p>{t('editor.loadFailed.lead')}</p>
      <ButtonLink to="/library">{t('editor.toLibrary')}</ButtonLink>
    </section>
  );
}
