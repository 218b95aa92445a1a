import { IMAGE_VARIANT_WIDTHS } from '../../contract/image-variants';
import { imageVariantSrcSet, imageVariantUrl, isHttpUrl, offersVariants, originOf } from '../urls';
import type { ImageVariantConfig } from '../urls';

const config: ImageVariantConfig = {
  apiBaseUrl: 'https://api.meridian.example',
  imageBaseUrl: 'https://cdn.meridian.example/images',
  imageVariants: true,
};
const banner = 'https://cdn.meridian.example/images/banners/home-1-desktop.jpg';

describe('which images are asked for in variants', () => {
  it('the backend’s images and uploads, while IMAGE_VARIANTS is on', () => {
    expect(offersVariants(banner, config)).toBe(true);
    expect(offersVariants('https://api.meridian.example/uploads/ventures/box.png', config)).toBe(true);
    expect(offersVariants(banner, { ...config, imageVariants: false })).toBe(false);
  });

  it('never an address elsewhere, one with a query of its own, or none', () => {
    expect(offersVariants('https://videos.example/thumb.jpg', config)).toBe(false);
    expect(offersVariants('https://cdn.meridian.example/images-old/a.jpg', config)).toBe(false);
    expect(offersVariants(`${banner}?v=2`, config)).toBe(false);
    expect(offersVariants('', config)).toBe(false);
  });
});

describe('the srcset', () => {
  it('lists every allowed width, each with its query, in the asked format', () => {
    expect(imageVariantSrcSet(banner, { format: 'avif', config })).toBe(
      IMAGE_VARIANT_WIDTHS.map((width) => `${banner}?w=${width}&fm=avif ${width}w`).join(', '),
    );
    expect(imageVariantUrl(banner, 768)).toBe(`${banner}?w=768`);
  });

  it('stops at the first width that covers the widest the image is needed', () => {
    expect(imageVariantSrcSet(banner, { maxWidth: 768, config })).toBe(`${banner}?w=480 480w, ${banner}?w=768 768w`);
    expect(imageVariantSrcSet(banner, { maxWidth: 800, format: 'webp', config })).toBe(
      `${banner}?w=480&fm=webp 480w, ${banner}?w=768&fm=webp 768w, ${banner}?w=1280&fm=webp 1280w`,
    );
    expect(imageVariantSrcSet(banner, { maxWidth: 100, config })).toBe(`${banner}?w=480 480w`);
  });

  it('is undefined for an image the backend does not offer in variants', () => {
    expect(imageVariantSrcSet(banner, { config: { ...config, imageVariants: false } })).toBeUndefined();
  });
});

describe('absolute http(s) addresses', () => {
  it.each(['http://localhost:4000', 'https://api.meridian.example/', 'HTTPS://cdn.meridian.example/images', 'http://[::1]:4000'])('takes %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });

  it.each(['localhost:4000', 'api.meridian.example', '//api.meridian.example', 'ftp://files.example', 'http:api.example', 'http://', ''])('refuses %s', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });

  it('give their origin; an address without a scheme has none (not the origin "null")', () => {
    expect(originOf('https://api.meridian.example/v1/')).toBe('https://api.meridian.example');
    expect(originOf('localhost:4000')).toBeUndefined();
    expect(originOf('data:image/png;base64,AAAA')).toBeUndefined();
  });
});
