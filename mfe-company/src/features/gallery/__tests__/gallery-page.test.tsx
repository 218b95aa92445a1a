import { act, screen, waitFor } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { bannerImagesOf, ok, resetSiteStore, toastMessages } from '@group/shared/testing';
import { galleryCategories } from '../../../test-support/company-fixtures';
import { deferred, silenceApiLogs } from '../../../test-support/fixtures';
import { GALLERY_EMPTY, GALLERY_CATEGORY_EMPTY } from '../components/gallery-content';
import { renderGallery } from './render-gallery';

beforeEach(resetSiteStore);
afterEach(() => jest.useRealTimers());

const loader = () => screen.queryByRole('status', { name: 'Loading Gallery' });

describe('Gallery page', () => {
  it('fetches the images, the categories and the section banners together', async () => {
    const images = deferred();
    const { fetchMock } = renderGallery({ [endpoints.gallery]: () => images.promise as Promise<object> });
    await waitFor(() => expect(fetchMock.callsTo(endpoints.sectionBanners)).toHaveLength(1));
    expect(fetchMock.callsTo(endpoints.galleryCategories)).toHaveLength(1);
    expect(fetchMock.callsTo(endpoints.gallery)).toHaveLength(1);
    expect(loader()).toBeInTheDocument();
    await act(async () => images.resolve(ok([])));
    await waitFor(() => expect(loader()).not.toBeInTheDocument());
  });

  it('keeps its loading state until 100 ms after the load has finished', async () => {
    jest.useFakeTimers();
    renderGallery();
    expect(loader()).toBeInTheDocument();
    // Lets every answer arrive; the page now waits on its 100 ms timer alone.
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(loader()).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(99));
    expect(loader()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(loader()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
  });

  it('shows the gallery banner from the section banners', async () => {
    renderGallery();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Gallery' });
    const banner = heading.closest('section');
    expect(bannerImagesOf(banner)).toEqual({
      desktop: 'http://localhost:4000/images/banners/gallery-desktop.jpg',
      mobile: 'http://localhost:4000/images/banners/gallery-mobile.jpg',
      media: '(max-width: 767px)',
    });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeGallery');
  });

  it.each([endpoints.gallery, endpoints.galleryCategories, endpoints.sectionBanners])(
    'says "Failed to load gallery data" when %s fails',
    async (failing) => {
      silenceApiLogs();
      renderGallery({ [failing]: 500 });
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load gallery data');
      expect(screen.queryByRole('button', { name: /^View image/ })).not.toBeInTheDocument();
      expect(toastMessages()).toEqual(['Internal Server Error']);
    },
  );

  it('loads again when the visitor retries after a failure', async () => {
    silenceApiLogs();
    let attempts = 0;
    const { user } = renderGallery({
      [endpoints.galleryCategories]: () => {
        attempts += 1;
        return attempts === 1 ? 503 : ok(galleryCategories);
      },
    });
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'View image: Annual awards night' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load gallery data')).not.toBeInTheDocument();
  });

  it('says so when the gallery has no categories', async () => {
    renderGallery({ [endpoints.galleryCategories]: ok([]) });
    expect(await screen.findByText(GALLERY_EMPTY)).toBeInTheDocument();
  });

  it('says so when the chosen category has no images', async () => {
    renderGallery({ [endpoints.galleryCategories]: ok([{ _id: 'c9', name: 'Archive' }, ...galleryCategories]) });
    expect(await screen.findByText(GALLERY_CATEGORY_EMPTY)).toBeInTheDocument();
  });

  it('uses the page meta from the backend for the page head', async () => {
    renderGallery();
    await waitFor(() => expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'About Gallery.'));
    expect(document.title).toBe('Gallery | Meridian Group');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/gallery');
  });

  it('turns scroll restoration to manual while shown, and back when the visitor leaves', async () => {
    window.history.scrollRestoration = 'auto';
    const { unmount } = renderGallery();
    expect(window.history.scrollRestoration).toBe('manual');
    await screen.findByRole('heading', { level: 1, name: 'Gallery' });
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
