import { useId, type ReactNode } from 'react';
import { cn } from './cn';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
}

export interface RadioGroupProps<T extends string> {
  legend: ReactNode;
  name: string;
  value: T;
  options: Array<RadioOption<T>>;
  onChange: (value: T) => void;
  className?: string;
}

/** A fieldset of radio buttons named by its legend. */
export function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  className,
}: RadioGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-1 font-bold text-ink">{legend}</legend>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <label
            key={option.value}
            htmlFor={optionId}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-2',
              value === option.value
                ? 'border-sprout-deep bg-sprout-soft'
                : 'border-ink-soft/30 bg-white hover:border-sprout',
            )}
          >
            <input
              id={optionId}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 accent-sprout-deep"
            />
            <span>{option.label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
