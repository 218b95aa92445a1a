import { screen, within } from '@testing-library/react';
import type { HomeBanner } from '@group/shared/contract';
import { homeBannerSchema } from '@group/shared/contract';
import { mockMatchMedia, renderWithRouter, setPageVisibility } from '@group/shared/testing';
import { BannerSlider } from '../components/banner-slider';
import { banners } from './home-fixtures';
import { findSwiperIn } from './swiper-capture';

jest.mock('swiper/react', () => jest.requireActual('./swiper-capture').capturingSwiperReact());

const parsed: HomeBanner[] = banners.map((banner) => homeBannerSchema.parse(banner));
const images = 'http://localhost:4000/images';

const renderSlider = (width = 1280) => {
  mockMatchMedia({ width });
  return renderWithRouter(<BannerSlider banners={parsed} loading={false} />);
};
const slider = () => screen.getByRole('region', { name: 'Highlights' });
const slide = (n: number) => within(slider()).getByRole('group', { name: `${n} of 3` });
/** Slides after the first arrive with Swiper, which the kit's Carousel fetches after the first view. */
const findSlide = (n: number) => within(slider()).findByRole('group', { name: `${n} of 3` });

describe('BannerSlider', () => {
  it('shows each banner with its title (markup), description and image', async () => {
    renderSlider();
    expect(within(slide(1)).getByRole('heading', { name: 'Building India’s tomorrow' })).toContainHTML('<strong>India’s tomorrow</strong>');
    expect(within(slide(1)).getByText('From cricket grounds to solar parks.')).toBeInTheDocument();
    expect(within(await findSlide(2)).getByRole('heading', { name: 'Powering a cleaner future' })).toBeInTheDocument();
  });

  it('shows the call-to-action only on a banner that has one', async () => {
    renderSlider();
    expect(within(slide(1)).getByRole('link', { name: 'Discover Our Company' })).toHaveAttribute('href', '/our-company');
    expect(within(await findSlide(2)).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([1280, 375])('offers the mobile image up to 767 px and the desktop one above, for the browser to pick (%i px)', (width) => {
    renderSlider(width);
    const image = within(slide(1)).getByRole('img', { name: parsed[0].alt_tag });
    const mobileSources = image.parentElement?.querySelectorAll('source[media="(max-width: 767px)"]') ?? [];
    expect(image.parentElement?.tagName).toBe('PICTURE');
    // AVIF, WebP and JPEG, each at the widths a small screen needs.
    expect([...mobileSources].map((source) => source.getAttribute('srcset'))).toEqual(
      ['&fm=avif', '&fm=webp', ''].map((format) => `${images}/banners/home-1-mobile.jpg?w=480${format} 480w, ${images}/banners/home-1-mobile.jpg?w=768${format} 768w`),
    );
    expect(image).toHaveAttribute('src', `${images}/banners/home-1-desktop.jpg`);
  });

  it('fetches the first image at once and first (the largest paint); the others lazily', async () => {
    renderSlider();
    const first = within(slide(1)).getByRole('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '1920');
    expect(first).toHaveAttribute('height', '520');
    expect(within(await findSlide(2)).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('autoplays every 6 s, loops and has arrows', async () => {
    renderSlider();
    const swiper = await findSwiperIn(slider());
    expect(swiper.params.autoplay).toMatchObject({ delay: 6000 });
    expect(swiper.params.loop).toBe(true);
    expect(swiper.autoplay.running).toBe(true);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
  });

  it('pauses the autoplay while the tab is hidden', async () => {
    renderSlider();
    const swiper = await findSwiperIn(slider());
    setPageVisibility('hidden');
    expect(swiper.autoplay.running).toBe(false);
    setPageVisibility('visible');
    expect(swiper.autoplay.running).toBe(true);
  });

  it('holds the banner’s place while loading, and shows nothing when no banner came back', () => {
    const { container, rerender } = renderWithRouter(<BannerSlider banners={undefined} loading />);
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    rerender(<BannerSlider banners={[]} loading={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
