import { MAX_COPIES } from '@contract/print';
import { useId } from 'react';
import { useT } from '../../../i18n';

const stepButton =
  'flex size-11 items-center justify-center rounded-full border-2 border-sprout-deep text-xl font-bold text-leaf disabled:border-ink-soft/30 disabled:text-ink-soft/50';

/**
 * How many copies, 1 to 10: minus and plus buttons around a number field (type a number, or use
 * the arrow keys in it); the field keeps to the range.
 */
export function CopiesStepper({
  value,
  onChange,
  disabled = false,
}: {
  value: number;
  onChange: (copies: number) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const id = useId();
  const clamp = (n: number) => Math.min(MAX_COPIES, Math.max(1, Math.round(n)));
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-bold text-ink">
        {t('print.copies.label')}
      </label>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={stepButton}
          aria-label={t('print.copies.fewer')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_COPIES}
          step={1}
          value={value}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isFinite(n) && e.target.value !== '') onChange(clamp(n));
          }}
          className="min-h-11 w-20 rounded-xl border-2 border-ink-soft/40 bg-white px-3 text-center text-lg font-bold text-ink"
        />
        <button
          type="button"
          className={stepButton}
          aria-label={t('print.copies.more')}
          disabled={disabled || value >= MAX_COPIES}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {t('print.copies.hint', { max: MAX_COPIES })}
      </p>
    </div>
  );
}
