import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { AuthProvider } from './AuthProvider';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router: Router }) {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
