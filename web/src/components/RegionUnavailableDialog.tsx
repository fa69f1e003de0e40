import { useT } from '../i18n';
import { Button } from './ui/Button';
import { Dialog } from './ui/Dialog';

/**
 * Shown instead of the payment page when the buyer's region cannot buy yet (cart and print);
 * spec part 1 §8 and part 2 §8 give its words ('region.title', 'region.message').
 */
export function RegionUnavailableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('region.title')}>
      <p>{t('region.message')}</p>
      <div className="flex justify-end">
        <Button onClick={onClose}>{t('ui.dialog.ok')}</Button>
      </div>
    </Dialog>
  );
}
