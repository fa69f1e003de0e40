import { useId } from 'react';
import { cn } from '../../../components/ui/cn';

/** A labelled checkbox shaped like the builder's chips (glasses, freckles). */
export function ToggleChip({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 py-1.5 text-sm',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink',
        checked
          ? 'border-sprout-deep bg-sprout-soft font-bold'
          : 'border-ink-soft/30 bg-white hover:border-sprout',
      )}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-sprout-deep"
      />
      {label}
    </label>
  );
}
