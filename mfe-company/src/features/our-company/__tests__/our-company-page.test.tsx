import { act, screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { bannerImagesOf, ok, resetSiteStore, toastMessages } from '@group/shared/testing';
import { deferred, sectionBanners, silenceApiLogs } from '../../../test-support/fixtures';
import { findBannerHeading, renderOurCompany } from './render-our-company';

beforeEach(resetSiteStore);

describe('Our Company page', () => {
  it('shows a loading screen until the banner arrives, with every load already under way', async () => {
    const banners = deferred();
    const { fetchMock } = renderOurCompany({ [endpoints.sectionBanners]: () => banners.promise as Promise<object> });
    expect(screen.getByRole('status', { name: 'Loading Our Company' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock.callsTo(endpoints.leadership)).toHaveLength(1));
    expect(fetchMock.callsTo(endpoints.achievements)).toHaveLength(1);

    await act(async () => banners.resolve(ok(sectionBanners)));
    expect(await findBannerHeading()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Our Company' })).not.toBeInTheDocument();
  });

  it('shows the banner, desktop above 600 px and mobile up to 600 px, with its breadcrumb', async () => {
    renderOurCompany();
    const banner = (await findBannerHeading()).closest('section');
    expect(bannerImagesOf(banner)).toEqual({
      desktop: 'http://localhost:4000/images/banners/our-company-desktop.jpg',
      mobile: 'http://localhost:4000/images/banners/our-company-mobile.jpg',
      media: '(max-width: 600px)',
    });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeAboutOur Company');
  });

  it('shows the main heading and description', async () => {
    renderOurCompany();
    const heading = await screen.findByRole('heading', { name: 'Who we are' });
    expect(within(heading).getByText('we are').tagName).toBe('STRONG');
    expect(screen.getByText(/Founded in Mumbai in 1994/)).toBeInTheDocument();
  });

  it('shows the section-one blocks with icon, title and description', async () => {
    renderOurCompany();
    const block = (await screen.findByRole('heading', { name: 'Diversified Portfolio' })).closest('li') as HTMLElement;
    expect(block.querySelector('img')).toHaveAttribute('src', 'http://localhost:4000/images/icons/portfolio.png');
    expect(within(block).getByText('businesses').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { name: 'Governance First' })).toBeInTheDocument();
  });

  it('shows the mission, vision and philosophy cards with icon, title and markup', async () => {
    renderOurCompany();
    const cards = within(await screen.findByRole('region', { name: 'Mission, vision and philosophy' })).getAllByRole('listitem', {
      name: '',
    });
    const titles = cards.filter((card) => card.querySelector('h3')).map((card) => card.querySelector('h3')?.textContent);
    expect(titles).toEqual(['Mission', 'Vision', 'Philosophy']);
    expect(within(cards[0]).getByText('enduring enterprises').tagName).toBe('STRONG');
    expect(cards[0].querySelector('img')).toHaveAttribute('src', 'http://localhost:4000/images/icons/mission.png');
    expect(screen.getByText('Act with integrity, always').tagName).toBe('LI');
  });

  it('shows the achievements under their heading, one slide each', async () => {
    renderOurCompany();
    const slider = await screen.findByRole('region', { name: 'Achievements' });
    expect(screen.getByRole('heading', { name: 'Awards and recognition' })).toBeInTheDocument();
    // A looping slider repeats slides; the first of each is the one that counts.
    expect(within(slider).getAllByRole('group', { name: '1 of 5' })[0]).toHaveTextContent('Most Promising award');
    // The slides out of view arrive with Swiper, which the kit's Carousel fetches after the first view.
    expect((await within(slider).findAllByRole('img', { name: 'NBT Awards' }))[0]).toHaveAttribute('src', 'http://localhost:4000/images/achievements/5.jpg');
  });

  it('shows the leadership section with its heading, introduction and people', async () => {
    renderOurCompany();
    const section = (await screen.findByRole('heading', { name: 'Our leadership' })).closest('section') as HTMLElement;
    expect(section).toHaveTextContent('Decades of experience in business, public service and finance.');
    const arjun = within(section).getByRole('heading', { name: 'Arjun Mehta' }).closest('li') as HTMLElement;
    expect(arjun).toHaveTextContent('Chairman');
    expect(arjun).toHaveTextContent('Founded the group in 1994.');
    expect(within(arjun).getByRole('img', { name: 'Arjun Mehta' })).toHaveAttribute('loading', 'lazy');
  });

  it('uses the page meta from the backend for the page head', async () => {
    renderOurCompany();
    await waitFor(() =>
      expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Our Company (shared)'),
    );
    expect(document.title).toBe('Our Company | Meridian Group');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'About Our Company.');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/our-company');
  });

  it('shows placeholders in each section while its content loads', async () => {
    const pending = () => new Promise<object>(() => {});
    renderOurCompany({
      [endpoints.ourCompanyContent]: pending,
      [endpoints.sectionOne]: pending,
      [endpoints.achievements]: pending,
      [endpoints.leadership]: pending,
    });
    await findBannerHeading();
    expect(screen.getByTestId('main-content-placeholder')).toBeInTheDocument();
    expect(screen.getByTestId('section-one-placeholder')).toBeInTheDocument();
    expect(screen.getByTestId('section-cards-placeholder')).toBeInTheDocument();
    expect(screen.getByTestId('achievements-placeholder')).toBeInTheDocument();
    expect(screen.getByTestId('leadership-placeholder')).toBeInTheDocument();
  });

  it('leaves out sections that have nothing to show', async () => {
    renderOurCompany({
      [endpoints.sectionOne]: ok([]),
      [endpoints.achievements]: ok([]),
      [endpoints.leadership]: ok([]),
    });
    await screen.findByRole('heading', { name: 'Who we are' });
    expect(screen.queryByRole('region', { name: 'Achievements' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our leadership' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What sets us apart' })).not.toBeInTheDocument();
  });

  it('still shows the page when the banner is missing or a section fails, and the visitor is told', async () => {
    silenceApiLogs();
    renderOurCompany({ [endpoints.sectionBanners]: ok([]), [endpoints.achievements]: 500 });
    expect(await findBannerHeading()).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Our Company' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Arjun Mehta' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Achievements' })).not.toBeInTheDocument();
    expect(toastMessages()).toEqual(['Internal Server Error']);
  });

  it('shows the backend message when a load answers with an error status', async () => {
    silenceApiLogs();
    renderOurCompany({ [endpoints.leadership]: { status: 404, message: 'Leadership not found' } });
    await screen.findByRole('heading', { name: 'Who we are' });
    await waitFor(() => expect(toastMessages()).toEqual(['Leadership not found']));
  });
});
