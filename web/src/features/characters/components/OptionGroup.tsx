import { useId, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

export interface OptionChoice<T extends string> {
  value: T;
  label: string;
  /** A colour swatch shown for the choice (skin, hair, eyes, coat), from the illustrator's palette. */
  colour?: string;
}

export interface OptionGroupProps<T extends string> {
  legend: ReactNode;
  name: string;
  /** null: none of the choices is picked (e.g. a preset is showing). */
  value: T | null;
  options: Array<OptionChoice<T>>;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * A compact radio group (chips or colour swatches): native radios, so Tab reaches the group and
 * the arrow keys move the choice; every swatch keeps its name as visible text.
 */
export function OptionGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  className,
}: OptionGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-1 font-bold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-3 py-1.5 text-sm',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink',
                checked
                  ? 'border-sprout-deep bg-sprout-soft font-bold'
                  : 'border-ink-soft/30 bg-white hover:border-sprout',
              )}
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.colour && (
                <span
                  aria-hidden="true"
                  className="size-6 shrink-0 rounded-full border border-ink-soft/40"
                  style={{ backgroundColor: option.colour }}
                />
              )}
              <span>{option.label}</span>
              {checked && (
                <span aria-hidden="true" className="text-sprout-deep">
                  ✓
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
