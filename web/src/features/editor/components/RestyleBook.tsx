import { ART_STYLES, DEFAULT_ART_STYLE, type ArtStyle } from '@contract/artStyle';
import { RESTYLE_COST } from '@contract/restyle';
import { useState } from 'react';
import { ArtStylePicker } from '../../../components/book/ArtStylePicker';
import { ART_STYLE_LABELS } from '../../../lib/bookLabels';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import type { BookEditor } from '../hooks/useBookEditor';
import { useRestyle, type Restyle, type RestyleError } from '../hooks/useRestyle';

const styleName = (style: ArtStyle | null) => ART_STYLE_LABELS[style ?? DEFAULT_ART_STYLE].label;
const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/**
 * Restyling the whole book (issue 28, item 3): 'Restyle the book' opens a dialog with the art
 * styles, the cost and the balance; once asked, the new pictures' progress; once drawn, the
 * choice between the new pictures and the old ones. Each new picture is also offered on its
 * page, so the parent may mix them page by page.
 */
export function RestyleBook({ bookId, editor }: { bookId: string; editor: BookEditor }) {
  const restyle = useRestyle(bookId, {
    onPictures: (status) => editor.offerPictures(status.imageIds, styleName(status.to)),
    onChosen: editor.reloadSelection,
  });
  const [open, setOpen] = useState(false);
  const status = restyle.status;
  if (!status) return null;
  const drawing = status.status === 'drawing';
  const waiting = status.status === 'ready';

  function openDialog() {
    restyle.readCredits();
    setOpen(true);
  }

  return (
    <section aria-labelledby="restyle-heading" className="flex flex-col gap-3 rounded-2xl bg-paper p-4">
      <h3 id="restyle-heading" className="text-xl font-semibold">
        Art style: {styleName(status.artStyle)}
      </h3>
      {drawing && (
        <RestyleProgress drawn={status.drawn} failed={status.failed} total={status.total} to={status.to} />
      )}
      {waiting && <RestyleChoice restyle={restyle} />}
      {!drawing && !waiting && (
        <>
          <p>
            Fancy a new look? Restyle the book to redraw all {status.total} pages in another art style, with
            the same characters and picture descriptions.
          </p>
          {status.status === 'kept' && (
            <p className="text-sm text-ink-soft">
              You kept the old pictures; the {styleName(status.to)} ones are still there to pick page by page.
            </p>
          )}
          <Button variant="secondary" className="self-start" onClick={openDialog}>
            Restyle the book
          </Button>
        </>
      )}
      {!open && restyle.error && <ErrorNote error={restyle.error} />}
      <RestyleDialog
        open={open}
        current={status.artStyle}
        restyle={restyle}
        onClose={() => {
          setOpen(false);
          restyle.clearError();
        }}
      />
    </section>
  );
}

function RestyleProgress({
  drawn,
  failed,
  total,
  to,
}: {
  drawn: number;
  failed: number;
  total: number;
  to: ArtStyle | null;
}) {
  return (
    <div aria-live="polite" className="flex flex-col gap-1">
      <ProgressBar
        value={drawn + failed}
        max={total}
        label={`${drawn} of ${total} pages drawn in ${styleName(to)}`}
      />
      <p className="text-sm text-ink-soft">
        Your new pictures appear on their pages as they are painted. Your old pictures stay in the book until
        you choose.
      </p>
    </div>
  );
}

function RestyleChoice({ restyle }: { restyle: Restyle }) {
  const status = restyle.status;
  if (!status) return null;
  const name = styleName(status.to);
  return (
    <div role="group" aria-labelledby="restyle-choice" className="flex flex-col gap-3">
      <p id="restyle-choice" className="font-heading text-lg font-semibold text-leaf">
        Your {name} pictures are ready! Which pictures should your book use?
      </p>
      {status.failed > 0 && (
        <p className="text-sm">
          {status.failed === 1 ? 'One page' : `${status.failed} pages`} could not be drawn in {name}: they
          keep their old picture.
        </p>
      )}
      <p className="text-sm text-ink-soft">You can also pick page by page below.</p>
      <div className="flex flex-wrap gap-3">
        <Button disabled={restyle.busy} onClick={() => void restyle.choose('new')}>
          Use the new style for every page
        </Button>
        <Button variant="secondary" disabled={restyle.busy} onClick={() => void restyle.choose('old')}>
          Keep the old pictures
        </Button>
      </div>
    </div>
  );
}

function RestyleDialog({
  open,
  current,
  restyle,
  onClose,
}: {
  open: boolean;
  current: ArtStyle;
  restyle: Restyle;
  onClose: () => void;
}) {
  const [style, setStyle] = useState<ArtStyle | null>(null);
  const balance = restyle.credits;
  const short = balance !== null && balance < RESTYLE_COST;

  async function confirm() {
    if (!style) return;
    if (await restyle.start(style)) {
      setStyle(null);
      onClose();
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Restyle the book">
      <div className="flex flex-col gap-4">
        <p>
          Every page is drawn again in the style you pick, with the same characters and picture descriptions.
          Your {styleName(current)} pictures stay, so you can choose afterwards.
        </p>
        <ArtStylePicker
          value={style}
          onChange={setStyle}
          styles={ART_STYLES.filter((s) => s !== current)}
          legend="New art style"
          hint={`Your book is drawn in ${styleName(current)} now.`}
        />
        <p className="font-heading font-semibold">
          Cost: {credits(RESTYLE_COST)}.{' '}
          <span className="font-body font-normal">
            {balance === null ? 'Checking your credits...' : `You have ${credits(balance)}.`}
          </span>
        </p>
        {short && !restyle.error && (
          <ErrorNote
            error={{
              message: 'Restyling a book takes 1 credit, and you have none left.',
              needsCredits: true,
            }}
          />
        )}
        {restyle.error && <ErrorNote error={restyle.error} />}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
          <Button
            disabled={!style || short || balance === null || restyle.busy}
            onClick={() => void confirm()}
          >
            {restyle.busy ? 'Starting...' : `Restyle for ${credits(RESTYLE_COST)}`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function ErrorNote({ error }: { error: RestyleError }) {
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-xl bg-sunrise-soft p-3">
      <p className="font-bold">{error.message}</p>
      {error.needsCredits && (
        <ButtonLink to="/cart" state={{ productId: 1 }} size="sm" className="self-start">
          Add credits
        </ButtonLink>
      )}
    </div>
  );
}
