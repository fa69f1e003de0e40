import { Outlet } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/Button';
import { SimplePage } from '../../components/ui/PageHeader';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/meta';
import { useT } from '../../i18n';

/** Spec part 1 §2 'Cart' and §6. */
function VerifyFirst() {
  const t = useT();
  usePageMeta(t('app.verify.title'));
  return (
    <SimplePage title={t('app.verify.title')} lead={t('app.verify.lead')}>
      <div className="flex justify-center">
        <ButtonLink to="/account" variant="secondary">
          {t('app.verify.resend')}
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
