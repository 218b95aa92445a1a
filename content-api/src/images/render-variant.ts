import sharp from 'sharp';
import type { Metadata } from 'sharp';
import type { OutputFormat } from './variant-formats';

// One libvips thread per render, and ImageVariants runs two renders at once: a burst of variant
// requests holds at most two threads of the CPU and two of libuv's four pool threads, leaving
// the API's own thread and its file reads room to run.
sharp.concurrency(1);
// A variant is rendered once, then read from the disk cache: libvips' cache of operations and
// open files would only hold memory.
sharp.cache(false);

/**
 * Encoder settings for photographs. Measured on 1920×520 banners (the demo ones and a photograph)
 * with one thread of a 2.8 GHz Xeon: AVIF at effort 3 renders the 1920-wide variant in 0.3–0.5 s;
 * effort 4 takes three times as long for a file 4–9 % smaller, effort 2 saves a tenth of a
 * second or so but grows photographs by 8 %. WebP and JPEG take under 0.1 s. Chroma at half
 * resolution (4:2:0), as in the JPEG originals; a PNG keeps full colour resolution for its sharp
 * edges, and a palette PNG stays a palette PNG (a full-colour one would be larger than the
 * original).
 */
const ENCODERS = {
  avif: { quality: 50, effort: 3, chromaSubsampling: '4:2:0' },
  avifFromPng: { quality: 50, effort: 3, chromaSubsampling: '4:4:4' },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9 },
} as const;

/** Changes whenever a render could come out different: part of every cached variant's key. */
export const RENDERER_VERSION = JSON.stringify({ sharp: sharp.versions.sharp, vips: sharp.versions.vips, ENCODERS });

/** Decoded formats variants are made of: an SVG or PDF under a raster name counts as broken. */
const RASTER_INPUTS = new Set(['jpeg', 'png', 'webp', 'heif']);

function encoderOptions(format: OutputFormat, source: Metadata) {
  if (format === 'avif') return source.format === 'png' ? ENCODERS.avifFromPng : ENCODERS.avif;
  if (format === 'png') return { ...ENCODERS.png, palette: source.isPalette };
  return ENCODERS[format];
}

/**
 * Renders an original at `width` (never wider than it is, the aspect ratio kept) in `format`,
 * turned upright as its EXIF orientation says, without its metadata. Throws for bytes that do
 * not decode as a raster image, a truncated file included.
 */
export async function renderVariant(original: Buffer, width: number | undefined, format: OutputFormat): Promise<Buffer> {
  const image = sharp(original);
  const source = await image.metadata();
  if (!RASTER_INPUTS.has(source.format)) throw new Error(`not a raster image (${source.format})`);
  const upright = image.autoOrient();
  const sized = width === undefined ? upright : upright.resize({ width, withoutEnlargement: true });
  return sized.toFormat(format, encoderOptions(format, source)).toBuffer();
}
