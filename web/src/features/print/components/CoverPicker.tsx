import { Spinner } from '../../../components/ui/Spinner';
import { cn } from '../../../components/ui/cn';
import { useReaderImages } from '../../../api/useReaderImages';
import { useT } from '../../../i18n';

/**
 * The story's pictures as a choice of cover (spec part 2 §4 step 2): a radio group, so arrow
 * keys move between pictures and the choice is announced. With `only`, just that page shows.
 */
export function CoverPicker({
  imageIds,
  title,
  selected,
  onSelect,
  only,
}: {
  imageIds: string[];
  title: string;
  selected: number | null;
  onSelect?: (page: number) => void;
  only?: number;
}) {
  const t = useT();
  const images = useReaderImages(imageIds);
  const pages = imageIds.map((_, i) => i + 1).filter((page) => only === undefined || page === only);
  if (imageIds.length === 0) return <p role="alert">{t('print.cover.none')}</p>;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">
        {only !== undefined ? t('print.cover.yours') : t('print.cover.choose')}
      </legend>
      <div
        className={cn(
          'grid gap-3',
          only !== undefined ? 'max-w-xs' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5',
        )}
      >
        {pages.map((page) => {
          const url = images.urls[page - 1];
          const label = t('print.cover.picture', { page, title });
          return (
            <label
              key={page}
              className={cn(
                'relative block cursor-pointer overflow-hidden rounded-2xl border-4 bg-white shadow-soft',
                'focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-leaf',
                selected === page ? 'border-sunrise' : 'border-transparent',
                only !== undefined && 'cursor-default',
              )}
            >
              {!only && (
                <input
                  type="radio"
                  name="cover"
                  value={page}
                  checked={selected === page}
                  onChange={() => onSelect?.(page)}
                  className="sr-only"
                  aria-label={label}
                />
              )}
              <span className="flex aspect-square items-center justify-center bg-paper">
                {url ? (
                  <img src={url} alt={only !== undefined ? label : ''} className="size-full object-cover" />
                ) : images.status[page - 1] === 'missing' ? (
                  <span className="text-sm text-ink-soft">{t('print.cover.missing', { page })}</span>
                ) : (
                  <Spinner className="size-6" />
                )}
              </span>
              <span className="block px-2 py-1 text-center text-sm font-semibold">
                {selected === page ? t('print.cover.pageChosen', { page }) : t('print.cover.page', { page })}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
