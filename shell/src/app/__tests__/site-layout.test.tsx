import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { renderWithRuntime } from '@group/shared/testing';
import { FocusPageHeading, ScrollToTop, SiteLayout } from '../site-layout';

/** The data of a page whose heading comes after it; `showLatePage` stands for its arrival. */
const lateData = { ready: false, listeners: new Set<() => void>() };
const showLatePage = () => {
  lateData.ready = true;
  lateData.listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  lateData.listeners.add(listener);
  return () => lateData.listeners.delete(listener);
};

function LatePage() {
  const ready = useSyncExternalStore(subscribe, () => lateData.ready);
  return ready ? <h1>Late page</h1> : <p role="status">Loading…</p>;
}

beforeEach(() => {
  lateData.ready = false;
});

function Layout() {
  return (
    <>
      <FocusPageHeading containerId="page" />
      <nav>
        <Link to="/next">Next page</Link>
      </nav>
      <main id="page">
        <Outlet />
      </main>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/first', element: <h1>First page</h1> },
          { path: '/next', element: <h1>Next page heading</h1> },
          { path: '/late', element: <LatePage /> },
          {
            path: '/with-dialog',
            element: (
              <>
                <h1>Page with a dialog</h1>
                <button type="button" ref={(node) => node?.focus()}>
                  Close the notice
                </button>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('FocusPageHeading', () => {
  it('leaves the first page alone, and puts focus on the next page’s heading, outside the Tab order', async () => {
    const user = userEvent.setup();
    renderAt('/first');
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'First page' })).not.toHaveAttribute('tabindex');

    await user.click(screen.getByRole('link', { name: 'Next page' }));

    const heading = screen.getByRole('heading', { name: 'Next page heading' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that comes after the page’s data', async () => {
    const router = renderAt('/first');
    await act(() => router.navigate('/late'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(document.body).toHaveFocus();

    await act(async () => showLatePage());

    expect(screen.getByRole('heading', { name: 'Late page' })).toHaveFocus();
  });

  it('stops waiting once the visitor uses the keyboard', async () => {
    const user = userEvent.setup();
    const router = renderAt('/first');
    await act(() => router.navigate('/late'));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveFocus();

    await act(async () => showLatePage());

    expect(screen.getByRole('link', { name: 'Next page' })).toHaveFocus();
  });

  it('leaves focus where the new page put it', async () => {
    const router = renderAt('/first');
    await act(() => router.navigate('/with-dialog'));
    expect(screen.getByRole('button', { name: 'Close the notice' })).toHaveFocus();
  });

  it('does nothing when only the query changes', async () => {
    const router = renderAt('/first');
    await act(() => router.navigate('/first?tab=2'));
    expect(document.body).toHaveFocus();
  });
});

describe('ScrollToTop', () => {
  it('leaves the first page where the visitor scrolled it, and puts every later page at the top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/privacy-policy'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/contact-us'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await act(() => router.navigate('/contact-us?from=footer'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe('SiteLayout while a navigation waits', () => {
  it('keeps the page, marks the main region busy and shows the progress bar until the next page comes', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          element: <SiteLayout />,
          children: [
            { path: '/first', element: <h1>First page</h1> },
            { path: '/next', loader: () => arrived.then(() => null), element: <h1>Next page heading</h1> },
          ],
        },
      ],
      { initialEntries: ['/first'] },
    );
    const { container } = renderWithRuntime(<RouterProvider router={router} />);
    const main = screen.getByRole('main');
    expect(main).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('.progress')).toBeNull();

    await act(async () => {
      void router.navigate('/next');
    });
    expect(screen.getByRole('heading', { name: 'First page' })).toBeInTheDocument();
    expect(main).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.progress')).not.toBeNull();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Next page heading' })).toBeInTheDocument();
    expect(main).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('.progress')).toBeNull();
  });
});
