import type { ReactNode } from 'react';

interface PageHeading {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The heading block at the top of a page: a friendly title and a short lead sentence. */
export function PageHeader({ title, lead, children }: PageHeading) {
  return (
    <header className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-5 pt-14 pb-10 text-center sm:pt-20">
      <span aria-hidden="true" className="h-2 w-16 rounded-full bg-sunrise" />
      <h1 className="max-w-full text-4xl font-semibold text-balance hyphens-auto wrap-break-word sm:text-5xl">
        {title}
      </h1>
      {lead && <p className="max-w-2xl text-lg text-pretty text-ink-soft sm:text-xl">{lead}</p>}
      {children}
    </header>
  );
}

/** A simple page: header plus optional body in a readable column. */
export function SimplePage({ title, lead, children }: PageHeading) {
  return (
    <div className="pb-16">
      <PageHeader title={title} lead={lead} />
      {children && <div className="mx-auto max-w-3xl px-5">{children}</div>}
    </div>
  );
}
