import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { SiteRoot } from '@group/shared/ui';
import { ToastHost } from './toast-host';

export type AppProps = { router: ReturnType<typeof createBrowserRouter> };

export function App({ router }: AppProps) {
  // SiteRoot carries the design tokens (on its class, not :root) for everything inside.
  return (
    <SiteRoot>
      <RouterProvider router={router} />
      <ToastHost />
    </SiteRoot>
  );
}
