import { Navigate, Outlet } from 'react-router-dom';
import { LoadingState } from '../../components/ui/Spinner';
import { useAuth } from '../../lib/auth';

/** Guarded routes: wait until the session is known, then show the page or go to '/'. */
export function RequireAuth() {
  const { user, loading } = useAuth();
  if (loading) return <LoadingState label="Checking your sign-in..." />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}
