import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from './render-site';
import { remoteAnswers, resetFederationMocks } from '../../federation/__tests__/federation-runtime-mock';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../../federation/__tests__/federation-runtime-mock').runtimeMockFactory(),
);
jest.mock('../../layout/header', () => ({ SiteHeader: () => <header>Site header</header> }));
jest.mock('../../layout/footer', () => ({ SiteFooter: () => <footer>Site footer</footer> }));

beforeEach(() => {
  resetFederationMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the not-found screen', () => {
  it.each(['/no-such-page', '/business-venture', '/news-centre/a/b'])('is shown for %s inside the layout', async (path) => {
    renderSite(path);

    const heading = await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByText('Site header')).toBeInTheDocument();
    expect(screen.getByText('Site footer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('the router fallback screen', () => {
  it('shows "Unexpected Application Error!" inside the layout when a page throws', async () => {
    remoteAnswers.set('mfe_company/routes', {
      routes: {
        gallery: {
          Component: () => {
            throw new Error('Gallery exploded');
          },
          queries: () => [],
        },
      },
    });
    renderSite('/gallery');

    const heading = await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByText('Gallery exploded')).toBeInTheDocument();
    expect(screen.getByText('Site header')).toBeInTheDocument();
    expect(screen.getByText('Site footer')).toBeInTheDocument();
  });

  it('"Try again" renders the page afresh', async () => {
    let broken = true;
    remoteAnswers.set('mfe_company/routes', {
      routes: {
        investments: {
          Component: () => {
            if (broken) throw new Error('Temporary failure');
            return <h1>Investments page</h1>;
          },
          queries: () => [],
        },
      },
    });
    const user = userEvent.setup();
    renderSite('/investments');

    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Investments page' })).toBeInTheDocument();
  });
});
