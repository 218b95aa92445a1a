import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { origin, ports } from '../support/ports.mjs';

// The forms remote publishes its container twice: dist/ for the site's own pages, using the
// federation runtime the shell's page already started, and dist/hosts/ for federation hosts of
// other sites, bringing a runtime of its own (docs/decisions/0018).
const FORMS = origin(ports.forms);
const EMBED_PAGE = `${origin(ports.embedPage)}/`;

type Container = { init(scope: object): Promise<void>; get(name: string): Promise<() => Record<string, unknown>> };
type Outcome = { container: boolean; exposed?: string[]; error?: string };

/** Loads a container entry into a page without a federation runtime, as another site's host would, and asks it for ./ContactForm. */
function loadContactForm(page: Page, entry: string): Promise<Outcome> {
  return page.evaluate(async (src) => {
    await new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = reject;
      document.head.appendChild(script);
    });
    const container = (window as unknown as { mfe_forms?: Container }).mfe_forms;
    if (!container) return { container: false };
    try {
      await container.init({});
      const factory = await container.get('./ContactForm');
      return { container: true, exposed: Object.keys(factory()) };
    } catch (error) {
      return { container: true, error: String(error) };
    }
  }, `${FORMS}/${entry}`);
}

test.describe('The forms for federation hosts of other sites', () => {
  test('hosts/mf-manifest.json names a container that starts without the shell and hands out the contact form', async ({ page, request }) => {
    const manifest = await (await request.get(`${FORMS}/hosts/mf-manifest.json`)).json();
    expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
    expect(manifest.exposes.map((exposed: { name: string }) => exposed.name)).toEqual(expect.arrayContaining(['ContactForm', 'CareersForm']));

    await page.goto(EMBED_PAGE);
    const outcome = await loadContactForm(page, 'hosts/remoteEntry.js');
    expect(outcome).toEqual({ container: true, exposed: expect.arrayContaining(['ContactForm']) });
  });

  test('the site’s own copy leaves the runtime to the shell’s page: less than half the size', async ({ request }) => {
    const [own, forHosts] = await Promise.all(
      ['remoteEntry.js', 'hosts/remoteEntry.js'].map(async (entry) => (await (await request.get(`${FORMS}/${entry}`)).body()).length),
    );
    expect(own).toBeLessThan(forHosts / 2);
  });
});
