import type { Media } from './tolerant-fields';

/** The first usable url among `media`, in order of preference. */
export const firstMediaUrl = (...media: ReadonlyArray<Media | undefined>): string | undefined =>
  media.find((item) => item !== undefined)?.url;
