// Which files may be cached for a year and which must be revalidated on every load.

export const LONG_LIVED = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** A webpack content hash in the file name: `chunk.3fa9c0d1e2.js`, `assets/banner.9a8b7c6d5e.png`. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The build's compressed copies (`chunk.3fa9c0d1e2.js.br`) are cached like the file itself. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * index.html, remoteEntry.js, mf-manifest.json and every other file whose name stays the same
 * between builds are revalidated (`no-cache`, with an ETag), so a redeployed remote is seen at
 * once; content-hashed files never change and are cached for a year.
 */
export function cacheControlFor(filePath: string): string {
  const name = (filePath.split(/[\\/]/).pop() ?? '').replace(COMPRESSED_COPY, '');
  return HASHED_NAME.test(name) ? LONG_LIVED : REVALIDATE;
}
