import { MAX_CHARACTER_PHOTOS } from '@contract/characters';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, type PickedPhoto } from '../lookOptions';
import { i18n, useT } from '../../../i18n';
import { ErrorNote } from '../../../components/ui/ErrorNote';

interface PhotoPickerProps {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  /** How many photos the saved character has now (they stay unless new ones are picked). */
  savedCount: number;
}

function problemWith(file: File): string | null {
  const heic = /\.(heic|heif)$/i.test(file.name);
  if (!PHOTO_TYPES.includes(file.type) && !heic)
    return i18n._('characters.photo.notImage', { file: file.name });
  if (file.size > MAX_PHOTO_BYTES) return i18n._('characters.photo.tooLarge', { file: file.name });
  return null;
}

/** Up to three photos with previews and a remove button each; the limits are shown up front. */
export function PhotoPicker({ photos, onChange, savedCount }: PhotoPickerProps) {
  const t = useT();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });
  // The previews' object URLs are let go when the form closes (and one by one on Remove).
  useEffect(() => () => latest.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);
  const [problem, setProblem] = useState<string | null>(null);
  const full = photos.length >= MAX_CHARACTER_PHOTOS;

  function add(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const problems = picked.map(problemWith).filter((text): text is string => text !== null);
    const good = picked.filter((file) => problemWith(file) === null);
    const room = MAX_CHARACTER_PHOTOS - photos.length;
    if (good.length > room) problems.push(t('characters.photo.tooMany', { max: MAX_CHARACTER_PHOTOS }));
    setProblem(problems.length > 0 ? problems.join(' ') : null);
    const added = good.slice(0, Math.max(room, 0)).map((file) => ({ file, url: URL.createObjectURL(file) }));
    if (added.length > 0) onChange([...photos, ...added]);
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-bold text-ink">
        {t('characters.photo.label')}
      </label>
      <p id={hintId} className="text-sm text-ink-soft">
        {t('characters.photo.hint', { max: MAX_CHARACTER_PHOTOS })}
        {savedCount > 0 && ` ${t('characters.photo.saved', { count: savedCount })}`}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={[...PHOTO_TYPES, '.heic', '.heif'].join(',')}
        aria-describedby={hintId}
        disabled={full}
        onChange={add}
        // The button below opens it; the input itself stays out of the Tab order.
        tabIndex={-1}
        className="sr-only"
      />
      <div className="flex flex-wrap items-center gap-3">
        {photos.map((photo, i) => (
          <figure key={photo.url} className="flex flex-col items-center gap-1">
            <img
              src={photo.url}
              alt={t('characters.photo.new', { number: i + 1, file: photo.file.name })}
              className="size-20 rounded-2xl object-cover shadow-soft"
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('characters.photo.removeOne', { number: i + 1, file: photo.file.name })}
              onClick={() => {
                setProblem(null);
                URL.revokeObjectURL(photo.url);
                onChange(photos.filter((_, j) => j !== i));
              }}
            >
              {t('characters.photo.remove')}
            </Button>
          </figure>
        ))}
        <Button variant="secondary" size="sm" disabled={full} onClick={() => input.current?.click()}>
          {full ? t('characters.photo.full') : t('characters.photo.choose')}
        </Button>
      </div>
      <ErrorNote message={problem} className="text-sm font-bold text-ink" />
    </div>
  );
}
