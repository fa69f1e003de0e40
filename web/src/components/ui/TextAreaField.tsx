import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  hideLabel?: boolean;
  wrapperClassName?: string;
}

/** A labelled multi-line text field; its hint is tied to it with aria-describedby. */
export function TextAreaField({
  label,
  hint,
  hideLabel,
  wrapperClassName,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={cn('flex flex-col gap-1.5', wrapperClassName)}>
      <label htmlFor={id} className={cn('font-bold text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      <textarea
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className={cn(
          'min-h-24 w-full rounded-xl border-2 border-ink-soft/40 bg-white px-4 py-3 text-ink placeholder:text-ink-soft focus-visible:border-sprout-deep disabled:cursor-not-allowed disabled:bg-paper disabled:opacity-70',
          className,
        )}
        {...textarea}
      />
      {hint && (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
    </div>
  );
}
