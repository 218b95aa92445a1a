import { screen } from '@testing-library/react';
import { hydrateFromServer, renderOnServer, renderWithRuntime } from '@group/shared/testing';
import { useHydrated } from '../use-hydrated';

function Probe({ renders = [] }: { renders?: boolean[] }) {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'in the browser' : 'as the server sent it'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, then true', async () => {
    const server = await renderOnServer(<Probe />);
    expect(server.html).toContain('as the server sent it');
    const renders: boolean[] = [];
    const page = await hydrateFromServer(<Probe renders={renders} />, server);
    expect(page.errors).toEqual([]);
    expect(renders[0]).toBe(false);
    expect(page.container).toHaveTextContent('in the browser');
    page.unmount();
  });

  it('is true from the first render of a page the server had no part in', () => {
    const renders: boolean[] = [];
    renderWithRuntime(<Probe renders={renders} />);
    expect(renders).toEqual([true]);
    expect(screen.getByText('in the browser')).toBeInTheDocument();
  });
});
