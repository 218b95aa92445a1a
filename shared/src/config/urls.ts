import { getRuntimeConfig } from './runtime-config';

/** `relative` on `base`; an address that names its own host is kept as it is. */
export const joinUrl = (base: string, relative: string): string =>
  /^(https?:)?\/\//.test(relative) ? relative : `${base}/${relative.replace(/^\/+/, '')}`;

/** An image field's url on the image base address. */
export const imageUrl = (relative: string | undefined): string =>
  relative ? joinUrl(getRuntimeConfig().imageBaseUrl, relative) : '';

/** Venture box images: the API base plus the public uploads path. */
export const uploadUrl = (relative: string | undefined): string =>
  relative ? joinUrl(`${getRuntimeConfig().apiBaseUrl}/uploads`, relative) : '';

export const apiUrl = (path: string): string => joinUrl(getRuntimeConfig().apiBaseUrl, path);

/** The canonical address of a path of this site. */
export const siteUrl = (path: string): string => joinUrl(getRuntimeConfig().siteUrl, path);

/** The origin of an absolute URL, or undefined for anything else. */
export const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};
