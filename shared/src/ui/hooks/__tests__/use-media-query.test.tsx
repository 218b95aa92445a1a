import { screen } from '@testing-library/react';
import { hydrateFromServer, mockMatchMedia, renderOnServer, renderWithRuntime } from '@group/shared/testing';
import { useMediaQuery } from '../use-media-query';

function Layout({ renders = [] }: { renders?: string[] }) {
  const layout = useMediaQuery('(max-width: 767px)') ? 'mobile' : 'desktop';
  renders.push(layout);
  return <p>{layout}</p>;
}

describe('useMediaQuery', () => {
  it('is true at or below the width and follows changes', () => {
    const media = mockMatchMedia({ width: 1280 });
    renderWithRuntime(<Layout />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    media.set({ width: 767 });
    expect(screen.getByText('mobile')).toBeInTheDocument();
    media.set({ width: 768 });
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });

  it('answers the server value on the server', async () => {
    mockMatchMedia({ width: 375 });
    function Probe() {
      return <p>{String(useMediaQuery('(min-width: 1024px)', true))}</p>;
    }
    expect((await renderOnServer(<Probe />)).html).toContain('true');
  });

  it("hydrates the server's markup as it is, then takes the phone's layout", async () => {
    mockMatchMedia({ width: 375 });
    const server = await renderOnServer(<Layout />);
    expect(server.html).toContain('desktop');
    const renders: string[] = [];
    const page = await hydrateFromServer(<Layout renders={renders} />, server);
    expect(page.errors).toEqual([]);
    expect(renders[0]).toBe('desktop');
    expect(page.container).toHaveTextContent('mobile');
    page.unmount();
  });

  it('renders the layout of the screen at once in a page the server had no part in', () => {
    mockMatchMedia({ width: 375 });
    const renders: string[] = [];
    renderWithRuntime(<Layout renders={renders} />);
    expect(renders).toEqual(['mobile']);
  });
});
