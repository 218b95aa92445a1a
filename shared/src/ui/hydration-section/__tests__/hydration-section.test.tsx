import { useEffect } from 'react';
import { createSiteRuntime, useSiteRuntime } from '@group/shared/runtime';
import type { SiteRuntime } from '@group/shared/runtime';
import { hydrateFromServer, renderOnServer, renderWithRuntime } from '@group/shared/testing';
import { useHydrated } from '../../hooks/use-hydrated';
import { HydrationSection } from '../hydration-section';

let events: string[] = [];

/** A part of the page that says whether it was hydrating when it was taken over. */
function Part({ name }: { name: string }) {
  const { hydration } = useSiteRuntime();
  const hydrated = useHydrated();
  useEffect(() => {
    events.push(`${name} taken over${hydration.active ? ' while hydrating' : ''}`);
  }, [hydration, name]);
  return <p>{`${name}: ${hydrated ? 'browser' : 'server'}`}</p>;
}

/** What the shell's LiveMark does: the page is live once it has settled. */
function Live() {
  const { hydration } = useSiteRuntime();
  useEffect(() => hydration.whenSettled(() => events.push('live')), [hydration]);
  return null;
}

function Page() {
  return (
    <main>
      <Part name="heading" />
      <HydrationSection>
        <Part name="banner" />
      </HydrationSection>
      <HydrationSection>
        <Part name="news" />
      </HydrationSection>
      <Live />
    </main>
  );
}

const runtime = (): SiteRuntime => createSiteRuntime({ config: { apiBaseUrl: 'http://api.test' } });

beforeEach(() => {
  events = [];
});

describe('HydrationSection', () => {
  it('hydrates each section after the page around it, and the page is live only once every section is', async () => {
    const server = await renderOnServer(<Page />);
    expect(server.html).toContain('banner: server');
    events = [];
    const page = await hydrateFromServer(<Page />, server, '/', { runtime: runtime() });
    expect(page.errors).toEqual([]);
    expect(events).toEqual(['heading taken over while hydrating', 'banner taken over while hydrating', 'news taken over while hydrating', 'live']);
    page.unmount();
  });

  it('holds nothing in a page rendered in the browser alone', () => {
    renderWithRuntime(<Page />);
    expect(events[events.length - 1]).toBe('live');
    expect(events).toContain('banner taken over');
  });
});
