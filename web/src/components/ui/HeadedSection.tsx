import type { ReactNode } from 'react';
import { cn } from './cn';

interface HeadedSectionProps {
  /** The heading's id: the region is named by it (screen readers list it by that name). */
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  /** An `<aside>` for content beside the page's own (a call to action), else a `<section>`. */
  as?: 'section' | 'aside';
  /** The element's own id, when a link jumps to the section. */
  anchor?: string;
  children?: ReactNode;
}

/**
 * A region named by its own heading: `<section aria-labelledby>` around an `<h2 id>`, so the
 * heading and the region's accessible name cannot drift apart.
 */
export function HeadedSection({
  id,
  title,
  className,
  headingClassName = 'text-2xl font-semibold',
  as: Region = 'section',
  anchor,
  children,
}: HeadedSectionProps) {
  return (
    <Region id={anchor} aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Region>
  );
}

/**
 * The white card most signed-in sections sit on (account, create), headed like HeadedSection;
 * `className` adds the gap between its parts and any width of its own.
 */
export function CardSection({ className, ...section }: Omit<HeadedSectionProps, 'headingClassName' | 'as'>) {
  return (
    <HeadedSection
      {...section}
      className={cn('flex flex-col rounded-card bg-white p-6 shadow-soft sm:p-8', className)}
    />
  );
}
