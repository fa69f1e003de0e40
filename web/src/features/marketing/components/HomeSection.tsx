import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { useT, type MessageId } from '../../../i18n';

/**
 * A band of the home page: a centred heading and lead over the band's own content, in the
 * page's wide column (how it works, the photo showcase, the features).
 */
export function HomeSection({
  id,
  title,
  lead,
  className,
  headingClassName,
  children,
}: {
  /** The heading's id, which names the band. */
  id: string;
  title: MessageId;
  lead: MessageId;
  /** The band's background and spacing. */
  className: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-5">
        <div className="flex flex-col items-center gap-3 text-center">
          <h2 id={id} className={cn('text-3xl font-semibold sm:text-4xl', headingClassName)}>
            {t(title)}
          </h2>
          <p className="max-w-2xl text-lg text-ink-soft">{t(lead)}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
