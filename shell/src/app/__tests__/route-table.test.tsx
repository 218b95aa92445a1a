import { act, screen } from '@testing-library/react';
import { echoModules, renderSite, testPageSource } from './render-site';
import { remoteAnswers, resetFederationMocks } from '../../federation/__tests__/federation-runtime-mock';
import { routeTable } from '../route-table';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../../federation/__tests__/federation-runtime-mock').runtimeMockFactory(),
);
jest.mock('../../layout/header', () => ({ SiteHeader: () => <header>Site header</header> }));
jest.mock('../../layout/footer', () => ({ SiteFooter: () => <footer>Site footer</footer> }));

beforeEach(() => {
  resetFederationMocks();
  Object.entries(echoModules).forEach(([id, module]) => remoteAnswers.set(id, module));
});

// SPEC §2, written out as the specification lists them: path → what must render there.
const specRoutes: [path: string, rendered: string][] = [
  ['/', 'home:home'],
  ['/our-company', 'company:ourCompany'],
  ['/management-team', 'company:managementTeam'],
  ['/gallery', 'company:gallery'],
  ['/sports', 'ventures:venture:sports'],
  ['/investments', 'company:investments'],
  ['/contact-us', 'forms:contactUs'],
  ['/careers', 'forms:careers'],
  ['/csr-initiatives', 'company:csrInitiatives'],
  ['/news-centre', 'news:newsCentre'],
  ['/news-centre/solar-park-commissioned', 'news:newsDetail:solar-park-commissioned'],
  ['/hospitality', 'ventures:venture:hospitality'],
  ['/terms-and-conditions', 'company:termsAndConditions'],
  ['/privacy-policy', 'company:privacyPolicy'],
  ['/healthcare', 'ventures:venture:healthcare'],
  ['/renewable-energy', 'ventures:venture:renewable-energy'],
  ['/infrastructure', 'ventures:venture:infrastructure'],
  ['/information-technology', 'ventures:venture:information-technology'],
  ['/media-and-entertainment', 'ventures:venture:media-and-entertainment'],
  ['/business-venture/hospitality', 'ventures:venture:hospitality'],
];

describe('the route table', () => {
  it.each(specRoutes)('renders %s from the right remote, inside header and footer', async (path, rendered) => {
    renderSite(path);

    expect(await screen.findByRole('heading', { name: rendered })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { name: rendered }));
    expect(screen.getByText('Site header').compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(main.compareDocumentPosition(screen.getByText('Site footer'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('leaves header, footer and other routes working when one remote is down', async () => {
    remoteAnswers.set('mfe_news/routes', new Error('Failed to fetch mf-manifest.json'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderSite('/news-centre');

    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Site header')).toBeInTheDocument();
    expect(screen.getByText('Site footer')).toBeInTheDocument();

    await router.navigate('/our-company');
    expect(await screen.findByRole('heading', { name: 'company:ourCompany' })).toBeInTheDocument();
  });
});

describe('a page’s loader', () => {
  it('runs for a new path and for the same address asked again, not for a new query string alone', async () => {
    const source = testPageSource();
    const pageCache = jest.spyOn(source, 'pageCache');
    const { router } = renderSite('/news-centre', routeTable, source);
    await screen.findByRole('heading', { name: 'news:newsCentre' });
    expect(pageCache).toHaveBeenCalledTimes(1);

    // A news category is an address of the same page: it keeps its results.
    await act(() => router.navigate('/news-centre?category=press'));
    expect(pageCache).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/news-centre/solar-park'));
    expect(await screen.findByRole('heading', { name: 'news:newsDetail:solar-park' })).toBeInTheDocument();
    expect(pageCache).toHaveBeenCalledTimes(2);

    // "Try again" asks for the same address: the page loads afresh.
    await act(() => router.navigate('/news-centre/solar-park', { replace: true }));
    expect(pageCache).toHaveBeenCalledTimes(3);
  });
});
