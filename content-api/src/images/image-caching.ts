/**
 * Originals and their variants are kept by browsers and proxies for a year without asking again:
 * a changed picture is published under a new name.
 */
export const IMAGE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** What the static originals answer (@fastify/static with `maxAge` and `immutable`). */
export const IMAGE_CACHE_CONTROL = `public, max-age=${IMAGE_MAX_AGE_MS / 1000}, immutable`;
