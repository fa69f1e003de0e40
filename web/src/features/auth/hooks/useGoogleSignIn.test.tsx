import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { firebaseAuth as fb, resetFirebaseAuthMocks } from '../testing/firebaseAuthMock';
import { useGoogleSignIn } from './useGoogleSignIn';

vi.mock('firebase/auth', async () => (await import('../testing/firebaseAuthMock')).firebaseAuth);

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('useGoogleSignIn', () => {
  beforeEach(() => resetFirebaseAuthMocks());

  it('logs a failed redirect sign-in and reloads the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fb.getRedirectResult.mockRejectedValue(new Error('auth/network-request-failed'));
    sessionStorage.setItem('pendingGoogleSignIn', 'true');
    const reload = vi.fn();

    renderHook(() => useGoogleSignIn('login', reload), { wrapper });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalled();
    expect(sessionStorage.getItem('pendingGoogleSignIn')).toBeNull();
  });

  it('stops being busy when there was no redirect result after all', async () => {
    sessionStorage.setItem('pendingGoogleSignIn', 'true');
    const { result } = renderHook(() => useGoogleSignIn('login', vi.fn()), { wrapper });
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(result.current.busy).toBe(false));
  });

  it('stays on the page, not busy, when the redirect could not start', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fb.signInWithRedirect.mockRejectedValue(new Error('auth/unauthorized-domain'));
    const { result } = renderHook(() => useGoogleSignIn('sign_up', vi.fn()), { wrapper });
    result.current.start();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(result.current.busy).toBe(false);
    expect(sessionStorage.getItem('pendingGoogleSignIn')).toBeNull();
  });
});
