import { Button } from '../../../components/ui/Button';
import type { EditorPage } from '../hooks/useBookEditor';
import { PageImage } from './PageImage';
import { UnsureNote } from './UnsureNote';

/**
 * The grid of pictures redone for one page in this visit, each with a redo button and Select;
 * the one in the book is marked. Both edit screens show it, under their own heading and with
 * their own redo label ('Redo Image' on the review screen, 'Redo Again' in the editors).
 */
export function RedoneImages({
  page,
  images,
  heading,
  redoLabel,
  unsure = {},
  labels = {},
  onRedo,
  onSelect,
}: {
  page: EditorPage;
  /** Object URLs of the pictures on screen, by image id. */
  images: Readonly<Record<string, string>>;
  heading: string;
  redoLabel: string;
  /** The reasons of each picture the page check was unsure of, by image id. */
  unsure?: Readonly<Record<string, readonly string[]>>;
  /** The names of pictures that are not plain redos (a restyle's), by image id. */
  labels?: Readonly<Record<string, string>>;
  onRedo: () => void;
  onSelect: (imageId: string) => void;
}) {
  if (page.redos.length === 0) return null;
  const number = page.index + 1;
  return (
    <section aria-label={`Redone images for page ${number}`} className="flex flex-col gap-3">
      <h4 className="text-lg font-semibold">{heading}</h4>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {page.redos.map((imageId, position) => {
          const url = images[imageId];
          const label = labels[imageId] ?? `New picture ${position + 1} for page ${number}`;
          return (
            <li key={imageId} className="flex flex-col gap-3 rounded-2xl bg-paper p-3">
              <PageImage url={url} alt={label} waitingLabel="Drawing your new picture..." />
              <UnsureNote reasons={unsure[imageId]} />
              {page.currentId === imageId && (
                <p className="text-sm font-bold text-sprout-deep">In your book</p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" aria-label={`${redoLabel} (${label})`} onClick={onRedo}>
                  {redoLabel}
                </Button>
                <Button
                  size="sm"
                  aria-label={`Select (${label})`}
                  disabled={!url}
                  onClick={() => onSelect(imageId)}
                >
                  Select
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
