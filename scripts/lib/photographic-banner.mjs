// A banner with a photograph's weight, for measuring what phones download of a real upload: the
// demo banners are small flat graphics (7–21 KB) that flatter every format.
import { createRequire } from 'node:module';
import path from 'node:path';

export const BANNER_SIZE = { width: 1920, height: 520 };

/** sharp, from content-api (the package that renders image variants). */
export const loadSharp = (repo) => createRequire(path.join(repo, 'content-api/package.json'))('sharp');

/** A seeded generator, so every run measures the same picture. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth random detail with features about `cell` px across (bilinear value noise), -1..1. */
function valueNoise(next, width, height, cell) {
  const columns = Math.ceil(width / cell) + 2;
  const grid = Float32Array.from({ length: columns * (Math.ceil(height / cell) + 2) }, () => next() * 2 - 1);
  return (x, y) => {
    const gx = x / cell;
    const gy = y / cell;
    const x0 = Math.floor(gx);
    const y0 = Math.floor(gy);
    const tx = gx - x0;
    const ty = gy - y0;
    const at = (cx, cy) => grid[cy * columns + cx];
    const top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx;
    const bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx;
    return top * (1 - ty) + bottom * ty;
  };
}

/**
 * A 1920×520 JPEG (quality 92) with what makes photographs heavy: a sky-to-ground gradient and
 * detail at every scale, from broad shapes to fine texture, plus sensor-like grain.
 */
export async function photographicBanner(sharp) {
  const { width, height } = BANNER_SIZE;
  const next = random(2026);
  const pixels = Buffer.alloc(width * height * 3);
  // Octaves of detail, 160 px to 2 px across; each channel with its own.
  const octaves = [160, 60, 24, 9, 4, 2].map((cell, index) => ({
    amplitude: [34, 24, 18, 14, 11, 8][index],
    channels: [0, 1, 2].map(() => valueNoise(next, width, height, cell)),
    shared: valueNoise(next, width, height, cell),
  }));
  for (let y = 0; y < height; y += 1) {
    const sky = y / height;
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      const base = [70 + 110 * sky, 110 + 60 * sky, 170 - 90 * sky];
      for (const octave of octaves) {
        // Mostly light and shade shared by the channels, some colour of each one's own.
        const shade = octave.shared(x, y) * octave.amplitude;
        for (let channel = 0; channel < 3; channel += 1) base[channel] += shade + octave.channels[channel](x, y) * octave.amplitude * 0.4;
      }
      for (let channel = 0; channel < 3; channel += 1) {
        const grain = (next() + next() + next() - 1.5) * 10;
        pixels[offset + channel] = Math.max(0, Math.min(255, Math.round(base[channel] + grain)));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

/**
 * How alike `image` is to `original` scaled to the same size: PSNR in dB over RGB (higher is
 * closer; 30–40 dB is the range of lossy photographs that look like their originals).
 */
export async function similarity(sharp, original, image) {
  const { data: seen, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { data: reference } = await sharp(original).resize(info.width, info.height, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let squared = 0;
  for (let index = 0; index < seen.length; index += 1) squared += (seen[index] - reference[index]) ** 2;
  const mse = squared / seen.length;
  return { width: info.width, height: info.height, psnr: mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse) };
}
