import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { OrDivider } from './AuthCard';

/** The federated (Google) sign-in button, with a spinner while busy. */
function GoogleButton({
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

/** 'OR', then Google's sign-in, which waits while the form beside it is busy. */
export function OrGoogle({
  label,
  google,
  formBusy,
}: {
  label: string;
  google: { busy: boolean; start: () => void };
  formBusy: boolean;
}) {
  return (
    <>
      <OrDivider />
      <GoogleButton label={label} busy={google.busy} disabled={formBusy} onClick={google.start} />
    </>
  );
}
