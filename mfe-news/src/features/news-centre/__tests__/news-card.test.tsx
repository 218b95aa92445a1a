import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, mockMatchMedia, resetSiteStore } from '@group/shared/testing';
import { closeLightbox } from '@group/shared/ui';
import { renderNewsCentre } from './render-news-centre';
import { firstPages, groupUpdates, listingRoutes, mediaMentions, newsItem, pressReleases } from './news-fixtures';
import type { NewsItem } from '@group/shared/contract';

beforeEach(() => {
  resetSiteStore();
  mockMatchMedia({ width: 1280 });
});
afterEach(() => closeLightbox());

/** The listing with `items` as the first category's news. */
async function renderCards(items: NewsItem[], categoryName = 'Press Releases') {
  mockFetch(listingRoutes({ ...firstPages(), [categoryName]: { news: items, totalCount: items.length } }));
  const view = await renderNewsCentre();
  if (categoryName !== 'Press Releases') await view.user.click(screen.getByRole('tab', { name: categoryName }));
  return view;
}

const cardOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;

describe('News card: what it does by link_type', () => {
  it('inner-page-link leads to /news-centre/{slug}', async () => {
    const { user, location } = await renderCards([newsItem(pressReleases, { title: 'Solar park opens', slug: 'solar-park' })]);
    const link = screen.getByRole('link', { name: 'Solar park opens' });
    expect(link).toHaveAttribute('href', '/news-centre/solar-park');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(location().pathname).toBe('/news-centre/solar-park');
  });

  it('external-link opens its cta in a new tab without referrer', async () => {
    await renderCards([
      newsItem(pressReleases, { title: 'In the papers', link_type: 'external-link', cta: 'https://press.example.com/story' }),
      newsItem(pressReleases, { title: 'Bare domain', link_type: 'external-link', cta: 'press.example.com/other' }),
    ]);
    const link = screen.getByRole('link', { name: 'In the papers' });
    expect(link).toHaveAttribute('href', 'https://press.example.com/story');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Bare domain' })).toHaveAttribute('href', 'https://press.example.com/other');
  });

  it('external-link without a usable cta is not a link', async () => {
    await renderCards([
      newsItem(pressReleases, { title: 'No address', link_type: 'external-link' }),
      newsItem(pressReleases, { title: 'Script', link_type: 'external-link', cta: 'javascript:alert(1)' }),
    ]);
    expect(screen.queryByRole('link', { name: 'No address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Script' })).not.toBeInTheDocument();
  });

  it('none is neither a link nor focusable, and has no arrow', async () => {
    await renderCards([
      newsItem(pressReleases, { title: 'Just news', link_type: 'none', cta: 'https://example.com' }),
      newsItem(pressReleases, { title: 'A page', link_type: 'inner-page-link' }),
    ]);
    const card = cardOf('Just news');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(card.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
    expect(card.querySelector('svg')).toBeNull();
    expect(cardOf('A page').querySelector('svg')).not.toBeNull();
  });

  it('video opens the lightbox with the cta as its source', async () => {
    const { user } = await renderCards([
      newsItem(pressReleases, { title: 'Watch the launch', link_type: 'video', cta: 'https://cdn.example.com/launch.mp4' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Watch the launch' }));
    const video = await findVideo();
    expect(video).toHaveAttribute('src', 'https://cdn.example.com/launch.mp4');
  });

  it('video shows "Invalid source" when it cannot be played', async () => {
    const { user } = await renderCards([
      newsItem(pressReleases, { title: 'Broken clip', link_type: 'video', cta: 'https://cdn.example.com/missing.mp4' }),
      newsItem(pressReleases, { title: 'No clip', link_type: 'video' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Broken clip' }));
    const video = await findVideo();
    fireEvent.error(video);
    expect(await screen.findByText('Invalid source')).toBeInTheDocument();

    closeLightbox();
    await user.click(screen.getByRole('button', { name: 'No clip' }));
    expect(await screen.findByText('Invalid source')).toBeInTheDocument();
  });
});

/** The video the lightbox plays (glightbox builds its dialog outside React). */
function findVideo(): Promise<HTMLVideoElement> {
  return waitFor(() => {
    const video = document.querySelector<HTMLVideoElement>('.glightbox-container video');
    if (!video) throw new Error('no video in the lightbox yet');
    return video;
  });
}

describe('News card: dates', () => {
  it('shows month, day and year outside Media Mentions', async () => {
    await renderCards([newsItem(pressReleases, { title: 'Dated', createdAt: '2026-03-04T23:30:00.000Z' })]);
    expect(within(cardOf('Dated')).getByText('March 4, 2026')).toHaveAttribute('datetime', '2026-03-04T23:30:00.000Z');
  });

  it('shows month and year in Media Mentions', async () => {
    await renderCards([newsItem(mediaMentions, { title: 'Mentioned', createdAt: '2026-03-04T10:00:00.000Z' })], 'Media Mentions');
    const card = cardOf('Mentioned');
    expect(within(card).getByText('March 2026')).toBeInTheDocument();
    expect(within(card).queryByText('March 4, 2026')).not.toBeInTheDocument();
  });

  it('reads the date in UTC, not in the offset it was written with', async () => {
    await renderCards([newsItem(groupUpdates, { title: 'New year', createdAt: '2025-12-31T23:59:00-02:00' })], 'Group Updates');
    expect(within(cardOf('New year')).getByText('January 1, 2026')).toBeInTheDocument();
  });

  it('shows the image with its alt text and reserved size', async () => {
    await renderCards([newsItem(pressReleases, { title: 'Pictured', alt_tag: 'Solar panels at dusk', image: { url: 'news/pictured.jpg' } })]);
    const image = within(cardOf('Pictured')).getByRole('img', { name: 'Solar panels at dusk' });
    expect(image).toHaveAttribute('src', 'http://localhost:4000/images/news/pictured.jpg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '500');
  });
});
