// What Lighthouse's simulated LCP of a page is made of: loads the page with Lighthouse (mobile
// settings, as `pnpm bench` does) and computes its LCP estimate from the recorded trace as
// Lighthouse does, then again with the requests whose address matches --move ended after the
// largest paint of the real load (so the estimate does not count them). Prints, per load, both
// estimates and the requests the recorded one counted.
// Usage (against a running site): node scripts/lantern-replay.mjs http://localhost:3000/ --move 'main\.js|/images/icons/' [--runs 3]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const url = args[0];
if (!url || url.startsWith('--')) throw new Error('usage: node scripts/lantern-replay.mjs <url> --move <regex> [--runs n]');
const moved = new RegExp(option('move', '$^'));
const runs = Number(option('runs', '3'));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The devtools log with the matching requests' events 10 s later: they end after any paint of the load. */
function withMovedRequests(devtoolsLog) {
  const ids = new Set(
    devtoolsLog.filter((event) => event.method === 'Network.requestWillBeSent' && moved.test(event.params.request.url)).map((event) => event.params.requestId),
  );
  const later = (event) => {
    const params = structuredClone(event.params);
    if (typeof params.timestamp === 'number') params.timestamp += 10;
    if (typeof params.wallTime === 'number') params.wallTime += 10;
    if (params.response?.timing) params.response.timing.requestTime += 10;
    return { ...event, params };
  };
  return { log: devtoolsLog.map((event) => (ids.has(event.params?.requestId) ? later(event) : event)), moved: ids.size };
}

async function estimate(artifacts, devtoolsLog) {
  const settings = { ...defaultSettings, ...artifacts.settings };
  const context = { computedCache: new Map(), settings };
  const data = { trace: artifacts.Trace, devtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps ?? [] };
  const result = await LanternLargestContentfulPaint.request(data, context);
  const counted = [...result.pessimisticEstimate.nodeTimings.keys()].filter((node) => node.type === 'network' && !node.isMainDocument());
  return {
    lcpMs: Math.round(result.timing),
    optimisticMs: Math.round(result.optimisticEstimate.timeInMs),
    pessimisticMs: Math.round(result.pessimisticEstimate.timeInMs),
    counted: counted.map((node) => `${new URL(node.request.url).pathname.split('/').pop()} ${node.request.transferSize} B`),
  };
}

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
for (let i = 0; i < runs; i += 1) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-replay-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], gatherMode: dir });
    const artifacts = await loadArtifacts(dir);
    const recorded = await estimate(artifacts, artifacts.DevtoolsLog);
    const { log, moved: count } = withMovedRequests(artifacts.DevtoolsLog);
    const replayed = await estimate(artifacts, log);
    console.log(
      `load ${i + 1}: LCP ${recorded.lcpMs} ms (optimistic ${recorded.optimisticMs}, pessimistic ${recorded.pessimisticMs}); ` +
        `${count} matching requests after the largest paint: ${replayed.lcpMs} ms (${replayed.optimisticMs}, ${replayed.pessimisticMs})`,
    );
    console.log(`  counted: ${recorded.counted.join(', ')}`);
  } finally {
    await chrome.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
