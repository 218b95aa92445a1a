import type { ReactNode } from 'react';
import { SiteRoot } from '@group/shared/ui';
import { ToastHost } from './toast-host';

/** The site around its router: a RouterProvider in the browser, a StaticRouterProvider on the server. */
export type AppProps = { children: ReactNode };

export function App({ children }: AppProps) {
  // SiteRoot carries the design tokens (on its class, not :root) for everything inside.
  return (
    <SiteRoot>
      {children}
      <ToastHost />
    </SiteRoot>
  );
}
