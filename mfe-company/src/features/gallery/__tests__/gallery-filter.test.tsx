import { screen, within } from '@testing-library/react';
import { resetSiteStore } from '@group/shared/testing';
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

const dropdown = () => screen.getByRole('navigation', { name: 'Category' });

describe('Gallery category filter', () => {
  it('shows the categories as buttons and as a dropdown (the stylesheet shows one by width), the first chosen, with its images in order', async () => {
    renderGallery();
    const group = await screen.findByRole('group', { name: 'Gallery categories' });
    expect(group).toHaveTextContent('Corporate EventsSportsCSR');
    expect(screen.getByRole('button', { name: 'Corporate Events' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dropdown()).getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual(['Corporate Events', 'Sports', 'CSR']);
    expect(shownImages(pictures('Corporate Events'))).toEqual(firstCategoryImages);
  });

  it('makes each choice a link to its category’s address', async () => {
    renderGallery();
    expect(await screen.findByRole('button', { name: 'Sports' })).toHaveAttribute('href', '/?category=c2');
    expect(within(dropdown()).getByRole('link', { name: 'Sports', hidden: true })).toHaveAttribute('href', '/?category=c2');
  });

  it('shows the chosen category’s images, sorted by order', async () => {
    const { user, location } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Sports' }));
    expect(screen.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Corporate Events' })).toHaveAttribute('aria-pressed', 'false');
    expect(shownImages(pictures('Sports'))).toEqual(sportsImages);
    expect(location().search).toBe('?category=c2');
  });

  it('chooses with Space as a button does', async () => {
    const { user } = renderGallery();
    (await screen.findByRole('button', { name: 'CSR' })).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'CSR' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('chooses from the dropdown, which closes', async () => {
    const { user } = renderGallery();
    await screen.findByRole('group', { name: 'Gallery categories' });
    await user.click(within(dropdown()).getByText('Category'));
    await user.click(within(dropdown()).getByRole('link', { name: 'Sports' }));
    expect(shownImages(pictures('Sports'))).toEqual(sportsImages);
    expect(dropdown().querySelector('details')).not.toHaveAttribute('open');
  });

  it('shows the category its address names', async () => {
    renderGallery({}, '/gallery?category=c2');
    await screen.findByRole('group', { name: 'Gallery categories' });
    expect(screen.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'true');
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
