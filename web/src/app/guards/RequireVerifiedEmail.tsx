import { Outlet } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/Button';
import { SimplePage } from '../../components/ui/PageHeader';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/meta';

/** Spec part 1 §2 'Cart' and §6. */
export const VERIFY_FIRST_MESSAGE =
  'Please verify your email address first. If you have verified your email, please refresh this page.';

function VerifyFirst() {
  usePageMeta('Please verify your email');
  return (
    <SimplePage title="Please verify your email" lead={VERIFY_FIRST_MESSAGE}>
      <div className="flex justify-center">
        <ButtonLink to="/account" variant="secondary">
          Resend the verification email
        </ButtonLink>
      </div>
    </SimplePage>
  );
}

/**
 * Signed-in users whose email is not verified yet are blocked from these pages (spec part 1 §4,
 * §5, §6: cart and create). Sits inside RequireAuth; the account page explains verification itself.
 */
export function RequireVerifiedEmail() {
  const { user } = useAuth();
  if (user && !user.emailVerified) return <VerifyFirst />;
  return <Outlet />;
}
