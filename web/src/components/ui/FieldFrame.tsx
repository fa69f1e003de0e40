import type { ReactNode } from 'react';
import { cn } from './cn';

export interface FieldFrameProps {
  /** The control's id: the label points at it, the hint's id is `${id}-hint`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Hide the label visually (still read by screen readers). */
  hideLabel?: boolean;
  /** Extra classes for the wrapper. */
  wrapperClassName?: string;
  /** Label/hint colours for a dark background. */
  tone?: 'light' | 'dark';
  /** The control. */
  children: ReactNode;
  /** What follows the hint (Field's error). */
  after?: ReactNode;
}

/** What every labelled control shares (Field, SelectField, TextAreaField): its label above, its hint below. */
export function FieldFrame({
  id,
  label,
  hint,
  hideLabel,
  wrapperClassName,
  tone = 'light',
  children,
  after,
}: FieldFrameProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', wrapperClassName)}>
      <label
        htmlFor={id}
        className={cn('font-bold', tone === 'dark' ? 'text-paper' : 'text-ink', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={cn('text-sm', tone === 'dark' ? 'text-paper' : 'text-ink-soft')}>
          {hint}
        </p>
      )}
      {after}
    </div>
  );
}
