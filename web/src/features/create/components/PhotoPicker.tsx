import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { checkPickedPhoto } from '../validation';
import { ErrorNote } from '../../../components/ui/ErrorNote';
import { T, useT } from '../../../i18n';

export interface PhotoPickerProps {
  /** Who the photo shows, for labels and the preview's alt text ('Mia', or 'character 2'). */
  who: string;
  preview: string | null;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/**
 * Picks one photo with a preview; refuses non-images and photos over 5 MB with the spec's picker
 * messages (part 2 §5). The photo can be removed and replaced.
 */
export function PhotoPicker({ who, preview, onPick, onRemove }: PhotoPickerProps) {
  const t = useT();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col gap-2">
      <span className="font-bold text-ink">{t('create.photo.label')}</span>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img
            src={preview}
            alt={t('create.photo.of', { who })}
            className="size-24 rounded-2xl object-cover shadow-soft"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-24 items-center justify-center rounded-2xl border-2 border-dashed border-ink-soft/40 bg-paper text-3xl text-ink-soft"
          >
            +
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <input
            id={id}
            type="file"
            accept="image/*"
            className="peer sr-only"
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const input = event.currentTarget;
              const file = input.files?.[0];
              // Clear the input so picking the same file again still counts as a change.
              input.value = '';
              if (!file) return;
              const problem = checkPickedPhoto(file);
              setError(problem);
              if (!problem) onPick(file);
            }}
          />
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 border-sprout-deep bg-white px-5 font-heading font-semibold text-leaf hover:bg-sprout-soft peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-ink"
          >
            {preview ? t('create.photo.replace', { who }) : t('create.photo.choose', { who })}
          </label>
          {preview && (
            <Button variant="ghost" onClick={onRemove}>
              <T id="create.photo.remove" values={{ who }} components={{ 0: <span className="sr-only" /> }} />
            </Button>
          )}
        </div>
      </div>
      <ErrorNote id={errorId} message={error} className="text-sm font-bold text-ink" />
    </div>
  );
}
