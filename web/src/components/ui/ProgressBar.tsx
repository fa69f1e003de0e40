import { useId, type ReactNode } from 'react';
import { cn } from './cn';

export interface ProgressBarProps {
  value: number;
  max: number;
  /** The visible label; it also names the progress bar (e.g. '3 of 10 illustrations ready'). */
  label: ReactNode;
  className?: string;
}

/** A labelled progress bar (role=progressbar with aria-valuenow); the fill animates only with motion allowed. */
export function ProgressBar({ value, max, label, className }: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <p id={labelId} className="font-heading font-semibold text-leaf">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        className="h-4 w-full overflow-hidden rounded-full bg-sprout-soft"
      >
        <div
          className="h-full rounded-full bg-sprout-deep motion-safe:transition-[width] motion-safe:duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
