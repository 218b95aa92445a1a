import type { ReactNode } from 'react';
import { SiteRuntimeProvider } from '@group/shared/runtime';
import type { SiteRuntime } from '@group/shared/runtime';
import { SiteRoot } from '@group/shared/ui';
import { ToastHost } from './toast-host';

/**
 * The site around its router (a RouterProvider in the browser, a StaticRouterProvider on the
 * server), in its runtime: the browser's one, or the request's on the server. The remotes' pages
 * read the same runtime through the shared kit.
 */
export type AppProps = { runtime: SiteRuntime; children: ReactNode };

export function App({ runtime, children }: AppProps) {
  // SiteRoot carries the design tokens (on its class, not :root) for everything inside.
  return (
    <SiteRuntimeProvider runtime={runtime}>
      <SiteRoot>
        {children}
        <ToastHost />
      </SiteRoot>
    </SiteRuntimeProvider>
  );
}
