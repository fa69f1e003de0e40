import { Button, ButtonLink } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { CREATE_TEXT } from '../messages';
import { useT } from '../../../i18n';

/** Spec part 2 §5: the notice for fewer than 1 credit, with the way to the cart. */
export function CreditsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('create.credits.title')}>
      <p>{CREATE_TEXT.insufficientCredits}</p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('create.credits.notNow')}
        </Button>
        <ButtonLink to="/cart" state={{ productId: 1 }}>
          {t('create.credits.add')}
        </ButtonLink>
      </div>
    </Dialog>
  );
}
