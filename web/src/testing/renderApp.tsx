import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { vi } from 'vitest';
import { createRoutes, type RouteOptions } from '../app/routes';
import { AuthContext, type AuthState } from '../lib/auth';

/** A signed-in Firebase user, as far as the UI looks at one. */
export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    uid: 'user-1',
    email: 'sam@example.com',
    displayName: 'Sam Rivera',
    emailVerified: true,
    getIdToken: async () => 'test-id-token',
    ...overrides,
  } as User;
}

export interface SessionControl {
  /** Ends the 'auth state unknown' phase with this user (or nobody). */
  resolve(user: User | null): void;
}

interface TestAuthProps {
  initialUser: User | null;
  initialLoading: boolean;
  signOutSpy: () => void;
  controlRef: { current: SessionControl | null };
  children: ReactNode;
}

/** Provides a session that tests control; signOut really signs the fake user out. */
function TestAuth({ initialUser, initialLoading, signOutSpy, controlRef, children }: TestAuthProps) {
  const [user, setUser] = useState(initialUser);
  const [loading, setLoading] = useState(initialLoading);
  useEffect(() => {
    controlRef.current = {
      resolve: (next) => {
        setUser(next);
        setLoading(false);
      },
    };
  }, [controlRef]);
  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      confirmed: !loading,
      confirm: () => {},
      signOut: async () => {
        signOutSpy();
        setUser(null);
      },
    }),
    [user, loading, signOutSpy],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export interface RenderAppOptions extends RouteOptions {
  path?: string;
  user?: User | null;
  loading?: boolean;
  /** The router's basename for an address under a language ('/es'), as main.tsx gives it. */
  basename?: string;
}

/** Renders the whole app (routes, shell, pages) at `path` with an injected session. */
export function renderApp({
  path = '/',
  user = null,
  loading = false,
  basename,
  ...routeOptions
}: RenderAppOptions = {}) {
  const router = createMemoryRouter(createRoutes(routeOptions), { initialEntries: [path], basename });
  const signOut = vi.fn();
  const events = userEvent.setup();
  const control: { current: SessionControl | null } = { current: null };
  const view = render(
    <TestAuth initialUser={user} initialLoading={loading} signOutSpy={signOut} controlRef={control}>
      <RouterProvider router={router} />
    </TestAuth>,
  );
  const session = {
    resolve: (next: User | null) => act(() => control.current?.resolve(next)),
  };
  return { ...view, router, signOut, events, session };
}
