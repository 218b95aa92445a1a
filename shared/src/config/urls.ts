import { getRuntimeConfig } from './runtime-config';

const join = (base: string, relative: string) =>
  /^(https?:)?\/\//.test(relative) ? relative : `${base}/${relative.replace(/^\/+/, '')}`;

/** An image field's url on the image base address. */
export const imageUrl = (relative: string | undefined): string =>
  relative ? join(getRuntimeConfig().imageBaseUrl, relative) : '';

/** Venture box images: the API base plus the public uploads path. */
export const uploadUrl = (relative: string | undefined): string =>
  relative ? join(`${getRuntimeConfig().apiBaseUrl}/uploads`, relative) : '';

export const apiUrl = (path: string): string => join(getRuntimeConfig().apiBaseUrl, path);

/** The canonical address of a path of this site. */
export const siteUrl = (path: string): string => join(getRuntimeConfig().siteUrl, path);
