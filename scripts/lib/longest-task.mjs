// "Longest task during load": the longest the page's own script held the main thread at once, from
// the first byte until the page is live (html[data-live]) and a second more, with the CPU slowed
// down as a phone's would be, on Lighthouse's phone. The browser reports it: each long animation
// frame (over 50 ms) lists the scripts that ran in it, each a task's callback or evaluation, with
// its duration and file (PerformanceLongAnimationFrameTiming). Layout and paint are the browser's
// work, which no script can split, and do not count; a layout the script forced does. No frame
// over 50 ms means no script ran that long: the figure is then 0.
/* global window, PerformanceObserver */

const AFTER_LIVE_MS = 1000;
const GIVE_UP_AFTER_MS = 30_000;

/** Lighthouse's phone: a Moto G Power, 412 px wide at 1.75 device pixels per CSS pixel. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Runs in the page before its own script: keeps every script entry of every long animation frame. */
function observeLongFrames() {
  window.__longScripts = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      for (const script of frame.scripts) {
        const file = new URL(script.sourceURL || window.location.href).pathname.split('/').pop() || '(inline)';
        window.__longScripts.push({ ms: Math.round(script.duration), script: `${file} ${script.invokerType}` });
      }
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

async function oneLoad(browser, url, rate) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(observeLongFrames);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // Asked with one short expression each time: the harness's own script for selectors would
    // run in the page as a long task of its own.
    const ask = async (expression) => (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value;
    await page.goto(url, { waitUntil: 'load' });
    // A page sent without script never goes live: its load is over with its load event.
    if (await ask('!!document.querySelector("script[src]")')) {
      const started = Date.now();
      while (!(await ask('document.documentElement.hasAttribute("data-live")'))) {
        if (Date.now() - started > GIVE_UP_AFTER_MS) throw new Error(`${url} never went live`);
        await page.waitForTimeout(100);
      }
    }
    await page.waitForTimeout(AFTER_LIVE_MS);
    const scripts = await ask('JSON.stringify(window.__longScripts)');
    return JSON.parse(scripts).sort((a, b) => b.ms - a.ms)[0] ?? { ms: 0, script: '(none)' };
  } finally {
    await context.close();
  }
}

/** The median over `runs` loads of `url` of its longest script, at each CPU slowdown of `rates`. */
export async function longestTask({ executablePath, url, rates, runs }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const byRate = {};
    for (const rate of rates) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await oneLoad(browser, url, rate));
      const sorted = [...samples].sort((a, b) => a.ms - b.ms);
      const median = sorted[Math.floor(sorted.length / 2)];
      byRate[rate] = { medianMs: median.ms, script: median.script, samples: samples.map((sample) => sample.ms) };
    }
    return byRate;
  } finally {
    await browser.close();
  }
}
