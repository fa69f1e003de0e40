import { Button } from './ui/Button';
import { Dialog } from './ui/Dialog';

export const REGION_UNAVAILABLE_TITLE = 'Apologies!';
/** Spec part 1 §8 and part 2 §8: the purchase screens' words when the region cannot buy yet. */
export const REGION_UNAVAILABLE_MESSAGE =
  "Apologies! The product is not yet available for purchase in your region. Stay tuned! We're working hard to bring it to you soon. Meanwhile, feel free to explore our gallery of free stories.";

/** Shown instead of the payment page when the buyer's region cannot buy yet (cart and print). */
export function RegionUnavailableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={REGION_UNAVAILABLE_TITLE}>
      <p>{REGION_UNAVAILABLE_MESSAGE}</p>
      <div className="flex justify-end">
        <Button onClick={onClose}>Ok</Button>
      </div>
    </Dialog>
  );
}
