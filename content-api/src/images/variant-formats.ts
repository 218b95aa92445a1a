import path from 'node:path';
import type { ImageVariantFormat } from '@group/shared/contract';

/** A variant's format: one the contract offers, or the original's own when none is asked for. */
export type OutputFormat = ImageVariantFormat | 'jpeg' | 'png';

const FORMAT_OF_EXTENSION: Readonly<Record<string, OutputFormat>> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
  '.avif': 'avif',
};

export const CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const FILE_EXTENSIONS: Readonly<Record<OutputFormat, string>> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/**
 * The format an original is served in (by its name, as the static files' Content-Type is), or
 * undefined for files that are not photographs or pictures to resize (SVG, GIF, anything else):
 * those are served as they are.
 */
export function originalFormatOf(file: string): OutputFormat | undefined {
  return FORMAT_OF_EXTENSION[path.extname(file).toLowerCase()];
}
