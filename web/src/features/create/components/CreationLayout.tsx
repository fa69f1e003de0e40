import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/PageHeader';
import { CardSection } from '../../../components/ui/HeadedSection';

/** The frame of both creation pages: header, then the sections in a readable column. */
export function CreationLayout({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className="pb-16">
      <PageHeader title={title} lead={lead} />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 sm:px-5">{children}</div>
    </div>
  );
}

/** A white card section with a heading. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <CardSection id={id} title={title} className="gap-5">
      {children}
    </CardSection>
  );
}
