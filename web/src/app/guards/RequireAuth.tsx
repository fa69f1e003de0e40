import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { LoadingState } from '../../components/ui/Spinner';
import { useAuth } from '../../lib/auth';
import { useT } from '../../i18n';

/** Guarded routes: load the Auth SDK, wait until it says who is signed in, then show or go to '/'. */
export function RequireAuth() {
  const { user, confirmed, confirm } = useAuth();
  const t = useT();
  useEffect(() => {
    if (!confirmed) confirm();
  }, [confirmed, confirm]);
  if (!confirmed) return <LoadingState label={t('app.checkingSignIn')} />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}
