// Renders the demo image set served by content-api (demo/images/) from SVG compositions.
// The images are committed; this script documents how they were made and rebuilds them:
//   node scripts/generate-demo-images.mjs        (from content-api/)
// Output is deterministic: every image draws from its own PRNG seeded by its file name, and no
// fonts are used, so the result does not depend on the machine's installed typefaces.
import { Buffer } from 'node:buffer';
import { mkdir, rm, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../demo/images');

// ---------- deterministic randomness ----------
function seedFrom(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}
function rngFor(name) {
  let a = seedFrom(name);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rng, list) => list[Math.floor(rng() * list.length)];
const r1 = (n) => Math.round(n * 10) / 10;

// ---------- palettes: one per sector, plus the group's own navy and gold ----------
const palettes = {
  group: { dark: '#0c1a33', mid: '#1f3c6e', light: '#9db4d8', accent: '#c9a227' },
  sports: { dark: '#082f22', mid: '#1d7048', light: '#a7e0b9', accent: '#f2c14e' },
  hospitality: { dark: '#3a0f20', mid: '#8e3448', light: '#f0c9b8', accent: '#e8b66e' },
  healthcare: { dark: '#073f4a', mid: '#1b8595', light: '#b5ece6', accent: '#ffffff' },
  infrastructure: { dark: '#1b2531', mid: '#475c75', light: '#c3cfdc', accent: '#f29e4c' },
  'renewable-energy': { dark: '#0c3258', mid: '#248f84', light: '#c4efe3', accent: '#f6d55c' },
  'information-technology': { dark: '#141840', mid: '#3a45b0', light: '#bfc6ff', accent: '#5ce1e6' },
  'media-and-entertainment': { dark: '#250838', mid: '#722a86', light: '#e6c3f0', accent: '#ff7a59' },
  agriculture: { dark: '#253d15', mid: '#64862a', light: '#e4efc4', accent: '#e9d985' },
  csr: { dark: '#173b2c', mid: '#3f7d5a', light: '#d6efd9', accent: '#f3b562' },
};

// ---------- motifs: drawn in a 100 x 100 box, placed by the compositions ----------
const motifs = {
  meridian: (p) => {
    let s = `<g fill="none" stroke="${p.light}" stroke-width="0.5" opacity="0.9"><circle cx="50" cy="50" r="45"/>`;
    for (const k of [0.2, 0.5, 0.78]) s += `<ellipse cx="50" cy="50" rx="${r1(45 * k)}" ry="45"/>`;
    for (const lat of [-60, -30, 0, 30, 60]) {
      const rad = (lat * Math.PI) / 180;
      const hw = 45 * Math.cos(rad);
      s += `<ellipse cx="50" cy="${r1(50 + 45 * Math.sin(rad))}" rx="${r1(hw)}" ry="${r1(hw * 0.12)}"/>`;
    }
    return `${s}</g><path d="M8 62 A45 45 0 0 0 92 62" fill="none" stroke="${p.accent}" stroke-width="1.6"/>`;
  },
  sports: (p) => {
    let s = '';
    [48, 38, 28].forEach((rx, i) => {
      s += `<ellipse cx="50" cy="66" rx="${rx}" ry="${r1(rx * 0.36)}" fill="none" stroke="${p.light}" stroke-width="0.7" opacity="${0.35 + i * 0.2}"/>`;
    });
    for (const x of [43.5, 49, 54.5]) s += `<rect x="${x}" y="30" width="2.2" height="36" rx="0.8" fill="${p.light}"/>`;
    s += `<rect x="43" y="27.8" width="6.4" height="1.4" rx="0.6" fill="${p.accent}"/><rect x="50.6" y="27.8" width="6.4" height="1.4" rx="0.6" fill="${p.accent}"/>`;
    s += `<circle cx="76" cy="30" r="7.5" fill="#d64045"/><path d="M70.5 25 Q76 30 70.5 35 M81.5 25 Q76 30 81.5 35" fill="none" stroke="#fff" stroke-width="0.6" stroke-dasharray="1 0.8"/>`;
    return s;
  },
  hospitality: (p) => {
    let s = `<line x1="0" y1="90" x2="100" y2="90" stroke="${p.accent}" stroke-width="0.8"/>`;
    for (let i = 0; i < 4; i += 1) {
      const x = 8 + i * 22;
      s += `<path d="M${x} 90 V48 A9 9 0 0 1 ${x + 18} 48 V90 Z" fill="${p.light}" fill-opacity="${0.12 + i * 0.07}" stroke="${p.accent}" stroke-width="0.6"/>`;
      s += `<line x1="${x + 9}" y1="39" x2="${x + 9}" y2="90" stroke="${p.light}" stroke-width="0.3" opacity="0.5"/>`;
    }
    return `${s}<circle cx="78" cy="18" r="8" fill="${p.accent}" opacity="0.9"/><circle cx="82" cy="15" r="7" fill="${p.dark}" opacity="0.55"/>`;
  },
  healthcare: (p) => {
    let s = `<rect x="38" y="12" width="24" height="56" rx="4" fill="${p.light}" opacity="0.9"/><rect x="22" y="28" width="56" height="24" rx="4" fill="${p.light}" opacity="0.9"/>`;
    s += `<polyline points="0,86 30,86 36,77 42,96 49,70 55,86 100,86" fill="none" stroke="${p.accent}" stroke-width="1.8" stroke-linejoin="round"/>`;
    for (const [cx, cy] of [[86, 20], [92, 31], [80, 31]]) {
      const pts = Array.from({ length: 6 }, (_, k) => `${r1(cx + 5 * Math.cos((k * Math.PI) / 3))},${r1(cy + 5 * Math.sin((k * Math.PI) / 3))}`);
      s += `<polygon points="${pts.join(' ')}" fill="none" stroke="${p.light}" stroke-width="0.6" opacity="0.7"/>`;
    }
    return s;
  },
  infrastructure: (p, rng) => {
    let s = '';
    for (let x = 0; x < 100; x += 7) {
      const h = 12 + rng() * 26;
      s += `<rect x="${x}" y="${r1(70 - h)}" width="6" height="${r1(h)}" fill="${p.light}" opacity="0.14"/>`;
    }
    s += `<rect x="0" y="70" width="100" height="3" fill="${p.light}"/><polygon points="48,14 52,14 54,82 46,82" fill="${p.light}"/>`;
    for (let i = 0; i < 5; i += 1) {
      const y = 18 + i * 4;
      const d = 12 + i * 9;
      s += `<line x1="50" y1="${y}" x2="${50 - d}" y2="70" stroke="${p.accent}" stroke-width="0.5"/><line x1="50" y1="${y}" x2="${50 + d}" y2="70" stroke="${p.accent}" stroke-width="0.5"/>`;
    }
    return s;
  },
  'renewable-energy': (p) => {
    let s = `<circle cx="72" cy="24" r="10" fill="${p.accent}"/>`;
    for (let k = 0; k < 12; k += 1) {
      const a = (k * Math.PI) / 6;
      s += `<line x1="${r1(72 + 13 * Math.cos(a))}" y1="${r1(24 + 13 * Math.sin(a))}" x2="${r1(72 + 17 * Math.cos(a))}" y2="${r1(24 + 17 * Math.sin(a))}" stroke="${p.accent}" stroke-width="0.9" stroke-linecap="round"/>`;
    }
    s += `<polygon points="6,86 48,86 56,60 14,60" fill="${p.dark}" fill-opacity="0.5" stroke="${p.light}" stroke-width="0.7"/>`;
    for (let i = 1; i < 4; i += 1) s += `<line x1="${6 + i * 10.5}" y1="86" x2="${14 + i * 10.5}" y2="60" stroke="${p.light}" stroke-width="0.4"/>`;
    s += `<line x1="10" y1="73" x2="52" y2="73" stroke="${p.light}" stroke-width="0.4"/>`;
    s += `<line x1="80" y1="92" x2="80" y2="50" stroke="${p.light}" stroke-width="1.4"/>`;
    for (const deg of [0, 120, 240]) s += `<path d="M80 50 Q82 40 80 30 Q78 40 80 50 Z" fill="${p.light}" transform="rotate(${deg + 15} 80 50)"/>`;
    return s;
  },
  'information-technology': (p, rng) => {
    let s = '';
    for (let i = 0; i < 10; i += 1) {
      const y = 8 + i * 9.5;
      const bend = 12 + rng() * 18;
      const dy = (rng() - 0.5) * 10;
      const end = 100 - rng() * 10;
      s += `<polyline points="0,${r1(y)} ${r1(bend)},${r1(y)} ${r1(bend + 5)},${r1(y + dy)} ${r1(end)},${r1(y + dy)}" fill="none" stroke="${p.light}" stroke-width="0.4" opacity="0.45"/>`;
      s += `<circle cx="${r1(end)}" cy="${r1(y + dy)}" r="1.3" fill="${p.accent}" opacity="0.8"/>`;
    }
    return `${s}<rect x="36" y="36" width="28" height="28" rx="3" fill="${p.dark}" stroke="${p.accent}" stroke-width="1"/><rect x="44" y="44" width="12" height="12" rx="1.5" fill="${p.accent}" opacity="0.8"/>`;
  },
  'media-and-entertainment': (p) => {
    let s = `<rect x="5" y="14" width="90" height="28" rx="2" fill="${p.dark}" fill-opacity="0.55" stroke="${p.light}" stroke-width="0.5"/>`;
    for (let x = 8; x < 94; x += 6) s += `<rect x="${x}" y="16" width="3" height="2.4" rx="0.5" fill="${p.light}" opacity="0.7"/><rect x="${x}" y="37.6" width="3" height="2.4" rx="0.5" fill="${p.light}" opacity="0.7"/>`;
    for (let i = 0; i < 3; i += 1) s += `<rect x="${10 + i * 28}" y="20.5" width="24" height="15" rx="1" fill="${p.light}" opacity="${0.2 + i * 0.15}"/>`;
    s += `<circle cx="50" cy="72" r="14" fill="none" stroke="${p.accent}" stroke-width="1.4"/><polygon points="45,64 45,80 58,72" fill="${p.accent}"/>`;
    for (const r of [20, 26]) s += `<path d="M${50 + r * 0.7} ${r1(72 - r * 0.7)} A${r} ${r} 0 0 1 ${50 + r * 0.7} ${r1(72 + r * 0.7)}" fill="none" stroke="${p.light}" stroke-width="0.6" opacity="0.6"/>`;
    return s;
  },
  agriculture: (p) => {
    let s = '';
    for (let i = 0; i < 6; i += 1) s += `<path d="M0 ${62 + i * 6} Q50 ${52 + i * 7} 100 ${62 + i * 6}" fill="none" stroke="${p.light}" stroke-width="0.7" opacity="${0.3 + i * 0.1}"/>`;
    return `${s}<path d="M50 50 C30 44 28 22 50 8 C72 22 70 44 50 50 Z" fill="${p.accent}" opacity="0.9"/><line x1="50" y1="12" x2="50" y2="56" stroke="${p.dark}" stroke-width="0.8"/>`;
  },
  bars: (p) => {
    let s = '';
    [22, 34, 30, 48, 62].forEach((h, i) => {
      s += `<rect x="${10 + i * 17}" y="${88 - h}" width="11" height="${h}" rx="1.2" fill="${p.light}" opacity="${0.35 + i * 0.12}"/>`;
    });
    return `${s}<polyline points="8,70 30,58 46,62 64,40 90,20" fill="none" stroke="${p.accent}" stroke-width="1.6" stroke-linejoin="round"/><polygon points="90,20 82,21 88,28" fill="${p.accent}"/>`;
  },
  network: (p, rng) => {
    const nodes = Array.from({ length: 11 }, () => [10 + rng() * 80, 10 + rng() * 80]);
    let s = '';
    nodes.forEach(([x, y], i) => {
      const [nx, ny] = nodes[(i + 1 + Math.floor(rng() * 3)) % nodes.length];
      s += `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(nx)}" y2="${r1(ny)}" stroke="${p.light}" stroke-width="0.5" opacity="0.55"/>`;
    });
    nodes.forEach(([x, y], i) => {
      s += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${i % 3 === 0 ? 3.2 : 2}" fill="${i % 3 === 0 ? p.accent : p.light}"/>`;
    });
    return s;
  },
  frames: (p) => {
    let s = '';
    [[-8, 0.35], [5, 0.55], [-2, 0.85]].forEach(([deg, op], i) => {
      s += `<g transform="rotate(${deg} 50 50)"><rect x="${18 + i * 4}" y="${22 + i * 3}" width="56" height="40" rx="1.5" fill="${p.light}" opacity="${op}"/>`;
      s += `<polygon points="${24 + i * 4},${56 + i * 3} ${40 + i * 4},${40 + i * 3} ${52 + i * 4},${52 + i * 3} ${60 + i * 4},${44 + i * 3} ${68 + i * 4},${56 + i * 3}" fill="${p.mid}" opacity="0.7"/></g>`;
    });
    return `${s}<circle cx="66" cy="34" r="4" fill="${p.accent}"/>`;
  },
  pin: (p) => {
    let s = '';
    for (const [r, op] of [[40, 0.25], [30, 0.4], [20, 0.55]]) s += `<ellipse cx="50" cy="78" rx="${r}" ry="${r1(r * 0.3)}" fill="none" stroke="${p.light}" stroke-width="0.6" opacity="${op}"/>`;
    return `${s}<path d="M50 78 C36 58 30 48 30 38 A20 20 0 0 1 70 38 C70 48 64 58 50 78 Z" fill="${p.accent}"/><circle cx="50" cy="38" r="7" fill="${p.dark}"/>`;
  },
  broadcast: (p) => {
    let s = `<rect x="14" y="18" width="44" height="60" rx="2" fill="${p.light}" opacity="0.85"/><rect x="20" y="24" width="32" height="14" fill="${p.mid}" opacity="0.8"/>`;
    for (let i = 0; i < 6; i += 1) s += `<rect x="20" y="${44 + i * 5.5}" width="${i % 3 === 2 ? 20 : 32}" height="2" rx="1" fill="${p.dark}" opacity="0.5"/>`;
    for (const r of [10, 18, 26]) s += `<path d="M70 ${50 - r} A${r} ${r} 0 0 1 70 ${50 + r}" fill="none" stroke="${p.accent}" stroke-width="1.2" opacity="${1 - r / 40}"/>`;
    return `${s}<circle cx="70" cy="50" r="3" fill="${p.accent}"/>`;
  },
  shield: (p) => `<path d="M50 10 L82 22 V48 C82 68 68 82 50 90 C32 82 18 68 18 48 V22 Z" fill="${p.light}" fill-opacity="0.2" stroke="${p.light}" stroke-width="1"/><path d="M50 20 L72 28 V48 C72 62 63 72 50 78 C37 72 28 62 28 48 V28 Z" fill="${p.accent}" opacity="0.9"/><polyline points="39,50 47,58 62,41" fill="none" stroke="${p.dark}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  document: (p) => {
    let s = `<rect x="22" y="10" width="50" height="70" rx="2" fill="${p.light}" opacity="0.9"/>`;
    for (let i = 0; i < 8; i += 1) s += `<rect x="29" y="${20 + i * 6}" width="${i % 4 === 3 ? 22 : 36}" height="2" rx="1" fill="${p.dark}" opacity="0.45"/>`;
    return `${s}<circle cx="70" cy="76" r="11" fill="${p.accent}"/><circle cx="70" cy="76" r="7" fill="none" stroke="${p.dark}" stroke-width="0.8"/>`;
  },
  community: (p) => {
    let s = '';
    for (let k = 0; k < 8; k += 1) {
      const a = (k * Math.PI) / 4 - Math.PI / 2;
      const x = 50 + 34 * Math.cos(a);
      const y = 50 + 34 * Math.sin(a);
      s += `<circle cx="${r1(x)}" cy="${r1(y - 3)}" r="3.4" fill="${p.light}"/><path d="M${r1(x - 5.5)} ${r1(y + 6)} Q${r1(x)} ${r1(y - 2)} ${r1(x + 5.5)} ${r1(y + 6)} Z" fill="${p.light}" opacity="0.8"/>`;
    }
    return `${s}<path d="M50 66 C30 54 30 36 42 34 C47 33 50 38 50 40 C50 38 53 33 58 34 C70 36 70 54 50 66 Z" fill="${p.accent}"/>`;
  },
};

// ---------- compositions ----------
const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const place = (motif, p, rng, cx, cy, size, opacity = 1) =>
  `<g opacity="${opacity}" transform="translate(${r1(cx - size / 2)} ${r1(cy - size / 2)}) scale(${r1(size / 100 * 1000) / 1000})">${motifs[motif](p, rng)}</g>`;

function backdrop(w, h, p, rng, { angle = 0, glow = [0.75, 0.3] } = {}) {
  const x2 = angle ? 0 : 1;
  const y2 = angle ? 1 : r1(0.4 + rng() * 0.3);
  let s = `<defs><linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.dark}"/><stop offset="1" stop-color="${p.mid}"/></linearGradient>`;
  s += `<radialGradient id="glow" cx="${glow[0]}" cy="${glow[1]}" r="0.6"><stop offset="0" stop-color="${p.light}" stop-opacity="0.32"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient>`;
  s += `<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.4" fill="${p.light}" opacity="0.22"/></pattern>`;
  s += `<linearGradient id="shadeL" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.dark}" stop-opacity="0.7"/><stop offset="0.6" stop-color="${p.dark}" stop-opacity="0"/></linearGradient>`;
  s += `<linearGradient id="shadeB" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="${p.dark}" stop-opacity="0"/><stop offset="1" stop-color="${p.dark}" stop-opacity="0.85"/></linearGradient></defs>`;
  s += `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`;
  const big = Math.max(w, h);
  s += `<circle cx="${r1(w * (0.8 + rng() * 0.15))}" cy="${r1(h * (0.9 + rng() * 0.2))}" r="${r1(big * 0.42)}" fill="none" stroke="${p.light}" stroke-opacity="0.12" stroke-width="${r1(big * 0.05)}"/>`;
  s += `<circle cx="${r1(w * (0.05 + rng() * 0.2))}" cy="${r1(-h * 0.1)}" r="${r1(big * 0.28)}" fill="${p.light}" fill-opacity="0.05"/>`;
  s += `<polygon points="${r1(w * 0.42)},0 ${r1(w * 0.52)},0 ${r1(w * 0.32)},${h} ${r1(w * 0.22)},${h}" fill="${p.light}" fill-opacity="0.04"/>`;
  return s;
}

/** Page and home banners, Open Graph images: motif on the right, left side darkened for the heading. */
function banner(w, h, p, motif, name) {
  const rng = rngFor(name);
  const mobile = w < 1000;
  let s = backdrop(w, h, p, rng);
  s += `<rect x="${r1(w * 0.55)}" y="${r1(h * 0.08)}" width="${r1(w * 0.4)}" height="${r1(h * 0.84)}" fill="url(#dots)"/>`;
  s += place(motif, p, rng, mobile ? w * 0.7 : w * 0.74, h * 0.5, h * (mobile ? 0.62 : 0.78), mobile ? 0.55 : 0.95);
  s += `<rect width="${w}" height="${h}" fill="url(#shadeL)"/><rect x="0" y="${h - 6}" width="${r1(w * 0.22)}" height="6" fill="${p.accent}"/>`;
  return svg(w, h, s);
}

/** Accordion cards of the home page: portrait on desktop, landscape strip on mobile; dark foot for the caption. */
function accordion(w, h, p, motif, name) {
  const rng = rngFor(name);
  const portrait = h > w;
  let s = backdrop(w, h, p, rng, { angle: 1, glow: [0.5, 0.3] });
  s += `<rect x="${r1(w * 0.1)}" y="${r1(h * 0.06)}" width="${r1(w * 0.8)}" height="${r1(h * 0.5)}" fill="url(#dots)"/>`;
  s += portrait ? place(motif, p, rng, w * 0.5, h * 0.36, w * 0.72) : place(motif, p, rng, w * 0.72, h * 0.45, h * 0.8);
  s += `<rect width="${w}" height="${h}" fill="url(#shadeB)"/>`;
  return svg(w, h, s);
}

/**
 * Venture box images, news images: four layouts, mirrored from the fifth on, so neighbouring cards
 * differ. Only the backdrop is flipped; motifs are moved, never reflected (a chart must still rise).
 */
function scene(w, h, p, motif, name, index) {
  const rng = rngFor(name);
  const layout = index % 4;
  const mirrored = index >= 4;
  const mx = (x) => (mirrored ? w - x : x);
  let back = backdrop(w, h, p, rng, { glow: [0.3 + rng() * 0.4, 0.3] });
  let front = '';
  if (layout === 3) {
    back += `<polygon points="0,0 ${r1(w * 0.62)},0 ${r1(w * 0.44)},${h} 0,${h}" fill="${p.light}" fill-opacity="0.1"/><rect x="${r1(w * 0.55)}" y="${r1(h * 0.15)}" width="${r1(w * 0.4)}" height="${r1(h * 0.7)}" fill="url(#dots)"/>`;
    back += `<line x1="${r1(w * 0.62)}" y1="0" x2="${r1(w * 0.44)}" y2="${h}" stroke="${p.accent}" stroke-width="3" opacity="0.7"/>`;
    front += place(motif, p, rng, mx(w * 0.3), h * 0.5, h * 0.62);
  } else if (layout === 0) {
    back += `<rect x="${r1(w * 0.15)}" y="${r1(h * 0.1)}" width="${r1(w * 0.7)}" height="${r1(h * 0.8)}" fill="url(#dots)"/>`;
    front += place(motif, p, rng, w * 0.5, h * 0.5, h * 0.82);
  } else if (layout === 1) {
    for (let i = 0; i < 3; i += 1) front += place(motif, p, rng, mx(w * (0.2 + i * 0.3)), h * (0.42 + (i % 2) * 0.16), h * 0.46, 0.45 + i * 0.25);
  } else {
    const hills = [0.62, 0.72, 0.82].map((y, i) => {
      const a = h * (y + (rng() - 0.5) * 0.08);
      const b = h * (y - 0.1 + (rng() - 0.5) * 0.1);
      return `<path d="M0 ${r1(a)} Q${r1(w * 0.35)} ${r1(b)} ${r1(w * 0.6)} ${r1(a)} T${w} ${r1(a - h * 0.05)} V${h} H0 Z" fill="${i === 2 ? p.dark : p.mid}" opacity="${0.5 + i * 0.2}"/>`;
    });
    front += place(motif, p, rng, mx(w * 0.7), h * 0.34, h * 0.5, 0.9);
    front += mirrored ? `<g transform="translate(${w} 0) scale(-1 1)">${hills.join('')}</g>` : hills.join('');
  }
  const flippedBack = mirrored ? `<g transform="translate(${w} 0) scale(-1 1)">${back}</g>` : back;
  return svg(w, h, `${flippedBack}${front}<rect x="0" y="${h - 5}" width="${w}" height="5" fill="${p.accent}" opacity="0.8"/>`);
}

/** Gallery photographs: stylised scenes of events, sport, community work and projects. */
function galleryScene(w, h, p, kind, name) {
  const rng = rngFor(name);
  let s = backdrop(w, h, p, rng, { angle: 1, glow: [0.5, 0.15] });
  if (kind === 'events') {
    for (let i = 0; i < 5; i += 1) {
      const x = w * (0.1 + i * 0.2);
      s += `<polygon points="${r1(x - 14)},0 ${r1(x + 14)},0 ${r1(x + w * 0.12)},${r1(h * 0.7)} ${r1(x - w * 0.12)},${r1(h * 0.7)}" fill="${p.light}" opacity="${r1(0.06 + rng() * 0.08)}"/>`;
    }
    const sx = 0.08 + rng() * 0.2;
    const sy = 0.4 + rng() * 0.15;
    s += `<rect x="${r1(w * sx)}" y="${r1(h * sy)}" width="${r1(w * (1 - 2 * sx))}" height="${r1(h * (0.68 - sy))}" fill="${p.dark}" opacity="0.55"/>`;
    s += `<rect x="${r1(w * sx)}" y="${r1(h * sy)}" width="${r1(w * (1 - 2 * sx))}" height="${r1(h * 0.05)}" fill="${p.accent}" opacity="0.85"/>`;
    for (let i = 0; i < 60; i += 1) {
      const x = rng() * w;
      const y = h * (0.72 + rng() * 0.28);
      const r = 10 + rng() * 12;
      s += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${p.dark}" opacity="0.9"/><path d="M${r1(x - r * 1.6)} ${h} Q${r1(x)} ${r1(y + r * 0.4)} ${r1(x + r * 1.6)} ${h} Z" fill="${p.dark}" opacity="0.9"/>`;
    }
  } else if (kind === 'sports') {
    const cx = w * (0.4 + rng() * 0.2);
    const tilt = r1((rng() - 0.5) * 16);
    s += `<g transform="rotate(${tilt} ${r1(cx)} ${r1(h * 0.78)})"><ellipse cx="${r1(cx)}" cy="${r1(h * 0.78)}" rx="${r1(w * 0.62)}" ry="${r1(h * 0.3)}" fill="${p.mid}"/><ellipse cx="${r1(cx)}" cy="${r1(h * 0.78)}" rx="${r1(w * 0.5)}" ry="${r1(h * 0.22)}" fill="${p.light}" opacity="0.25"/>`;
    s += `<rect x="${r1(cx - w * 0.03)}" y="${r1(h * 0.66)}" width="${r1(w * 0.06)}" height="${r1(h * 0.22)}" fill="#e9dcb0" opacity="0.7"/></g>`;
    const lights = rng() > 0.5 ? [0.12, 0.88] : [0.08, 0.36, 0.64, 0.92];
    for (const x of lights) {
      s += `<rect x="${r1(w * x - 4)}" y="${r1(h * 0.12)}" width="8" height="${r1(h * 0.5)}" fill="${p.dark}"/><rect x="${r1(w * x - 40)}" y="${r1(h * 0.08)}" width="80" height="36" rx="4" fill="#fffbe6" opacity="0.9"/>`;
    }
  } else if (kind === 'community') {
    s += `<circle cx="${r1(w * (0.3 + rng() * 0.4))}" cy="${r1(h * 0.32)}" r="${r1(h * 0.12)}" fill="${p.accent}" opacity="0.9"/>`;
    s += `<path d="M0 ${r1(h * 0.7)} Q${r1(w * 0.3)} ${r1(h * 0.55)} ${r1(w * 0.6)} ${r1(h * 0.68)} T${w} ${r1(h * 0.62)} V${h} H0 Z" fill="${p.mid}"/>`;
    for (let i = 0; i < 9; i += 1) {
      const x = w * (0.05 + i * 0.11 + rng() * 0.03);
      const y = h * (0.66 + rng() * 0.06);
      const t = h * (0.12 + rng() * 0.1);
      s += `<rect x="${r1(x - 4)}" y="${r1(y - t * 0.3)}" width="8" height="${r1(t * 0.5)}" fill="${p.dark}"/><circle cx="${r1(x)}" cy="${r1(y - t * 0.5)}" r="${r1(t * 0.38)}" fill="${p.dark}" opacity="0.85"/>`;
    }
    s += `<path d="M0 ${r1(h * 0.86)} Q${r1(w * 0.5)} ${r1(h * 0.78)} ${w} ${r1(h * 0.88)} V${h} H0 Z" fill="${p.dark}"/>`;
  } else {
    let x = 0;
    while (x < w) {
      const bw = 50 + rng() * 90;
      const bh = h * (0.25 + rng() * 0.45);
      s += `<rect x="${r1(x)}" y="${r1(h - bh)}" width="${r1(bw - 6)}" height="${r1(bh)}" fill="${p.dark}" opacity="${r1(0.75 + rng() * 0.25)}"/>`;
      for (let wy = h - bh + 14; wy < h - 10; wy += 22) {
        if (rng() > 0.55) s += `<rect x="${r1(x + 10)}" y="${r1(wy)}" width="${r1(bw - 26)}" height="6" fill="${p.accent}" opacity="0.55"/>`;
      }
      x += bw;
    }
    s += `<line x1="${r1(w * 0.2)}" y1="${r1(h * 0.1)}" x2="${r1(w * 0.2)}" y2="${r1(h * 0.45)}" stroke="${p.accent}" stroke-width="6"/><line x1="${r1(w * 0.2)}" y1="${r1(h * 0.12)}" x2="${r1(w * 0.5)}" y2="${r1(h * 0.12)}" stroke="${p.accent}" stroke-width="6"/>`;
  }
  return svg(w, h, s);
}

/** Portraits: an abstract silhouette on a muted gradient, no likeness of anyone. Drawn on a 600 grid. */
function portrait(w, p, name, long) {
  const rng = rngFor(name);
  const k = w / 600;
  const skin = pick(rng, ['#e9c9a8', '#d7a982', '#c08a62', '#a8754f']);
  const hair = pick(rng, ['#1d1a1a', '#2e2420', '#3b2f2a', '#55483f']);
  const suit = pick(rng, [p.dark, '#1c1f26', '#2b3140']);
  let s = backdrop(600, 600, p, rng, { angle: 1, glow: [0.5, 0.35] });
  s += `<circle cx="300" cy="250" r="205" fill="none" stroke="${p.accent}" stroke-opacity="0.45" stroke-width="3"/>`;
  s += `<g transform="translate(0 24)">`;
  if (long) s += `<path d="M206 232 C200 330 214 390 250 410 H350 C386 390 400 330 394 232 Z" fill="${hair}"/>`;
  s += `<rect x="264" y="290" width="72" height="110" rx="24" fill="${skin}"/>`;
  s += `<path d="M80 576 C80 350 520 350 520 576 V600 H80 Z" fill="${suit}"/>`;
  s += `<path d="M256 382 L300 452 L344 382 Z" fill="#f4f4f4"/><path d="M274 382 L300 424 L326 382 Z" fill="${skin}"/>`;
  s += `<ellipse cx="300" cy="235" rx="86" ry="98" fill="${skin}"/>`;
  s += `<path d="M212 238 C206 150 250 128 300 128 C350 128 394 150 388 238 C372 196 340 182 300 182 C262 182 226 196 212 238 Z" fill="${hair}"/></g>`;
  return svg(w, w, `<g transform="scale(${k})">${s}</g>`);
}

/** Round icons: a white glyph on a sector-coloured disc, readable on light or dark strips. */
const glyphs = {
  sectors: '<rect x="38" y="38" width="22" height="22" rx="4"/><rect x="68" y="38" width="22" height="22" rx="4"/><rect x="38" y="68" width="22" height="22" rx="4"/><rect x="68" y="68" width="22" height="22" rx="11"/>',
  lives: '<path d="M64 94 C42 80 32 66 32 53 C32 42 40 35 49 35 C56 35 61 40 64 46 C67 40 72 35 79 35 C88 35 96 42 96 53 C96 66 86 80 64 94 Z"/><path d="M44 60 H55 L59 52 L65 70 L69 60 H84"/>',
  solar: '<circle cx="64" cy="64" r="14"/><path d="M64 32 V42 M64 86 V96 M32 64 H42 M86 64 H96 M41 41 L48 48 M80 80 L87 87 M87 41 L80 48 M48 80 L41 87"/>',
  cricket: '<g transform="rotate(35 60 64)"><rect x="52" y="44" width="16" height="48" rx="6"/><path d="M60 44 V26"/></g><circle cx="88" cy="90" r="8"/>',
  journalists: '<rect x="54" y="32" width="20" height="36" rx="10"/><path d="M44 58 Q44 80 64 80 Q84 80 84 58 M64 80 V94 M52 94 H76"/>',
  employees: '<circle cx="64" cy="64" r="30"/><circle cx="54" cy="56" r="2"/><circle cx="74" cy="56" r="2"/><path d="M50 72 Q64 84 78 72"/>',
  beds: '<path d="M34 86 V50 M34 74 H94 V86 M34 66 H94"/><rect x="40" y="54" width="16" height="10" rx="4"/><path d="M72 42 V60 M63 51 H81"/>',
  mission: '<circle cx="64" cy="64" r="28"/><circle cx="64" cy="64" r="16"/><circle cx="64" cy="64" r="4"/><path d="M64 64 L92 36 M84 34 H94 V44"/>',
  vision: '<path d="M30 64 Q64 30 98 64 Q64 98 30 64 Z"/><circle cx="64" cy="64" r="11"/>',
  philosophy: '<path d="M52 80 C40 72 40 50 52 42 C60 36 68 36 76 42 C88 50 88 72 76 80 Z"/><path d="M54 88 H74 M57 96 H71"/>',
  portfolio: '<path d="M64 30 L94 46 L64 62 L34 46 Z M34 62 L64 78 L94 62 M34 78 L64 94 L94 78"/>',
  governance: '<path d="M64 30 L92 40 V62 C92 80 80 92 64 98 C48 92 36 80 36 62 V40 Z"/><path d="M52 64 L61 73 L78 55"/>',
  people: '<circle cx="64" cy="46" r="11"/><circle cx="38" cy="58" r="8"/><circle cx="90" cy="58" r="8"/><path d="M44 94 Q64 58 84 94 M22 90 Q38 68 52 80 M76 80 Q90 68 106 90"/>',
  sustainability: '<path d="M64 96 C40 88 34 60 50 42 C60 32 80 30 96 32 C98 52 94 74 80 86 C74 92 68 96 64 96 Z"/><path d="M64 96 C66 76 74 58 86 44"/>',
};
function icon(glyph, p) {
  const body = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient></defs>` +
    `<circle cx="64" cy="64" r="62" fill="url(#g)"/><circle cx="64" cy="64" r="55" fill="none" stroke="${p.accent}" stroke-width="2" opacity="0.8"/>` +
    `<g fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${glyphs[glyph]}</g>`;
  return svg(128, 128, body);
}

/** Partner and brand logos for the logo grids: a mark and an abstract word-mark, no lettering. */
function logo(p, name) {
  const rng = rngFor(name);
  const shape = pick(rng, ['ring', 'hex', 'diamond', 'slash', 'peaks', 'orbit']);
  const c = pick(rng, [p.mid, p.dark]);
  const marks = {
    ring: `<circle cx="100" cy="100" r="44" fill="none" stroke="${c}" stroke-width="16"/><circle cx="100" cy="100" r="12" fill="${p.accent}"/>`,
    hex: `<polygon points="100,54 140,77 140,123 100,146 60,123 60,77" fill="${c}"/><polygon points="100,80 118,90 118,110 100,120 82,110 82,90" fill="#fff"/>`,
    diamond: `<rect x="68" y="68" width="64" height="64" rx="8" fill="${c}" transform="rotate(45 100 100)"/><circle cx="100" cy="100" r="14" fill="${p.accent}"/>`,
    slash: `<rect x="56" y="56" width="88" height="88" rx="20" fill="${c}"/><path d="M80 126 L120 74" stroke="#fff" stroke-width="14" stroke-linecap="round"/>`,
    peaks: `<polygon points="52,140 88,70 110,110 122,92 150,140" fill="${c}"/><circle cx="128" cy="68" r="11" fill="${p.accent}"/>`,
    orbit: `<ellipse cx="100" cy="100" rx="50" ry="20" fill="none" stroke="${c}" stroke-width="8" transform="rotate(-30 100 100)"/><circle cx="100" cy="100" r="20" fill="${p.accent}"/>`,
  };
  const w1 = 140 + Math.floor(rng() * 60);
  const w2 = 80 + Math.floor(rng() * 60);
  const body = `<rect width="400" height="200" fill="#ffffff"/><g transform="translate(-6 0) scale(0.9) translate(10 10)">${marks[shape]}</g>` +
    `<rect x="176" y="78" width="${w1}" height="22" rx="5" fill="${c}"/><rect x="176" y="110" width="${w2}" height="12" rx="4" fill="${c}" opacity="0.45"/>`;
  return svg(400, 200, body);
}

/** Award images: a laurel wreath around an emblem on the group's colours. */
function award(emblem, p, name) {
  const rng = rngFor(name);
  const w = 600;
  const h = 400;
  let s = backdrop(w, h, p, rng, { angle: 1, glow: [0.5, 0.45] });
  for (const side of [-1, 1]) {
    for (let k = 0; k < 9; k += 1) {
      const a = Math.PI / 2 + side * (0.35 + k * 0.26);
      const x = 300 + 120 * Math.cos(a);
      const y = 205 + 120 * Math.sin(a) * -1;
      const deg = (-a * 180) / Math.PI + (side > 0 ? 60 : 120);
      s += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="22" ry="9" fill="${p.accent}" opacity="${r1(0.65 + k * 0.035)}" transform="rotate(${r1(deg)} ${r1(x)} ${r1(y)})"/>`;
    }
  }
  const emblems = {
    star: `<polygon points="${Array.from({ length: 10 }, (_, k) => { const rr = k % 2 ? 28 : 66; const a = -Math.PI / 2 + (k * Math.PI) / 5; return `${r1(300 + rr * Math.cos(a))},${r1(200 + rr * Math.sin(a))}`; }).join(' ')}" fill="${p.accent}"/>`,
    trophy: `<path d="M258 140 H342 V170 C342 200 322 218 300 220 C278 218 258 200 258 170 Z" fill="${p.accent}"/><path d="M258 150 H236 C236 178 250 190 264 192 M342 150 H364 C364 178 350 190 336 192" fill="none" stroke="${p.accent}" stroke-width="8"/><rect x="292" y="218" width="16" height="22" fill="${p.accent}"/><rect x="270" y="240" width="60" height="16" rx="3" fill="${p.accent}"/>`,
    medal: `<polygon points="270,120 292,120 312,176 290,176" fill="${p.light}"/><polygon points="330,120 308,120 288,176 310,176" fill="${p.light}" opacity="0.8"/><circle cx="300" cy="212" r="44" fill="${p.accent}"/><circle cx="300" cy="212" r="30" fill="none" stroke="${p.dark}" stroke-width="4"/>`,
    shield: `<path d="M300 128 L350 146 V190 C350 226 328 250 300 262 C272 250 250 226 250 190 V146 Z" fill="${p.accent}"/><polyline points="278,196 294,212 324,178" fill="none" stroke="${p.dark}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
    rising: `<rect x="254" y="200" width="22" height="50" rx="3" fill="${p.accent}" opacity="0.7"/><rect x="289" y="172" width="22" height="78" rx="3" fill="${p.accent}" opacity="0.85"/><rect x="324" y="140" width="22" height="110" rx="3" fill="${p.accent}"/>`,
  };
  s += emblems[emblem];
  return svg(w, h, s);
}

// ---------- the catalogue: every file the demo content refers to ----------
const sectors = ['sports', 'hospitality', 'healthcare', 'infrastructure', 'renewable-energy', 'information-technology', 'media-and-entertainment', 'agriculture'];
const boxCounts = { sports: 3, hospitality: 6, healthcare: 5, infrastructure: 3, 'renewable-energy': 6, 'information-technology': 3, 'media-and-entertainment': 2, agriculture: 1 };
const logoCounts = { sports: 4, infrastructure: 6, 'information-technology': 5, 'media-and-entertainment': 4 };
const sectionBanners = {
  'our-company': ['group', 'meridian'],
  'management-team': ['group', 'network'],
  careers: ['information-technology', 'network'],
  gallery: ['media-and-entertainment', 'frames'],
  'contact-us': ['group', 'pin'],
  'news-centre': ['group', 'broadcast'],
  'privacy-policy': ['group', 'shield'],
  'terms-and-conditions': ['group', 'document'],
  investments: ['infrastructure', 'bars'],
  'csr-initiatives': ['csr', 'community'],
};
// One theme per news item (news-01 … news-24), matching each story's subject.
const newsThemes = [
  ['renewable-energy', 'renewable-energy'], ['healthcare', 'healthcare'], ['sports', 'sports'], ['infrastructure', 'infrastructure'],
  ['hospitality', 'hospitality'], ['information-technology', 'information-technology'], ['group', 'bars'], ['media-and-entertainment', 'media-and-entertainment'],
  ['group', 'document'], ['renewable-energy', 'renewable-energy'], ['sports', 'sports'], ['healthcare', 'healthcare'],
  ['infrastructure', 'infrastructure'], ['group', 'broadcast'], ['hospitality', 'hospitality'], ['group', 'shield'],
  ['group', 'meridian'], ['group', 'network'], ['csr', 'agriculture'], ['information-technology', 'network'],
  ['healthcare', 'community'], ['renewable-energy', 'renewable-energy'], ['csr', 'community'], ['healthcare', 'pin'],
];
const newsCategories = { 'press-releases': ['group', 'broadcast'], 'media-mentions': ['media-and-entertainment', 'broadcast'], 'group-updates': ['group', 'meridian'], 'csr-stories': ['csr', 'community'] };
const galleryKinds = ['events', 'sports', 'community', 'projects'];
const galleryPalettes = {
  events: ['media-and-entertainment', 'hospitality', 'information-technology', 'group'],
  sports: ['sports', 'group', 'renewable-energy', 'agriculture'],
  community: ['csr', 'agriculture', 'renewable-energy', 'hospitality'],
  projects: ['infrastructure', 'group', 'renewable-energy', 'media-and-entertainment'],
};
// [file name, long hair]
const people = [['arjun-mehta', false], ['kavita-rao', true], ['rohan-kapoor', false], ['nandini-iyer', true], ['vikram-desai', false], ['sana-qureshi', true], ['aditya-menon', false], ['priya-shah', true], ['farhan-sheikh', false], ['meera-pillai', true], ['siddharth-bose', false]];
const personPalettes = ['group', 'infrastructure', 'healthcare', 'hospitality', 'information-technology', 'renewable-energy', 'sports', 'media-and-entertainment'];
const statIcons = ['sectors', 'lives', 'solar', 'cricket', 'journalists', 'employees', 'beds'];
const companyIcons = ['mission', 'vision', 'philosophy', 'portfolio', 'governance', 'people', 'sustainability'];
const awards = [['most-promising', 'rising'], ['best-governance', 'shield'], ['hurun', 'star'], ['et-ascent', 'trophy'], ['nbt-awards', 'medal']];

function catalogue() {
  const jobs = [];
  const jpg = (file, make) => jobs.push({ file, make, type: 'jpg' });
  const png = (file, make) => jobs.push({ file, make, type: 'png' });
  const homeThemes = [['group', 'meridian'], ['renewable-energy', 'renewable-energy'], ['sports', 'sports']];
  homeThemes.forEach(([pal, motif], i) => {
    jpg(`banners/home-${i + 1}-desktop.jpg`, (n) => banner(1920, 520, palettes[pal], motif, n));
    jpg(`banners/home-${i + 1}-mobile.jpg`, (n) => banner(768, 520, palettes[pal], motif, n));
  });
  for (const [section, [pal, motif]] of Object.entries(sectionBanners)) {
    jpg(`banners/${section}-desktop.jpg`, (n) => banner(1920, 520, palettes[pal], motif, n));
    jpg(`banners/${section}-mobile.jpg`, (n) => banner(768, 520, palettes[pal], motif, n));
  }
  for (const slug of sectors) {
    const p = palettes[slug];
    jpg(`ventures/${slug}-desktop.jpg`, (n) => banner(1920, 520, p, slug, n));
    jpg(`ventures/${slug}-mobile.jpg`, (n) => banner(768, 520, p, slug, n));
    jpg(`ventures/${slug}-accordion-desktop.jpg`, (n) => accordion(960, 1080, p, slug, n));
    jpg(`ventures/${slug}-accordion-mobile.jpg`, (n) => accordion(768, 420, p, slug, n));
    for (let i = 1; i <= boxCounts[slug]; i += 1) jpg(`ventures/boxes/${slug}-${i}.jpg`, (n) => scene(900, 600, p, slug, n, i - 1));
    for (let i = 1; i <= (logoCounts[slug] ?? 0); i += 1) png(`ventures/logos/${slug}-${i}.png`, (n) => logo(p, n));
    if (slug !== 'agriculture') jpg(`og/${slug}.jpg`, (n) => banner(1200, 630, p, slug, n));
  }
  jpg('og/meridian-group.jpg', (n) => banner(1200, 630, palettes.group, 'meridian', n));
  for (let i = 1; i <= 24; i += 1) {
    const [pal, motif] = newsThemes[i - 1];
    jpg(`news/news-${String(i).padStart(2, '0')}.jpg`, (n) => scene(800, 500, palettes[pal], motif, n, (i - 1) % 8));
  }
  for (const i of [1, 2, 3]) {
    const [pal, motif] = newsThemes[i - 1];
    jpg(`news/news-${String(i).padStart(2, '0')}-inner.jpg`, (n) => scene(800, 500, palettes[pal], motif, n, 0));
  }
  for (const [slug, [pal, motif]] of Object.entries(newsCategories)) jpg(`news/category-${slug}.jpg`, (n) => scene(800, 500, palettes[pal], motif, n, 1));
  for (let i = 1; i <= 16; i += 1) {
    const kind = galleryKinds[(i - 1) % galleryKinds.length];
    const pal = galleryPalettes[kind][Math.floor((i - 1) / galleryKinds.length) % 4];
    jpg(`gallery/gallery-${String(i).padStart(2, '0')}.jpg`, (n) => galleryScene(1200, 800, palettes[pal], kind, n));
  }
  people.forEach(([person, long], i) => jpg(`people/${person}.jpg`, (n) => portrait(600, palettes[personPalettes[i % personPalettes.length]], n, long)));
  for (const g of statIcons) png(`icons/stat-${g}.png`, () => icon(g, palettes.group));
  for (const g of companyIcons) png(`icons/${g}.png`, () => icon(g, palettes.group));
  for (const [slug, emblem] of awards) jpg(`achievements/${slug}.jpg`, (n) => award(emblem, palettes.group, n));
  return jobs;
}

async function render({ file, make, type }) {
  const target = path.join(OUT, file);
  await mkdir(path.dirname(target), { recursive: true });
  const image = sharp(Buffer.from(make(file)));
  if (type === 'png') await image.png({ compressionLevel: 9, palette: true, colours: 128 }).toFile(target);
  else await image.flatten({ background: '#000000' }).jpeg({ quality: 70, mozjpeg: true }).toFile(target);
}

async function folderSize(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await folderSize(full) : (await stat(full)).size;
  }
  return total;
}

const jobs = catalogue();
await rm(OUT, { recursive: true, force: true });
// Two at a time: enough to keep a small machine busy without starving anything else on it.
for (let i = 0; i < jobs.length; i += 2) await Promise.all(jobs.slice(i, i + 2).map(render));
console.log(`${jobs.length} images written to ${path.relative(process.cwd(), OUT) || OUT}, ${(await folderSize(OUT) / 1024 / 1024).toFixed(2)} MB`);
