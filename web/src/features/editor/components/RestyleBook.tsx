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
import { useT } from '../../../i18n';

const styleName = (style: ArtStyle | null) => ART_STYLE_LABELS[style ?? DEFAULT_ART_STYLE].label;

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
  const t = useT();
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
        {t('editor.restyle.current', { style: styleName(status.artStyle) })}
      </h3>
      {drawing && (
        <RestyleProgress drawn={status.drawn} failed={status.failed} total={status.total} to={status.to} />
      )}
      {waiting && <RestyleChoice restyle={restyle} />}
      {!drawing && !waiting && (
        <>
          <p>{t('editor.restyle.lead', { total: status.total })}</p>
          {status.status === 'kept' && (
            <p className="text-sm text-ink-soft">
              {t('editor.restyle.kept', { style: styleName(status.to) })}
            </p>
          )}
          <Button variant="secondary" className="self-start" onClick={openDialog}>
            {t('editor.restyle.title')}
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
  const t = useT();
  return (
    <div aria-live="polite" className="flex flex-col gap-1">
      <ProgressBar
        value={drawn + failed}
        max={total}
        label={t('editor.restyle.progress', { drawn, total, style: styleName(to) })}
      />
      <p className="text-sm text-ink-soft">{t('editor.restyle.progressLead')}</p>
    </div>
  );
}

function RestyleChoice({ restyle }: { restyle: Restyle }) {
  const t = useT();
  const status = restyle.status;
  if (!status) return null;
  const name = styleName(status.to);
  return (
    <div role="group" aria-labelledby="restyle-choice" className="flex flex-col gap-3">
      <p id="restyle-choice" className="font-heading text-lg font-semibold text-leaf">
        {t('editor.restyle.ready', { style: name })}
      </p>
      {status.failed > 0 && (
        <p className="text-sm">{t('editor.restyle.someFailed', { count: status.failed, style: name })}</p>
      )}
      <p className="text-sm text-ink-soft">{t('editor.restyle.pageByPage')}</p>
      <div className="flex flex-wrap gap-3">
        <Button disabled={restyle.busy} onClick={() => void restyle.choose('new')}>
          {t('editor.restyle.useNew')}
        </Button>
        <Button variant="secondary" disabled={restyle.busy} onClick={() => void restyle.choose('old')}>
          {t('editor.restyle.keepOld')}
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
  const t = useT();
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
    <Dialog open={open} onClose={onClose} title={t('editor.restyle.title')}>
      <div className="flex flex-col gap-4">
        <p>{t('editor.restyle.dialogLead', { style: styleName(current) })}</p>
        <ArtStylePicker
          value={style}
          onChange={setStyle}
          styles={ART_STYLES.filter((s) => s !== current)}
          legend={t('editor.restyle.newStyle')}
          hint={t('editor.restyle.drawnIn', { style: styleName(current) })}
        />
        <p className="font-heading font-semibold">
          {t('editor.restyle.cost', { count: RESTYLE_COST })}{' '}
          <span className="font-body font-normal">
            {balance === null
              ? t('editor.restyle.checkingCredits')
              : t('editor.restyle.balance', { count: balance })}
          </span>
        </p>
        {short && !restyle.error && (
          <ErrorNote
            error={{
              message: t('editor.restyle.noCredits'),
              needsCredits: true,
            }}
          />
        )}
        {restyle.error && <ErrorNote error={restyle.error} />}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('editor.restyle.notNow')}
          </Button>
          <Button
            disabled={!style || short || balance === null || restyle.busy}
            onClick={() => void confirm()}
          >
            {restyle.busy
              ? t('editor.restyle.starting')
              : t('editor.restyle.confirm', { count: RESTYLE_COST })}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function ErrorNote({ error }: { error: RestyleError }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-xl bg-sunrise-soft p-3">
      <p className="font-bold">{error.message}</p>
      {error.needsCredits && (
        <ButtonLink to="/cart" state={{ productId: 1 }} size="sm" className="self-start">
          {t('editor.restyle.addCredits')}
        </ButtonLink>
      )}
    </div>
  );
}
