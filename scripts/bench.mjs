// Performance figures of the built site: bundle sizes per app, what the home page loads before its
// first banner image, Lighthouse (mobile settings) for chosen paths against a static floor page
// measured in the same run, and the server's render throughput.
// Usage: pnpm build && pnpm bench [--paths /,/news-centre] [--runs 5] [--redeploys 100] [--json out.json]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { redeployDrill } from './lib/redeploy-drill.mjs';
import { remoteApps, siteAppDirs } from './lib/site-apps.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const benchPaths = option('paths', '/,/news-centre,/our-company,/business-venture/sports,/contact-us').split(',');
const runs = Number(option('runs', '5'));
const jsonOut = option('json');
const redeploys = Number(option('redeploys', '0'));
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
      // What browsers download: the Node build in dist/server/ never reaches them.
      if (String(file).startsWith(`server${path.sep}`)) continue;
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
      const scripts = (audits['network-requests'].details?.items ?? []).filter((item) => item.resourceType === 'Script');
      results.push({
        scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
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
  return {
    runs: results.length,
    score: median('score'),
    lcpMs: median('lcpMs'),
    fcpMs: median('fcpMs'),
    cls: median('cls'),
    tbtMs: median('tbtMs'),
    scriptBytes: median('scriptBytes'),
  };
}

/**
 * The floor: a static page with nothing but the home page's first banner (the same image for the
 * same viewport, as a <picture>), served by site-server like the site. What no site can beat.
 */
async function startFloorPage(apiOrigin, port) {
  const [first] = JSON.parse(fs.readFileSync(path.join(repo, 'content-api/demo/content/home-banners.json'), 'utf8'));
  const image = (url) => `${apiOrigin}/images/${url}`;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>` +
      `<body style="margin:0"><picture><source media="(max-width: 767px)" srcset="${image(first.mobile_banner.url)}">` +
      `<img src="${image(first.desktop_banner.url)}" alt="" width="1920" height="520" fetchpriority="high" style="display:block;width:100%;height:auto"></picture></body></html>`,
  );
  const { createSiteServer, listenSiteServer } = createRequire(import.meta.url)(path.join(repo, 'site-server/dist/site-server.js'));
  const server = await createSiteServer({ mode: 'static', root });
  await listenSiteServer(server, { port });
  return { url: `http://localhost:${port}/`, close: () => server.close().then(() => fs.rmSync(root, { recursive: true, force: true })) };
}

/**
 * Server-rendered pages per second and latency of one path: 20 connections, 10 s, loopback, after
 * 3 s of the same load (every worker has then loaded its remotes and compiled its render path).
 */
async function renderThroughput(url) {
  const { default: autocannon } = await import('autocannon');
  await autocannon({ url, connections: 20, duration: 3 });
  const result = await autocannon({ url, connections: 20, duration: 10 });
  return { pagesPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
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
  const floorPage = await startFloorPage(`http://localhost:${PORT_BASE + 10}`, PORT_BASE + 50);
  try {
    report.lighthouse = { floor: await lighthouse(floorPage.url) };
  } finally {
    await floorPage.close();
  }
  for (const benchPath of benchPaths) report.lighthouse[benchPath] = await lighthouse(`${siteOrigin}${benchPath}`);
  const floorLcp = report.lighthouse.floor.lcpMs;
  console.log(`\nLighthouse mobile (median of ${runs}; floor = a static page with the first home banner, same run):`);
  console.log(`  ${'route'.padEnd(26)} perf   LCP      LCP/floor  FCP      TBT      CLS     JS`);
  for (const [route, figures] of Object.entries(report.lighthouse)) {
    figures.lcpPerFloor = Number((figures.lcpMs / floorLcp).toFixed(2));
    console.log(
      `  ${route.padEnd(26)} ${String(figures.score).padEnd(6)} ${`${figures.lcpMs} ms`.padEnd(8)} ${figures.lcpPerFloor.toFixed(2).padEnd(10)} ${`${figures.fcpMs} ms`.padEnd(8)} ${`${figures.tbtMs} ms`.padEnd(8)} ${String(figures.cls).padEnd(7)} ${kb(figures.scriptBytes)}`,
    );
  }
  report.render = await renderThroughput(`${siteOrigin}/`);
  console.log(`\nServer render of / (20 connections, 10 s after 3 s of warm-up, loopback): ${report.render.pagesPerSecond} pages/s, p50 ${report.render.p50Ms} ms, p99 ${report.render.p99Ms} ms, ${report.render.non2xx} non-2xx, ${report.render.errors} errors`);
  if (redeploys > 0) {
    const remoteUrls = Object.fromEntries(
      remoteApps.map((app) => [app.urlVariable, `http://localhost:${PORT_BASE + app.defaultPort - 3000}/mf-manifest.json`]),
    );
    report.redeploys = await redeployDrill({
      repo,
      apiOrigin: `http://localhost:${PORT_BASE + 10}`,
      remoteUrls,
      shellPort: PORT_BASE + 60,
      newsPort: PORT_BASE + 61,
      deployments: redeploys,
    });
    const { samples, pickedUpP50Ms, pickedUpP95Ms, pickedUpMaxMs } = report.redeploys;
    console.log(`\n${redeploys} deployments of mfe-news while a shell's server rendered /news-centre: each picked up (p50 ${pickedUpP50Ms} ms, p95 ${pickedUpP95Ms} ms, max ${pickedUpMaxMs} ms)`);
    console.log(`  server RSS: ${samples.map((sample) => `${sample.deployment}: ${sample.rssMb} MB`).join(', ')}`);
  }
} finally {
  stack.kill('SIGTERM');
}
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(report, null, 2));
