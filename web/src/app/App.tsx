import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { AuthProvider } from './AuthProvider';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router: Router }) {
  // The page answers clicks from here on (a prerendered page is hydrated by now); the browser
  // journeys wait for this before they use a prerendered page.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
