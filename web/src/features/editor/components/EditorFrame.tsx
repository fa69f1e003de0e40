import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';

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
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-soft">
      <h2 className="text-2xl font-semibold">Let&apos;s find your book</h2>
      <p>
        We couldn&apos;t tell which book to open from this link. Your stories are all safe in your Library:
        open the book from there to keep going.
      </p>
      <ButtonLink to="/library">Go to your Library</ButtonLink>
    </section>
  );
}

/** After the legends failed 10 times: never a blank page. */
export function LoadFailed() {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-soft"
    >
      <h2 className="text-2xl font-semibold">We couldn&apos;t open your book just now</h2>
      <p>Your story is safe. Please try again in a little while from your Library.</p>
      <ButtonLink to="/library">Go to your Library</ButtonLink>
    </section>
  );
}
