import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';

/** The federated (Google) sign-in button, with a spinner while busy. */
export function GoogleButton({
  label,
  busy,
  disabled,
  onClick,
}: {
  label: string;
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="secondary" busy={busy} disabled={disabled} onClick={onClick} className="w-full">
      {!busy && <Icon name="google" className="size-5 text-leaf" />}
      {label}
    </Button>
  );
}
