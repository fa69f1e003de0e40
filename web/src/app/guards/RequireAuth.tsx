import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { LoadingState } from '../../components/ui/Spinner';
import { useAuth } from '../../lib/auth';

/** Guarded routes: load the Auth SDK, wait until it says who is signed in, then show or go to '/'. */
export function RequireAuth() {
  const { user, confirmed, confirm } = useAuth();
  useEffect(() => {
    if (!confirmed) confirm();
  }, [confirmed, confirm]);
  if (!confirmed) return <LoadingState label="Checking your sign-in..." />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}
