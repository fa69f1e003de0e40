import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from './cn';
import { FieldFrame } from './FieldFrame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: SelectOption[];
  hint?: ReactNode;
  wrapperClassName?: string;
}

/** A labelled native select (keyboard and screen-reader friendly everywhere). */
export function SelectField({
  label,
  options,
  hint,
  wrapperClassName,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <FieldFrame id={id} label={label} hint={hint} wrapperClassName={wrapperClassName}>
      <select
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className={cn(
          'min-h-11 w-full rounded-xl border-2 border-ink-soft/40 bg-white px-3 text-ink focus-visible:border-sprout-deep disabled:opacity-60',
          className,
        )}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
