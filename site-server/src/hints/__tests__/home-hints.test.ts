import { configureRuntime, imageUrl, resetRuntimeConfig } from '@group/shared/config';
import { endpoints } from '@group/shared/contract';
import { readSiteConfig } from '../../config/site-config';
import { firstBannerImages, lookUpBannerHint, renderBannerHint } from '../home-banner-hint';
import { createHomeHints } from '../home-hints';
import { lookUpRemoteHint } from '../home-remote-hint';

const config = readSiteConfig({
  API_BASE_URL: 'https://api.meridian.example',
  IMAGE_BASE_URL: 'https://cdn.meridian.example/images',
  REMOTE_HOME_URL: 'https://home.meridian.example/v42/mf-manifest.json',
});
const banner = (name: string) => ({
  desktop_banner: { url: `banners/${name}-desktop.jpg` },
  mobile_banner: { url: `banners/${name}-mobile.jpg` },
  alt_tag: name,
  title: name,
});
const manifest = (publicPath = 'auto') => ({
  metaData: { publicPath },
  exposes: [
    {
      path: './routes',
      assets: {
        js: { sync: ['114.5e8d71b706.js', '__federation_expose_routes.7e1836e6d5.js'], async: ['463.69b273a9c7.js'] },
        css: { sync: ['__federation_expose_routes.bc8bda2ae0.css'], async: ['glightbox.baa37296f1.css'] },
      },
    },
  ],
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const fetchOf = (answers: Record<string, () => Response>) =>
  jest.fn(async (url: string) => {
    const answer = answers[url];
    if (!answer) throw new TypeError(`fetch failed: ${url}`);
    return answer();
  }) as unknown as typeof fetch & jest.Mock;

describe('the home banner hint', () => {
  it('asks the API for the same list as the home page', async () => {
    const fetch = fetchOf({ [`${config.apiBaseUrl}${endpoints.homeBanners}`]: () => json({ status: 200, data: [banner('home-1')] }) });
    await lookUpBannerHint(config, fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('preloads the first banner’s mobile image up to 767 px and its desktop image above, fetched first, in AVIF at the widths the page offers', async () => {
    const fetch = fetchOf({ [`${config.apiBaseUrl}/homepage/banners`]: () => json({ status: 200, data: [banner('home-1'), banner('home-2')] }) });
    const image = 'https://cdn.meridian.example/images/banners/home-1';
    const set = (name: string, widths: number[]) => widths.map((width) => `${image}-${name}.jpg?w=${width}&amp;fm=avif ${width}w`).join(', ');
    expect(await lookUpBannerHint(config, fetch)).toBe(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${set('mobile', [480, 768])}" imagesizes="100vw" media="(max-width: 767px)" fetchpriority="high">` +
        `<link rel="preload" as="image" type="image/avif" imagesrcset="${set('desktop', [480, 768, 1280, 1920])}" imagesizes="100vw" media="(min-width: 768px)" fetchpriority="high">`,
    );
  });

  it('preloads the images as uploaded for a backend without variants', async () => {
    const fetch = fetchOf({ [`${config.apiBaseUrl}/homepage/banners`]: () => json({ status: 200, data: [banner('home-1')] }) });
    expect(await lookUpBannerHint({ ...config, imageVariants: false }, fetch)).toBe(
      '<link rel="preload" as="image" href="https://cdn.meridian.example/images/banners/home-1-mobile.jpg" media="(max-width: 767px)" fetchpriority="high">' +
        '<link rel="preload" as="image" href="https://cdn.meridian.example/images/banners/home-1-desktop.jpg" media="(min-width: 768px)" fetchpriority="high">',
    );
  });

  it.each(['banners/home-1-desktop.jpg', '/banners/home-1-desktop.jpg', 'https://other.example/a.jpg', '//other.example/a.jpg'])(
    'names the image %s by the address the page gives it',
    (relative) => {
      configureRuntime({ imageBaseUrl: config.imageBaseUrl });
      try {
        expect(renderBannerHint({ desktop: relative, mobile: relative }, { ...config, imageVariants: false })).toContain(`href="${imageUrl(relative)}"`);
      } finally {
        resetRuntimeConfig();
      }
    },
  );

  it('takes the first banner that names both images, and nothing from an answer that is not a list', () => {
    expect(firstBannerImages({ status: 200, data: [{ desktop_banner: { url: 'a.jpg' } }, banner('home-2')] })).toEqual({
      desktop: 'banners/home-2-desktop.jpg',
      mobile: 'banners/home-2-mobile.jpg',
    });
    expect(firstBannerImages({ status: 404, data: [banner('home-1')] })).toBeUndefined();
    expect(firstBannerImages({ status: 200, data: banner('home-1') })).toBeUndefined();
    expect(firstBannerImages(undefined)).toBeUndefined();
  });

  it('writes nothing when there is no banner, and escapes what it writes', async () => {
    const fetch = fetchOf({ [`${config.apiBaseUrl}/homepage/banners`]: () => json({ status: 200, data: [] }) });
    expect(await lookUpBannerHint(config, fetch)).toBe('');
    expect(renderBannerHint({ desktop: 'a".jpg', mobile: 'b<.jpg' }, config)).not.toMatch(/a"\.jpg|b<\.jpg/);
  });
});

describe('the home remote hint', () => {
  it('preloads the files the home page’s module needs before it runs, beside the manifest', async () => {
    const fetch = fetchOf({ [config.remotes.home]: () => json(manifest()) });
    expect(await lookUpRemoteHint(config.remotes.home, fetch)).toBe(
      '<link rel="preload" href="https://home.meridian.example/v42/__federation_expose_routes.bc8bda2ae0.css" as="style">' +
        '<link rel="preload" href="https://home.meridian.example/v42/114.5e8d71b706.js" as="script">' +
        '<link rel="preload" href="https://home.meridian.example/v42/__federation_expose_routes.7e1836e6d5.js" as="script">',
    );
  });

  it('follows a manifest’s own public address, and writes nothing when only the browser could tell', async () => {
    const cdn = fetchOf({ [config.remotes.home]: () => json(manifest('https://cdn.meridian.example/home/')) });
    expect(await lookUpRemoteHint(config.remotes.home, cdn)).toContain('href="https://cdn.meridian.example/home/114.5e8d71b706.js"');
    const computed = fetchOf({ [config.remotes.home]: () => json({ ...manifest(), metaData: { getPublicPath: 'return window.x' } }) });
    expect(await lookUpRemoteHint(config.remotes.home, computed)).toBe('');
  });
});

describe('the home page hints', () => {
  it('name the page’s files, then its first banner image; each is left out while unknown', async () => {
    let bannersUp = false;
    const fetch = fetchOf({
      [config.remotes.home]: () => json(manifest()),
      [`${config.apiBaseUrl}/homepage/banners`]: () => (bannersUp ? json({ status: 200, data: [banner('home-1')] }) : json({}, 503)),
    });
    let time = 0;
    const hints = createHomeHints(config, { fetch, now: () => time });
    expect(hints.current()).toBe('');
    await hints.refresh();
    expect(hints.current()).toMatch(/^<link rel="preload" href="[^"]+\.css" as="style">.*as="script">$/);
    bannersUp = true;
    time += 10_000;
    hints.current();
    await hints.refresh();
    expect(hints.current()).toMatch(/114\.5e8d71b706\.js" as="script">.*home-1-mobile\.jpg/);
  });
});
