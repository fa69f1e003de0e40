import type { UnsureMark } from '../../../api/legends';
import { Button } from '../../../components/ui/Button';
import type { EditorPage } from '../hooks/useBookEditor';
import { PageImage } from './PageImage';
import { UnsureNote } from './UnsureNote';
import { useT } from '../../../i18n';

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
  unsure?: Readonly<Record<string, UnsureMark>>;
  /** The names of pictures that are not plain redos (a restyle's), by image id. */
  labels?: Readonly<Record<string, string>>;
  onRedo: () => void;
  onSelect: (imageId: string) => void;
}) {
  const t = useT();
  if (page.redos.length === 0) return null;
  const number = page.index + 1;
  return (
    <section aria-label={t('editor.redone.label', { number })} className="flex flex-col gap-3">
      <h4 className="text-lg font-semibold">{heading}</h4>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {page.redos.map((imageId, position) => {
          const url = images[imageId];
          const label = labels[imageId] ?? t('editor.redone.picture', { position: position + 1, number });
          return (
            <li key={imageId} className="flex flex-col gap-3 rounded-2xl bg-paper p-3">
              <PageImage url={url} alt={label} waitingLabel={t('editor.redone.drawing')} />
              <UnsureNote mark={unsure[imageId]} />
              {page.currentId === imageId && (
                <p className="text-sm font-bold text-sprout-deep">{t('editor.redone.inBook')}</p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('editor.redone.action', { action: redoLabel, label })}
                  onClick={onRedo}
                >
                  {redoLabel}
                </Button>
                <Button
                  size="sm"
                  aria-label={t('editor.redone.action', { action: t('editor.select'), label })}
                  disabled={!url}
                  onClick={() => onSelect(imageId)}
                >
                  {t('editor.select')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
