// "Paint to usable": how long after a page's first contentful paint a visitor's click on its
// first control takes effect, with the CPU slowed 4× (a mid-range phone). The control is clicked
// as soon as it is visible, and clicked again while a click has no effect (it was lost).
/* global document */

/** Each bench route's first control, how to reach it, and what shows its click took effect. */
export const firstControls = {
  '/': {
    name: 'the disclaimer’s Close',
    control: (page) => page.getByRole('dialog').getByRole('button', { name: 'Close' }),
    done: (page) => page.getByRole('dialog').isHidden(),
  },
  '/news-centre': {
    name: 'the second category tab',
    control: (page) => page.getByRole('tab').nth(1),
    done: async (page) => (await page.getByRole('tab').nth(1).getAttribute('aria-selected')) === 'true',
  },
  '/our-company': {
    name: 'the achievements’ Next slide',
    control: (page) => page.getByRole('button', { name: 'Next slide' }).first(),
    // The first achievement has left the slider's window: the row scrolled, or Swiper moved on.
    done: (page) =>
      page.evaluate(() => {
        const region = document.querySelector('[aria-roledescription="carousel"][aria-label="Achievements"]');
        const window = region?.querySelector('.swiper')?.getBoundingClientRect();
        const first = region?.querySelector('[aria-roledescription="slide"][aria-label^="1 of"]:not([aria-hidden])')?.getBoundingClientRect();
        return !!window && !!first && (first.right <= window.left + 1 || first.left >= window.right - 1);
      }),
  },
  '/business-venture/sports': {
    name: 'the header’s Business Ventures menu',
    control: (page) => page.getByRole('banner').getByRole('button', { name: 'Business Ventures' }),
    done: (page) => page.getByRole('banner').getByRole('link', { name: 'Sports' }).first().isVisible(),
  },
  '/contact-us': {
    name: 'the enquiry form’s Submit',
    control: (page) => page.getByRole('button', { name: 'Submit' }),
    done: (page) => page.getByText('Full Name is required').isVisible(),
  },
};

const RETRY_AFTER_MS = 100;
const GIVE_UP_AFTER_MS = 30_000;
const NEW_PAGE_MS = 10_000;

/** When the page first painted, as wall-clock milliseconds (the page's own clock, from its time origin). */
async function firstPaintAt(page) {
  const handle = await page.waitForFunction(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return paint ? performance.timeOrigin + paint.startTime : undefined;
  });
  return handle.jsonValue();
}

/**
 * One load: milliseconds from first contentful paint to the click that took effect (0 if the
 * first one did at once). A click that leads to another address takes effect there: what counts
 * is when the visitor made it.
 */
async function oneLoad(browser, url, { control, done }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'commit' });
    const target = control(page);
    await target.waitFor({ state: 'visible', timeout: GIVE_UP_AFTER_MS });
    const paintedAt = await firstPaintAt(page);
    const started = Date.now();
    for (;;) {
      const clickedAt = Date.now();
      const before = page.url();
      await target.click({ timeout: GIVE_UP_AFTER_MS }).catch(() => undefined);
      // A click that led to another address gets the time that page takes to show its effect.
      const settleMs = page.url() === before ? RETRY_AFTER_MS : NEW_PAGE_MS;
      const clickEnded = Date.now();
      while (Date.now() - clickEnded < settleMs) {
        if (await done(page).catch(() => false)) return Math.max(0, Math.round(clickedAt - paintedAt));
      }
      if (Date.now() - started > GIVE_UP_AFTER_MS) throw new Error(`${url}: a click never took effect`);
    }
  } finally {
    await context.close();
  }
}

/** The median over `runs` loads of `url`, whose first control is `control`. */
export async function paintToUsable({ executablePath, url, control, runs }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await oneLoad(browser, url, control));
    const sorted = [...samples].sort((a, b) => a - b);
    return { medianMs: sorted[Math.floor(sorted.length / 2)], samples };
  } finally {
    await browser.close();
  }
}
