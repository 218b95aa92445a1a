import { screen } from '@testing-library/react';
import { renderWithRuntime, setUpTestRuntime } from '@group/shared/testing';
import { ArtDirectedImage } from '../art-directed-image';
import { ResponsiveImage } from '../responsive-image';

const base = 'https://cdn.meridian.example/images';
const photo = `${base}/gallery/gallery-01.jpg`;
const desktop = `${base}/banners/home-1-desktop.jpg`;
const mobile = `${base}/banners/home-1-mobile.jpg`;

const withVariants = { apiBaseUrl: 'https://api.meridian.example', imageBaseUrl: base, imageVariants: true };

beforeEach(() => setUpTestRuntime(withVariants));

const sourcesOf = (container: HTMLElement) =>
  [...container.querySelectorAll('source')].map((source) => ({
    type: source.getAttribute('type'),
    media: source.getAttribute('media'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));

describe('ResponsiveImage', () => {
  it('offers AVIF, then WebP, then the original format, at the widths the screen may need', () => {
    const { container } = renderWithRuntime(<ResponsiveImage src={photo} alt="Opening" sizes="(max-width: 767px) 100vw, 33vw" maxWidth={1200} width={1200} height={800} loading="lazy" />);
    expect(sourcesOf(container)).toEqual([
      { type: 'image/avif', media: null, srcset: `${photo}?w=480&fm=avif 480w, ${photo}?w=768&fm=avif 768w, ${photo}?w=1280&fm=avif 1280w`, sizes: '(max-width: 767px) 100vw, 33vw' },
      { type: 'image/webp', media: null, srcset: `${photo}?w=480&fm=webp 480w, ${photo}?w=768&fm=webp 768w, ${photo}?w=1280&fm=webp 1280w`, sizes: '(max-width: 767px) 100vw, 33vw' },
    ]);
    const image = screen.getByRole('img', { name: 'Opening' });
    expect(image).toHaveAttribute('src', photo);
    expect(image).toHaveAttribute('srcset', `${photo}?w=480 480w, ${photo}?w=768 768w, ${photo}?w=1280 1280w`);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
    // A lazy image comes after the page's largest one.
    expect(image).toHaveAttribute('fetchpriority', 'low');
  });

  it('leaves the priority of an image the page needs at once, or names itself, as it is', () => {
    renderWithRuntime(
      <>
        <ResponsiveImage src={photo} alt="Banner" sizes="100vw" fetchPriority="high" />
        <ResponsiveImage src={photo} alt="Logo" sizes="100vw" />
        <ResponsiveImage src={photo} alt="Next slide" sizes="100vw" loading="lazy" fetchPriority="auto" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Logo' })).not.toHaveAttribute('fetchpriority');
    expect(screen.getByRole('img', { name: 'Next slide' })).toHaveAttribute('fetchpriority', 'auto');
  });

  it('is a plain image when the backend serves images as uploaded only', () => {
    setUpTestRuntime({ ...withVariants, imageVariants: false });
    const { container } = renderWithRuntime(<ResponsiveImage src={photo} alt="Opening" sizes="33vw" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Opening' })).not.toHaveAttribute('srcset');
  });

  it('keeps an image from another host as it is', () => {
    const { container } = renderWithRuntime(<ResponsiveImage src="https://videos.example/thumb.jpg" alt="Clip" sizes="33vw" />);
    expect(container.querySelector('source')).toBeNull();
    expect(screen.getByRole('img', { name: 'Clip' })).toHaveAttribute('src', 'https://videos.example/thumb.jpg');
  });

  it('keeps the space of a record without an image', () => {
    const { container } = renderWithRuntime(<ResponsiveImage src="" alt="" sizes="33vw" width={4} height={3} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-empty-image]')).toHaveStyle({ aspectRatio: '4 / 3' });
  });
});

describe('ArtDirectedImage (banners and cards)', () => {
  const banner = (props: Partial<Parameters<typeof ArtDirectedImage>[0]> = {}) =>
    renderWithRuntime(
      <ArtDirectedImage
        desktopSrc={desktop}
        mobileSrc={mobile}
        breakpoint={767}
        desktopSize={{ width: 1920, height: 520 }}
        mobileSize={{ width: 768, height: 520 }}
        alt="Banner"
        {...props}
      />,
    );

  it('gives small screens the mobile image in AVIF, WebP or its own format, then the desktop one', () => {
    const { container } = banner();
    const mobileSet = (fm: string) => `${mobile}?w=480${fm} 480w, ${mobile}?w=768${fm} 768w`;
    const desktopSet = (fm: string) => [480, 768, 1280, 1920].map((w) => `${desktop}?w=${w}${fm} ${w}w`).join(', ');
    expect(sourcesOf(container)).toEqual([
      { type: 'image/avif', media: '(max-width: 767px)', srcset: mobileSet('&fm=avif'), sizes: '100vw' },
      { type: 'image/webp', media: '(max-width: 767px)', srcset: mobileSet('&fm=webp'), sizes: '100vw' },
      { type: null, media: '(max-width: 767px)', srcset: mobileSet(''), sizes: '100vw' },
      { type: 'image/avif', media: null, srcset: desktopSet('&fm=avif'), sizes: '100vw' },
      { type: 'image/webp', media: null, srcset: desktopSet('&fm=webp'), sizes: '100vw' },
    ]);
    const image = screen.getByRole('img', { name: 'Banner' });
    expect(image).toHaveAttribute('src', desktop);
    expect(image).toHaveAttribute('srcset', desktopSet(''));
    expect(image).toHaveAttribute('sizes', '100vw');
  });

  it('sizes the desktop image as told when it is not full width (a card), the mobile one still full width', () => {
    const { container } = banner({ desktopSizes: '50vw' });
    expect(sourcesOf(container).map(({ media, sizes }) => [media, sizes])).toEqual([
      ['(max-width: 767px)', '100vw'],
      ['(max-width: 767px)', '100vw'],
      ['(max-width: 767px)', '100vw'],
      [null, '50vw'],
      [null, '50vw'],
    ]);
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('sizes', '50vw');
  });

  it('reserves the mobile image’s own size on each of its sources', () => {
    const { container } = banner();
    for (const source of container.querySelectorAll('source[media]')) {
      expect(source).toHaveAttribute('width', '768');
      expect(source).toHaveAttribute('height', '520');
    }
  });

  it('keeps the art direction with plain addresses when the backend offers no variants', () => {
    setUpTestRuntime({ ...withVariants, imageVariants: false });
    const { container } = banner();
    expect(sourcesOf(container)).toEqual([{ type: null, media: '(max-width: 767px)', srcset: mobile, sizes: null }]);
    expect(screen.getByRole('img', { name: 'Banner' })).not.toHaveAttribute('srcset');
  });

  it('uses one image for both screens when the record has only one', () => {
    const { container } = banner({ mobileSrc: undefined });
    expect(container.querySelectorAll('source[media]')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', desktop);
  });
});
