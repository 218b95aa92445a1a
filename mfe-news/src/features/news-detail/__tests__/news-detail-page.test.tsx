import { screen, waitFor, within } from '@testing-library/react';
import { httpReply, mockFetch, ok, renderWithRouter, resetSiteStore, toastMessages } from '@group/shared/testing';
import type { MockAnswer } from '@group/shared/testing';
import type { NewsItem } from '@group/shared/contract';
import { NewsDetailPage } from '../news-detail-page';

import { newsCentreBanner } from '../../../test-support/news-centre-banner';
import { solarParkItem } from './news-detail-fixtures';

const banner = newsCentreBanner;
const item: NewsItem = {
  ...solarParkItem,
  description:
    '<p style="font-size: 22px; color: red" class="MsoNormal"><strong>Jodhpur, 14 January 2026:</strong> The park is live.</p>' +
    '<p>It powers <b>90,000</b> homes.<img src="x" onerror="window.hacked = true"></p><script>window.hacked = true</script>',
};

function renderDetail(slug = item.slug) {
  return renderWithRouter(<NewsDetailPage slug={slug} />, { route: `/news-centre/${slug}` });
}

beforeEach(() => {
  resetSiteStore();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('News detail page', () => {
  it('shows "Loading..." while waiting', async () => {
    // Made before the request: the page asks after it mounts, whenever that is.
    let answer: (value: MockAnswer) => void = () => {};
    const reply = new Promise<MockAnswer>((resolve) => (answer = resolve));
    mockFetch({ '/newscentre/solar-park': () => reply, '/section-banners': ok([banner]) });
    renderDetail();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    answer(ok(item));
    expect(await screen.findByRole('heading', { name: item.title })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows the banner, the category in upper case, the title and the inner page image', async () => {
    mockFetch({ '/newscentre/solar-park': ok(item), '/section-banners': ok([banner]) });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 2, name: 'PRESS RELEASES' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'News Centre' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'News Centre' })).toHaveAttribute('src', 'http://localhost:4000/images/banners/news-centre-desktop.jpg');
    expect(screen.getByRole('heading', { level: 3, name: item.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Solar panels in Rajasthan' })).toHaveAttribute('src', 'http://localhost:4000/images/news/news-01-inner.jpg');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'News Centre' })).toHaveAttribute('href', '/news-centre');
  });

  it('falls back to the card image without an inner page image', async () => {
    mockFetch({ '/newscentre/solar-park': ok({ ...item, inner_page_image: undefined }), '/section-banners': ok([banner]) });
    renderDetail();
    expect(await screen.findByRole('img', { name: 'Solar panels in Rajasthan' })).toHaveAttribute('src', 'http://localhost:4000/images/news/news-01.jpg');
  });

  it('shows the description sanitized, its paragraphs restyled and its bold as plain text', async () => {
    mockFetch({ '/newscentre/solar-park': ok(item), '/section-banners': ok([banner]) });
    renderDetail();
    const lead = await screen.findByText(/The park is live\./);
    expect(lead).toHaveTextContent('Jodhpur, 14 January 2026: The park is live.');
    expect(lead.tagName).toBe('P');
    expect(lead).not.toHaveAttribute('style');
    expect(lead).not.toHaveAttribute('class');
    const article = screen.getByRole('article');
    expect(article.querySelector('strong, b')).toBeNull();
    expect(screen.getByText(/It powers 90,000 homes\./)).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('links "Read More" to innerLink in a new tab', async () => {
    mockFetch({ '/newscentre/solar-park': ok(item), '/section-banners': ok([banner]) });
    renderDetail();
    const readMore = await screen.findByRole('link', { name: 'Read More' });
    expect(readMore).toHaveAttribute('href', 'https://business-daily.example.com/energy/solar-park');
    expect(readMore).toHaveAttribute('target', '_blank');
    expect(readMore).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no "Read More" without innerLink', async () => {
    mockFetch({ '/newscentre/solar-park': ok({ ...item, innerLink: undefined }), '/section-banners': ok([banner]) });
    renderDetail();
    await screen.findByRole('heading', { level: 3, name: item.title });
    expect(screen.queryByRole('link', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it("sets the head from the item's title and description", async () => {
    mockFetch({ '/newscentre/solar-park': ok(item), '/section-banners': ok([banner]) });
    renderDetail();
    await waitFor(() => expect(document.title).toBe(item.title));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Jodhpur, 14 January 2026: The park is live. It powers 90,000 homes.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/news-centre\/solar-park$/);
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost:4000/images/news/news-01-inner.jpg');
  });

  it('shows "News item not found", and no toast, when the backend answers 404', async () => {
    mockFetch({
      '/newscentre/gone': httpReply(404, { status: 404, message: 'News item not found' }),
      '/section-banners': ok([banner]),
    });
    renderDetail('gone');
    expect(await screen.findByText('News item not found', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to News Centre' })).toHaveAttribute('href', '/news-centre');
    expect(screen.getByRole('heading', { level: 1, name: 'News Centre' })).toBeInTheDocument();
    expect(toastMessages()).toEqual([]);
  });

  it('shows "News item not found" when nothing usable comes back', async () => {
    mockFetch({ '/newscentre/empty': ok(null), '/section-banners': 500 });
    renderDetail('empty');
    expect(await screen.findByText('News item not found', { selector: 'p' })).toBeInTheDocument();
  });

  it('shows the error state with "Try again", not "News item not found", when the item could not be read', async () => {
    mockFetch({ '/newscentre/solar-park': 503, '/section-banners': ok([banner]) });
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('The news item could not be loaded.');
    expect(screen.queryByText('News item not found')).not.toBeInTheDocument();
    expect(toastMessages('error')).toEqual(['Internal Server Error']);

    mockFetch({ '/newscentre/solar-park': ok(item), '/section-banners': ok([banner]) });
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 3, name: item.title })).toBeInTheDocument();
  });

  it('treats an unpublished item as not found', async () => {
    mockFetch({ '/newscentre/solar-park': ok({ ...item, status: false }), '/section-banners': ok([banner]) });
    renderDetail();
    expect(await screen.findByText('News item not found', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: item.title })).not.toBeInTheDocument();
  });
});
