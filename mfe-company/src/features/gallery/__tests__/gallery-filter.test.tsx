import { fireEvent, screen } from '@testing-library/react';
import { mockMatchMedia, resetSiteStore } from '@group/shared/testing';
import type { LightboxControls } from '@group/shared/ui';
import { pictures, renderGallery, shownImages } from './render-gallery';

// The lightbox itself is the kit's (tested there); this checks what the gallery asks it to show.
const mockLightbox: jest.Mocked<LightboxControls> = { open: jest.fn(), openGallery: jest.fn(), close: jest.fn() };
jest.mock('@group/shared/ui', () => ({
  ...jest.requireActual('@group/shared/ui'),
  useLightbox: () => mockLightbox,
}));

beforeEach(resetSiteStore);

const firstCategoryImages = ['Annual awards night', 'Leadership conclave', 'Ringing the bell'];
const sportsImages = ['Floodlit stadium', 'Youth academy', 'Team huddle'];

describe('Gallery category filter', () => {
  describe.each([1280, 992])('at %i px wide', (width) => {
    it('shows the categories as buttons, the first chosen, with its images in order', async () => {
      mockMatchMedia({ width });
      renderGallery();
      const group = await screen.findByRole('group', { name: 'Gallery categories' });
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(group).toHaveTextContent('Corporate EventsSportsCSR');
      expect(screen.getByRole('button', { name: 'Corporate Events' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'false');
      expect(shownImages(pictures('Corporate Events'))).toEqual(firstCategoryImages);
    });
  });

  it('shows the chosen category’s images, sorted by order', async () => {
    mockMatchMedia({ width: 1280 });
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Sports' }));
    expect(screen.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Corporate Events' })).toHaveAttribute('aria-pressed', 'false');
    expect(shownImages(pictures('Sports'))).toEqual(sportsImages);
  });

  describe.each([991, 375])('at %i px wide', (width) => {
    it('shows the categories as a dropdown, the first chosen, and filters on change', async () => {
      mockMatchMedia({ width });
      renderGallery();
      const select = await screen.findByRole('combobox', { name: 'Category' });
      expect(screen.queryByRole('group', { name: 'Gallery categories' })).not.toBeInTheDocument();
      expect(select).toHaveValue('c1');
      expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text)).toEqual(['Corporate Events', 'Sports', 'CSR']);
      expect(shownImages(pictures('Corporate Events'))).toEqual(firstCategoryImages);
      fireEvent.change(select, { target: { value: 'c2' } });
      expect(shownImages(pictures('Sports'))).toEqual(sportsImages);
    });
  });

  it('keeps the chosen category when the window crosses 992 px', async () => {
    const media = mockMatchMedia({ width: 1280 });
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Sports' }));
    media.set({ width: 800 });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('c2');
    expect(shownImages(pictures('Sports'))).toEqual(sportsImages);
  });

  it('gives each image its size and loads it lazily', async () => {
    renderGallery();
    const image = (await screen.findByRole('button', { name: 'View image: Annual awards night' })).querySelector('img');
    expect(image).toHaveAttribute('src', 'http://localhost:4000/images/gallery/g3.jpg');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('opens the lightbox on the chosen image, with the category’s images to page through', async () => {
    mockMatchMedia({ width: 1280 });
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Sports' }));
    await user.click(screen.getByRole('button', { name: 'View image: Youth academy' }));
    expect(mockLightbox.openGallery).toHaveBeenCalledWith(
      [
        { src: 'http://localhost:4000/images/gallery/g2.jpg', type: 'image', alt: 'Floodlit stadium' },
        { src: 'http://localhost:4000/images/gallery/g6.jpg', type: 'image', alt: 'Youth academy' },
        { src: 'http://localhost:4000/images/gallery/g4.jpg', type: 'image', alt: 'Team huddle' },
      ],
      1,
    );
  });
});
