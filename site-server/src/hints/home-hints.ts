// What the server adds to the home page beyond its fixed hints: the first banner's image and the
// home remote's page files, both looked up in the background (background-lookup.ts).
import type { SiteConfig } from '../config/site-config';
import { createBackgroundLookup } from './background-lookup';
import type { BackgroundLookup } from './background-lookup';
import { lookUpBannerHint } from './home-banner-hint';
import { lookUpRemoteHint } from './home-remote-hint';

export type HomeHints = Pick<BackgroundLookup, 'current'> & Partial<Pick<BackgroundLookup, 'refresh'>>;

export type HomeHintsOptions = { fetch?: typeof globalThis.fetch; now?: () => number };

export function createHomeHints(
  config: Pick<SiteConfig, 'apiBaseUrl' | 'imageBaseUrl' | 'imageVariants' | 'remotes'>,
  { fetch = globalThis.fetch, now }: HomeHintsOptions = {},
): BackgroundLookup {
  const lookups = [
    // The page's code first: it is what the image waits for before it can be shown.
    createBackgroundLookup(() => lookUpRemoteHint(config.remotes.home, fetch), { now }),
    createBackgroundLookup(() => lookUpBannerHint(config, fetch), { now }),
  ];
  return {
    current: () => lookups.map((lookup) => lookup.current()).join(''),
    refresh: () => Promise.all(lookups.map((lookup) => lookup.refresh())).then(() => undefined),
  };
}
