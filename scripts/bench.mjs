// Performance figures of the built site: bundle sizes per app, what the home page loads before its
// first banner image, and Lighthouse (mobile settings) for chosen paths.
// Usage: pnpm build && pnpm bench [--paths /,/news-centre] [--runs 3] [--json out.json]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { siteAppDirs } from './lib/site-apps.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const benchPaths = option('paths', '/').split(',');
const runs = Number(option('runs', '3'));
const jsonOut = option('json');
const PORT_BASE = Number(process.env.BENCH_PORT_BASE || 3700);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function bundleSizes() {
  const rows = [];
  for (const app of siteAppDirs) {
    const dist = path.join(repo, app, 'dist');
    if (!fs.existsSync(dist)) throw new Error(`${app}/dist is missing: run pnpm build first`);
    const totals = { app, js: 0, jsGzip: 0, jsBrotli: 0, css: 0, cssGzip: 0, entryGzip: 0 };
    for (const file of fs.readdirSync(dist, { recursive: true })) {
      const full = path.join(dist, String(file));
      if (!fs.statSync(full).isFile() || !/\.(js|css)$/.test(full)) continue;
      const body = fs.readFileSync(full);
      const gzip = zlib.gzipSync(body, { level: 9 }).length;
      if (full.endsWith('.js')) {
        totals.js += body.length;
        totals.jsGzip += gzip;
        totals.jsBrotli += zlib.brotliCompressSync(body).length;
        if (path.basename(full) === 'remoteEntry.js') totals.entryGzip = gzip;
      } else {
        totals.css += body.length;
        totals.cssGzip += gzip;
      }
    }
    rows.push(totals);
  }
  return rows;
}

function startStack() {
  const child = spawn(process.execPath, ['e2e/support/start-stack.mjs'], {
    cwd: repo,
    env: { ...process.env, E2E_PORT_BASE: String(PORT_BASE) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('[stack] up')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`stack exited with ${code}`)));
  });
}

/** Scripts (compressed bytes on the wire) and requests before the first banner image, on a desktop load. */
async function homeWaterfall(siteOrigin) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const requests = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${siteOrigin}/`, { waitUntil: 'networkidle' });
  let scriptBytes = 0;
  for (const request of requests) {
    if (request.resourceType() !== 'script') continue;
    const sizes = await request.sizes().catch(() => undefined);
    if (sizes) scriptBytes += sizes.responseBodySize;
  }
  const bannerIndex = requests.findIndex((r) => r.resourceType() === 'image' && /banners\/home-/.test(r.url()));
  await browser.close();
  return {
    firstLoadScriptBytes: scriptBytes,
    scripts: requests.filter((r) => r.resourceType() === 'script').length,
    requestsBeforeBanner: bannerIndex,
  };
}

async function lighthouse(url) {
  const { default: run } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const result = await run(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const audits = result.lhr.audits;
      results.push({
        score: Math.round(result.lhr.categories.performance.score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      });
    } finally {
      await chrome.kill();
    }
  }
  const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  return { runs: results.length, score: median('score'), lcpMs: median('lcpMs'), fcpMs: median('fcpMs'), cls: median('cls'), tbtMs: median('tbtMs') };
}

const report = { bundles: bundleSizes() };
console.log('\nBundles (all JS/CSS in dist, gzip -9 / brotli):');
for (const row of report.bundles) {
  console.log(`  ${row.app.padEnd(13)} js ${kb(row.js).padStart(9)}  gzip ${kb(row.jsGzip).padStart(8)}  br ${kb(row.jsBrotli).padStart(8)}  css gzip ${kb(row.cssGzip).padStart(7)}  remoteEntry gzip ${kb(row.entryGzip)}`);
}

const stack = await startStack();
try {
  const siteOrigin = `http://localhost:${PORT_BASE}`;
  report.home = await homeWaterfall(siteOrigin);
  console.log(`\nHome (/), desktop load: ${report.home.scripts} scripts, ${kb(report.home.firstLoadScriptBytes)} compressed; ${report.home.requestsBeforeBanner} requests before the first banner image`);
  report.lighthouse = {};
  for (const benchPath of benchPaths) {
    const figures = await lighthouse(`${siteOrigin}${benchPath}`);
    report.lighthouse[benchPath] = figures;
    console.log(`Lighthouse mobile ${benchPath} (median of ${figures.runs}): performance ${figures.score}, LCP ${figures.lcpMs} ms, FCP ${figures.fcpMs} ms, CLS ${figures.cls}, TBT ${figures.tbtMs} ms`);
  }
} finally {
  stack.kill('SIGTERM');
}
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(report, null, 2));
