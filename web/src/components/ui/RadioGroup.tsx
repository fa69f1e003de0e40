import { useId, type ReactNode } from 'react';
import { cn } from './cn';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A colour swatch shown with the choice (chips only: skin, hair, eyes, a coat). */
  colour?: string;
}

export interface RadioGroupProps<T extends string> {
  legend: ReactNode;
  name: string;
  /** null: none of the choices is picked (e.g. a preset is showing). */
  value: T | null;
  options: Array<RadioOption<T>>;
  onChange: (value: T) => void;
  /**
   * 'rows' (default): one choice a line; 'cards': taller choices two to a line on wider
   * screens (a picture and words); 'chips': compact choices that wrap, a tick on the one picked.
   */
  variant?: 'rows' | 'cards' | 'chips';
  /** A line under the legend saying what the choice is for. */
  hint?: ReactNode;
  className?: string;
}

const LOOKS = {
  rows: {
    list: 'flex flex-col gap-2',
    label: 'min-h-11 gap-3 rounded-xl px-4 py-2',
    picked: 'border-sprout-deep bg-sprout-soft',
    input: 'size-5 accent-sprout-deep',
  },
  cards: {
    list: 'grid grid-cols-1 gap-3 sm:grid-cols-2',
    label: 'min-h-16 gap-3 rounded-2xl px-4 py-2',
    picked: 'border-sprout-deep bg-sprout-soft',
    input: 'size-5 accent-sprout-deep',
  },
  chips: {
    list: 'flex flex-wrap gap-2',
    label:
      'min-h-11 gap-2 rounded-full px-3 py-1.5 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink',
    picked: 'border-sprout-deep bg-sprout-soft font-bold',
    // The chip itself shows the choice; the radio stays for Tab and the arrow keys.
    input: 'sr-only',
  },
} as const;

/** A fieldset of native radio buttons named by its legend: Tab reaches it, the arrow keys choose. */
export function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  variant = 'rows',
  hint,
  className,
}: RadioGroupProps<T>) {
  const id = useId();
  const look = LOOKS[variant];
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-1 font-bold text-ink">{legend}</legend>
      {hint && <p className="text-sm text-ink-soft">{hint}</p>}
      <div className={look.list}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={cn(
                'flex cursor-pointer items-center border-2',
                look.label,
                checked ? look.picked : 'border-ink-soft/30 bg-white hover:border-sprout',
              )}
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className={look.input}
              />
              {option.colour && (
                <span
                  aria-hidden="true"
                  className="size-6 shrink-0 rounded-full border border-ink-soft/40"
                  style={{ backgroundColor: option.colour }}
                />
              )}
              <span>{option.label}</span>
              {checked && variant === 'chips' && (
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
