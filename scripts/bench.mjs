// Performance figures of the built site: bundle sizes per app, what the home page loads before its
// first banner image, Lighthouse (mobile settings) for chosen paths against a static floor page
// measured in the same run (at Lighthouse's 4× CPU slowdown and at 6×), paint to usable and the
// longest script during load per path, first-load JavaScript of the pages sent without script, and
// the server's render throughput.
// Usage: pnpm build && pnpm bench [--paths /,/news-centre] [--runs 5] [--redeploys 100] [--json out.json]
//        pnpm bench --first-load: the bundle sizes and what the home page loads, file by file, alone
//        (no Lighthouse, no load; about a minute).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { loadSharp, photographicBanner, similarity } from './lib/photographic-banner.mjs';
import { longestTask } from './lib/longest-task.mjs';
import { firstControls, paintToUsable } from './lib/paint-to-usable.mjs';
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
const firstLoadOnly = args.includes('--first-load');
const PORT_BASE = Number(process.env.BENCH_PORT_BASE || 3700);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** CPU slowdowns measured: Lighthouse's mobile default (a mid-range phone), and a slower phone. */
const CPU_SLOWDOWNS = [4, 6];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function bundleSizes() {
  const rows = [];
  for (const app of siteAppDirs) {
    const dist = path.join(repo, app, 'dist');
    if (!fs.existsSync(dist)) throw new Error(`${app}/dist is missing: run pnpm build first`);
    const totals = { app, js: 0, jsGzip: 0, jsBrotli: 0, css: 0, cssGzip: 0, entryGzip: 0 };
    for (const file of fs.readdirSync(dist, { recursive: true })) {
      // What the site's visitors download: the Node build in dist/server/ never reaches them, and
      // the forms' copy for other sites' federation hosts (dist/hosts/) reaches only those sites.
      if (String(file).startsWith(`server${path.sep}`) || String(file).startsWith(`hosts${path.sep}`)) continue;
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

/** The stack, its API serving a copy of the demo images (the photographic banner replaces one later). */
function startStack(imagesDir) {
  const child = spawn(process.execPath, ['e2e/support/start-stack.mjs'], {
    cwd: repo,
    env: { ...process.env, E2E_PORT_BASE: String(PORT_BASE), IMAGES_DIR: imagesDir },
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
  let lastRequestAt = Date.now();
  page.on('request', (request) => {
    requests.push(request);
    lastRequestAt = Date.now();
  });
  await page.goto(`${siteOrigin}/`, { waitUntil: 'networkidle' });
  // Count what the page's script loads up to a live page, and whatever it fetches after that
  // until no request has started for a second.
  await page.waitForSelector('html[data-live]', { state: 'attached' });
  while (Date.now() - lastRequestAt < 1000) await page.waitForTimeout(200);
  const scriptFiles = [];
  for (const request of requests) {
    if (request.resourceType() !== 'script') continue;
    const sizes = await request.sizes().catch(() => undefined);
    scriptFiles.push({ url: request.url(), bytes: sizes?.responseBodySize ?? 0 });
  }
  const bannerIndex = requests.findIndex((r) => r.resourceType() === 'image' && /banners\/home-/.test(r.url()));
  await browser.close();
  return {
    firstLoadScriptBytes: scriptFiles.reduce((sum, file) => sum + file.bytes, 0),
    scripts: scriptFiles.length,
    scriptFiles,
    requestsBeforeBanner: bannerIndex,
  };
}

/** Pages sent without script (docs/decisions/0016): what each downloads of JavaScript, compressed, on a phone. */
const WITHOUT_SCRIPT_PATHS = ['/investments', '/csr-initiatives', '/privacy-policy', '/terms-and-conditions', '/business-venture/sports', '/healthcare'];

async function firstLoadScripts(siteOrigin, paths) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const rows = {};
  try {
    for (const benchPath of paths) {
      const page = await browser.newPage({ ...PHONE });
      const scripts = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') scripts.push(request);
      });
      await page.goto(`${siteOrigin}${benchPath}`, { waitUntil: 'networkidle' });
      let bytes = 0;
      for (const request of scripts) bytes += (await request.sizes()).responseBodySize;
      rows[benchPath] = { scripts: scripts.length, bytes };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Lighthouse's mobile run of `url`, its simulated CPU `cpuSlowdown` times slower than this machine's. */
async function lighthouse(url, cpuSlowdown) {
  const { default: run } = await import('lighthouse');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } };
  const chromeLauncher = await import('chrome-launcher');
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const result = await run(url, { ...flags, port: chrome.port });
      const audits = result.lhr.audits;
      const scripts = (audits['network-requests'].details?.items ?? []).filter((item) => item.resourceType === 'Script');
      results.push({
        scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        score: Math.round(result.lhr.categories.performance.score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        // How fast Lighthouse found this machine's CPU: a faster one hides long tasks.
        benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
        ...countedBeforeLcp(audits),
      });
    } finally {
      await chrome.kill();
    }
  }
  const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  const medianLcp = median('lcpMs');
  return {
    runs: results.length,
    score: median('score'),
    lcpMs: medianLcp,
    fcpMs: median('fcpMs'),
    cls: median('cls'),
    tbtMs: median('tbtMs'),
    benchmarkIndex: median('benchmarkIndex'),
    scriptBytes: median('scriptBytes'),
    paintGapMs: median('paintGapMs'),
    countedBytes: median('countedBytes'),
    // What the run of the median LCP counted, request by request.
    counted: results.find((r) => r.lcpMs === medianLcp).counted,
  };
}

/**
 * What Lighthouse's simulated LCP is made of besides the page's HTML: its estimate replays, on
 * the slow phone link, every request that ended before the largest paint of the real (local,
 * unthrottled) load, sharing the link with the LCP image; a script among them counts with its
 * run. So whatever the page fetches before the largest paint shows on screen counts, however
 * early the image itself arrived. The floor page counts its image alone.
 * `paintGapMs` is how long after the first contentful paint the largest one came.
 */
function countedBeforeLcp(audits) {
  const observed = audits.metrics.details.items[0];
  const network = audits['network-requests'].details;
  // Request times are relative to the first request's start; the observed paints carry timestamps.
  const lcpAt = (observed.observedLargestContentfulPaintTs - network.debugData.networkStartTimeTs) / 1000;
  const counted = network.items
    .filter((item) => item.resourceType !== 'Document' && item.networkEndTime !== undefined && item.networkEndTime <= lcpAt)
    .map((item) => ({ path: new URL(item.url).pathname, type: item.resourceType, bytes: item.transferSize ?? 0 }));
  return {
    paintGapMs: Math.round(observed.observedLargestContentfulPaint - observed.observedFirstContentfulPaint),
    countedBytes: counted.reduce((sum, item) => sum + item.bytes, 0),
    counted,
  };
}

/**
 * The floor: a static page with nothing but the home page's first banner, its `<picture>` as the
 * site's server sends it (the same sources, formats and widths for the same viewport), served by
 * site-server like the site. What no site can beat.
 */
async function startFloorPage(siteOrigin, port) {
  const home = await (await fetch(`${siteOrigin}/`)).text();
  const picture = /<picture[\s\S]*?<\/picture>/.exec(home)?.[0];
  if (!picture) throw new Error('the home page has no <picture> for its first banner');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>` +
      `<style>body{margin:0}img{display:block;width:100%;height:auto}</style></head><body>${picture}</body></html>`,
  );
  const { createSiteServer, listenSiteServer } = createRequire(import.meta.url)(path.join(repo, 'site-server/dist/site-server.js'));
  const server = await createSiteServer({ mode: 'static', root });
  await listenSiteServer(server, { port });
  return { url: `http://localhost:${port}/`, close: () => server.close().then(() => fs.rmSync(root, { recursive: true, force: true })) };
}

/** Lighthouse's phone: a Moto G Power, 412 px wide at 1.75 device pixels per CSS pixel. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * What a phone downloads of the home page's first banner when the upload is a photograph: both of
 * its images replaced by one 1920×520 JPEG of photographic weight, the page loaded at 412 px, the
 * bytes of every response for that banner summed, and the image it got compared with the original.
 */
async function photographicFirstBanner(siteOrigin, imagesDir) {
  const sharp = loadSharp(repo);
  const original = await photographicBanner(sharp);
  for (const name of ['home-1-desktop.jpg', 'home-1-mobile.jpg']) fs.writeFileSync(path.join(imagesDir, 'banners', name), original);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await (await browser.newContext(PHONE)).newPage();
    const responses = [];
    page.on('response', (response) => {
      if (/\/banners\/home-1-/.test(response.url())) responses.push(response);
    });
    await page.goto(`${siteOrigin}/`, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    let bytes = 0;
    for (const response of responses) bytes += (await response.request().sizes()).responseBodySize;
    const shown = responses.at(-1);
    if (!shown) throw new Error('the home page asked for no first banner image');
    const look = await similarity(sharp, original, await shown.body());
    return { originalBytes: original.length, downloadedBytes: bytes, requests: responses.length, url: shown.url(), ...look };
  } finally {
    await browser.close();
  }
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

const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));
fs.cpSync(path.join(repo, 'content-api/demo/images'), imagesDir, { recursive: true });
const stack = await startStack(imagesDir);
try {
  const siteOrigin = `http://localhost:${PORT_BASE}`;
  report.home = await homeWaterfall(siteOrigin);
  console.log(`\nHome (/), desktop load: ${report.home.scripts} scripts, ${kb(report.home.firstLoadScriptBytes)} compressed; ${report.home.requestsBeforeBanner} requests before the first banner image`);
  for (const { url, bytes } of report.home.scriptFiles) console.log(`  ${String(bytes).padStart(7)} B  ${new URL(url).pathname}`);
  if (!firstLoadOnly) await benchPages(siteOrigin);
} finally {
  stack.kill('SIGTERM');
  fs.rmSync(imagesDir, { recursive: true, force: true });
}
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(report, null, 2));

/** Lighthouse, paint to usable, the pages sent without script, the photographic banner, the render's throughput, deployments. */
async function benchPages(siteOrigin) {
  const floorPage = await startFloorPage(siteOrigin, PORT_BASE + 50);
  report.lighthouse = {};
  try {
    for (const cpu of CPU_SLOWDOWNS) report.lighthouse[cpu] = { floor: await lighthouse(floorPage.url, cpu) };
  } finally {
    await floorPage.close();
  }
  for (const cpu of CPU_SLOWDOWNS) {
    const figuresAt = report.lighthouse[cpu];
    for (const benchPath of benchPaths) figuresAt[benchPath] = await lighthouse(`${siteOrigin}${benchPath}`, cpu);
    const floorLcp = figuresAt.floor.lcpMs;
    console.log(`\nLighthouse mobile, CPU ${cpu}× slower (median of ${runs}; floor = a static page with the first home banner, same run):`);
    console.log(`  ${'route'.padEnd(26)} perf   LCP      LCP/floor  FCP      TBT      CLS     JS        benchmarkIndex`);
    for (const [route, figures] of Object.entries(figuresAt)) {
      figures.lcpPerFloor = Number((figures.lcpMs / floorLcp).toFixed(2));
      console.log(
        `  ${route.padEnd(26)} ${String(figures.score).padEnd(6)} ${`${figures.lcpMs} ms`.padEnd(8)} ${figures.lcpPerFloor.toFixed(2).padEnd(10)} ${`${figures.fcpMs} ms`.padEnd(8)} ${`${figures.tbtMs} ms`.padEnd(8)} ${String(figures.cls).padEnd(7)} ${kb(figures.scriptBytes).padEnd(9)} ${figures.benchmarkIndex}`,
      );
    }
  }
  console.log('\nCounted in the simulated LCP at 4×: requests ended before the largest paint of the real load (the run of the median LCP):');
  for (const [route, { counted, countedBytes, paintGapMs }] of Object.entries(report.lighthouse[4])) {
    const scripts = counted.filter((item) => item.type === 'Script').length;
    console.log(`  ${route.padEnd(26)} ${counted.length} requests (${scripts} scripts), ${kb(countedBytes)} (median); largest paint ${paintGapMs} ms after the first`);
    console.log(`    ${counted.map((item) => `${item.path.split('/').pop()} ${kb(item.bytes)}`).join(', ')}`);
  }
  report.paintToUsable = {};
  console.log(`\nPaint to usable (first contentful paint until a click on the route's first control takes effect; 4× CPU, median of ${runs}):`);
  for (const benchPath of benchPaths) {
    const control = firstControls[benchPath];
    if (!control) continue;
    report.paintToUsable[benchPath] = await paintToUsable({ executablePath: CHROMIUM, url: `${siteOrigin}${benchPath}`, control, runs });
    const { medianMs, samples } = report.paintToUsable[benchPath];
    console.log(`  ${benchPath.padEnd(26)} ${`${medianMs} ms`.padEnd(9)} ${control.name} (${samples.join(', ')} ms)`);
  }
  report.longestTask = {};
  console.log(`\nLongest script during load (the page's own, at once, until a second after it is live; 412 px phone, median of ${runs}):`);
  for (const benchPath of benchPaths) {
    report.longestTask[benchPath] = await longestTask({ executablePath: CHROMIUM, url: `${siteOrigin}${benchPath}`, rates: CPU_SLOWDOWNS, runs });
    const figures = CPU_SLOWDOWNS.map((cpu) => {
      const { medianMs, script, samples } = report.longestTask[benchPath][cpu];
      return `${cpu}×: ${`${medianMs} ms`.padEnd(7)} ${script.padEnd(36)} (${samples.join(', ')} ms)`;
    });
    console.log(`  ${benchPath.padEnd(26)} ${figures.join('   ')}`);
  }
  report.withoutScript = await firstLoadScripts(siteOrigin, WITHOUT_SCRIPT_PATHS);
  console.log('\nFirst-load JavaScript of the pages sent without script (412 px phone, compressed bytes):');
  for (const [route, { scripts, bytes }] of Object.entries(report.withoutScript)) console.log(`  ${route.padEnd(26)} ${scripts} scripts, ${kb(bytes)}`);
  report.photographicBanner = await photographicFirstBanner(siteOrigin, imagesDir);
  const banner = report.photographicBanner;
  console.log(
    `\nFirst home banner on a 412 px phone, uploaded as a ${kb(banner.originalBytes)} photographic 1920×520 JPEG: ` +
      `${kb(banner.downloadedBytes)} downloaded in ${banner.requests} request(s) (${((100 * banner.downloadedBytes) / banner.originalBytes).toFixed(1)}% of the original), ` +
      `${banner.url.split('/').pop()} at ${banner.width}×${banner.height}, PSNR ${banner.psnr.toFixed(1)} dB against the original at that size`,
  );
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
}
