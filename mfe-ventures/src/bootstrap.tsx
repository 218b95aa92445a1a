import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { standaloneRoutes } from './standalone/standalone-routes';

// Runs this remote on its own, with a minimal layout; the composed site never loads this file.
const router = createBrowserRouter(standaloneRoutes);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
