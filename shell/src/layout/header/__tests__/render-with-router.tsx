import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { GlobalSettings, VentureCategory } from '@group/shared/contract';
import { renderWithRuntime, testRuntime } from '@group/shared/testing';

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="current-path">{pathname}</output>;
}

/** Renders `ui` inside a router at `path`, with a probe showing where navigation led. */
export function renderWithRouter(ui: ReactElement, path = '/') {
  return renderWithRuntime(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <LocationProbe />
    </MemoryRouter>,
  );
}

export function venture(overrides: Partial<VentureCategory> & Pick<VentureCategory, 'title' | 'slug'>): VentureCategory {
  return {
    status: true,
    banners: { desktop_banner: { url: 'ventures/desktop.jpg' }, mobile_banner: { url: 'ventures/mobile.jpg' } },
    sections: [],
    ...overrides,
  };
}

export function setSiteState(state: { globals?: GlobalSettings | null; ventureCategories?: VentureCategory[] }) {
  testRuntime().store.setState({ globals: null, ventureCategories: [], ...state });
}
