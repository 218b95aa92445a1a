import type { RuntimeConfig } from './runtime-config';

/** `relative` on `base`; an address that names its own host is kept as it is. */
export const joinUrl = (base: string, relative: string): string =>
  /^(https?:)?\/\//.test(relative) ? relative : `${base}/${relative.replace(/^\/+/, '')}`;

/** The addresses a site builds from its configuration. */
export type SiteUrls = {
  /** An image field's url on the image base address. */
  imageUrl: (relative: string | undefined) => string;
  /** Venture box images: the API base plus the public uploads path. */
  uploadUrl: (relative: string | undefined) => string;
  apiUrl: (path: string) => string;
  /** The canonical address of a path of this site. */
  siteUrl: (path: string) => string;
};

export const createSiteUrls = ({ apiBaseUrl, imageBaseUrl, siteUrl }: Pick<RuntimeConfig, 'apiBaseUrl' | 'imageBaseUrl' | 'siteUrl'>): SiteUrls => ({
  imageUrl: (relative) => (relative ? joinUrl(imageBaseUrl, relative) : ''),
  uploadUrl: (relative) => (relative ? joinUrl(`${apiBaseUrl}/uploads`, relative) : ''),
  apiUrl: (path) => joinUrl(apiBaseUrl, path),
  siteUrl: (path) => joinUrl(siteUrl, path),
});

/** The origin of an absolute URL, or undefined for anything else. */
export const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};
