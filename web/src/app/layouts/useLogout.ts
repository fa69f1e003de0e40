import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { EMAIL_VERIFIED_STATUS_KEY, useAuth } from '../../lib/auth';

/** Log out: end the session, forget the email-verified flag, return to '/'. */
export function useLogout(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.error('Log out failed', error);
      return;
    }
    localStorage.removeItem(EMAIL_VERIFIED_STATUS_KEY);
    navigate('/');
  }, [signOut, navigate]);
}
