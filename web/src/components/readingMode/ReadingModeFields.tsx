import type { ReadingMode, ReadingTextSize, ReadingTypeface } from '@contract/readingMode';
import { useId } from 'react';
import { useT } from '../../i18n';
import { RadioGroup } from '../ui/RadioGroup';
import { TYPEFACE_FAMILIES } from './typefaces';

/**
 * The reading mode's choices: on or off, then the typeface and the text size. Every change is
 * applied at once (the book behind shows it) and handed to `onChange` to keep.
 */
export function ReadingModeFields({
  mode,
  onChange,
}: {
  mode: ReadingMode;
  onChange: (mode: ReadingMode) => void;
}) {
  const t = useT();
  const name = useId();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-soft">{t('readingMode.lead')}</p>
      <label className="flex items-center gap-3 text-lg font-bold">
        <input
          type="checkbox"
          className="size-5 accent-sprout-deep"
          checked={mode.on}
          onChange={(event) => onChange({ ...mode, on: event.target.checked })}
        />
        {t('readingMode.toggle')}
      </label>
      {mode.on && (
        <>
          <RadioGroup<ReadingTypeface>
            legend={t('readingMode.typeface')}
            name={`${name}-typeface`}
            value={mode.typeface}
            onChange={(typeface) => onChange({ ...mode, typeface })}
            options={[
              {
                value: 'atkinson-hyperlegible',
                label: (
                  <span style={{ fontFamily: TYPEFACE_FAMILIES['atkinson-hyperlegible'] }}>
                    {t('readingMode.typeface.atkinson')}
                  </span>
                ),
              },
              {
                value: 'opendyslexic',
                label: (
                  <span style={{ fontFamily: TYPEFACE_FAMILIES.opendyslexic }}>
                    {t('readingMode.typeface.opendyslexic')}
                  </span>
                ),
              },
            ]}
          />
          <RadioGroup<ReadingTextSize>
            legend={t('readingMode.size')}
            name={`${name}-size`}
            value={mode.textSize}
            onChange={(textSize) => onChange({ ...mode, textSize })}
            variant="chips"
            options={[
              { value: 'regular', label: t('readingMode.size.regular') },
              { value: 'large', label: t('readingMode.size.large') },
            ]}
          />
        </>
      )}
    </div>
  );
}
