import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import { SiteRuntimeProvider } from '../runtime';
import type { SiteRuntime } from '../runtime';
import { testRuntime } from './test-runtime';

export type RenderWithRouterOptions = Omit<RenderOptions, 'wrapper'> & {
  /** The address the router starts at, e.g. `/news-centre#abc`. */
  route?: string;
  /** A route pattern such as `/news-centre/:slug`, so the element can read its params. */
  path?: string;
  /** The site runtime around the element: the test's unless said. */
  runtime?: SiteRuntime;
};

export type RenderWithRouterResult = RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  /** Where the router is now (after navigation, hash removal, …). */
  location: () => Location;
};

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
}

/** Renders `ui` inside a memory router at `route`, in a site runtime, with a user-event instance. */
export function renderWithRouter(ui: ReactElement, options: RenderWithRouterOptions = {}): RenderWithRouterResult {
  const { route = '/', path, runtime = testRuntime(), ...renderOptions } = options;
  let current: Location | undefined;
  const record = (location: Location) => {
    current = location;
  };
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      {path ? (
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
      ) : (
        ui
      )}
      <LocationProbe onChange={record} />
    </MemoryRouter>,
    // A wrapper, so that a rerender keeps the runtime.
    { ...renderOptions, wrapper: ({ children }) => <SiteRuntimeProvider runtime={runtime}>{children}</SiteRuntimeProvider> },
  );
  return {
    ...result,
    user: userEvent.setup(),
    location: () => {
      if (!current) throw new Error('renderWithRouter: the router has not rendered');
      return current;
    },
  };
}
