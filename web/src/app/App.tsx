import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from './AuthProvider';
import { createRoutes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
