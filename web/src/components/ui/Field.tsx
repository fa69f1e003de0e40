import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from './cn';
import { ErrorNote } from './ErrorNote';
import { FieldFrame } from './FieldFrame';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the input and announced (role=alert); marks the input invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Hide the label visually (still read by screen readers). */
  hideLabel?: boolean;
  /** Extra classes for the wrapper. */
  wrapperClassName?: string;
  /** Label/hint colours for a dark background. */
  tone?: 'light' | 'dark';
  ref?: Ref<HTMLInputElement>;
  /** A control shown inside the input's right edge (e.g. a show/hide button). */
  trailing?: ReactNode;
}

/**
 * What an input for a code people copy from an email or a card takes (a gift code, a join
 * code): no autofill, capitals on a phone's keyboard, no spelling check.
 */
export const CODE_INPUT = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } as const;

/** A labelled input; its hint and error are tied to it with aria-describedby. */
export function Field({
  label,
  error,
  hint,
  hideLabel,
  wrapperClassName,
  tone = 'light',
  trailing,
  className,
  ...input
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      hideLabel={hideLabel}
      wrapperClassName={wrapperClassName}
      tone={tone}
      after={
        <ErrorNote
          id={errorId}
          message={error}
          className={cn('text-sm font-bold', tone === 'dark' ? 'text-sunrise' : 'text-ink')}
        />
      }
    >
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'min-h-11 w-full rounded-xl border-2 bg-white px-4 text-ink placeholder:text-ink-soft',
            error ? 'border-berry' : 'border-ink-soft/40 focus-visible:border-sprout-deep',
            trailing ? 'pr-14' : null,
            className,
          )}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
    </FieldFrame>
  );
}
