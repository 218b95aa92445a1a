/** @jest-environment node */
import { text } from 'node:stream/consumers';
import { PAGE_STATE_ELEMENT_ID, readSiteConfig } from '@group/shared/config';
import type { ReactNode } from 'react';
import type { PageState } from '../../app/page-state';
import { createPageScripts, renderToStream, scriptHash, SiteDocument } from '../site-document';
import type { PageRuns, SiteDocumentProps } from '../site-document';

const config = readSiteConfig({ API_BASE_URL: 'https://api.meridian.example', IMAGE_BASE_URL: 'https://cdn.meridian.example/images' });
const state: PageState = {
  globals: null,
  ventureCategories: [],
  toasts: [],
  queries: { 'news:/newscentre/a': { data: { note: 'a </script><script>alert(1)</script> in the data' } } },
  renderedRemote: 'news',
};

/** A document as the renderer makes it: its inline scripts from createPageScripts, as the policy names them. */
const render = (runs: PageRuns, props: Partial<SiteDocumentProps> = {}, children?: ReactNode) => {
  const scripts = createPageScripts(['/main.js?abc'])(config, runs);
  const page: SiteDocumentProps['page'] = runs === 'hydrated' ? { runs, state } : { runs };
  return renderToStream(
    <SiteDocument config={config} headScripts={scripts.head} stylesheets={[]} defaultTitle={runs === 'rendered'} page={page} {...props}>
      {children}
    </SiteDocument>,
    { bootstrapScriptContent: scripts.start, timeoutMs: 1000 },
  )
    .then(text)
    .then((html) => ({ html, hashes: scripts.hashes }));
};

const documentOf = (props: Partial<SiteDocumentProps>) =>
  render(
    'hydrated',
    props,
    <main>
      <title>News item not found</title>
      <h1>News item not found</h1>
    </main>,
  ).then(({ html }) => html);

/** The texts of the scripts the browser would run: every `<script>` but data blocks. */
const runnableScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');

describe('the document of a page', () => {
  it('hands the browser its configuration in a script', async () => {
    const html = await documentOf({});
    const script = /<script>window\.__SITE_CONFIG__=(.*?)<\/script>/.exec(html);
    expect(JSON.parse(script?.[1] ?? 'null')).toEqual(config);
  });

  it.each<PageRuns>(['hydrated', 'rendered', 'never'])('names by hash exactly the inline scripts a %s page runs, and carries no nonce', async (runs) => {
    const { html, hashes } = await render(runs, {}, <main>Page</main>);
    expect(runnableScripts(html).map(scriptHash).sort()).toEqual([...hashes].sort());
    expect(hashes).toHaveLength(runs === 'hydrated' ? 3 : runs === 'rendered' ? 2 : 0);
    expect(html).not.toContain('nonce');
  });

  it('hoists the page’s own title into its head, and the page into #root, before its state and the script that starts it', async () => {
    const html = await documentOf({});
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head>.*<title>News item not found<\/title>.*<\/head><body><div id="root"><main><h1>/s);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<\/main><\/div><script type="application\/json" id="site-page-state">.*<\/script><script id="_R_">[^<]*"\/main\.js\?abc"/);
    expect(html).not.toContain('<noscript>');
  });

  it('carries its state as data that nothing in it can end', async () => {
    const html = await documentOf({});
    expect(html).not.toContain('</script><script>alert(1)');
    const data = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual(state);
  });

  it('links its stylesheets, the shell’s own also named as its chunk loader names them, so nothing fetches them twice', async () => {
    const html = await documentOf({
      stylesheets: [{ href: '/kit.1a2b.css' }, { href: 'https://news.example/page-styles.3c4d.css' }],
    });
    expect(html).toContain('<link rel="stylesheet" href="/kit.1a2b.css" data-href="kit.1a2b.css"/>');
    expect(html).toContain('<link rel="stylesheet" href="https://news.example/page-styles.3c4d.css"/>');
    expect(html).not.toContain('<style');
  });

  it('links a remote’s stylesheet with the integrity its manifest lists, so the browser refuses an altered one', async () => {
    const integrity = 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';
    const html = await documentOf({ stylesheets: [{ href: 'https://news.example/page-styles.3c4d.css', integrity }] });
    expect(html).toContain(`<link rel="stylesheet" href="https://news.example/page-styles.3c4d.css" integrity="${integrity}" crossorigin="anonymous"/>`);
  });

  it('connects to the API and the images at once, and preloads nothing: the page’s script is added once it has painted', async () => {
    const html = await documentOf({});
    expect(html).toContain('<link rel="preconnect" href="https://api.meridian.example" crossorigin=""/>');
    expect(html).toContain('<link rel="preconnect" href="https://cdn.meridian.example"/>');
    // Anything named in the head would be fetched before the page's first banner.
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('"/main.js?abc"');
  });

  it('is the site’s page for the browser to render when there is no state: its title, and a line for readers without JavaScript', async () => {
    const { html } = await render('rendered');
    expect(html).toContain('<title data-default-title="">Meridian Group</title>');
    expect(html).toContain('<noscript>This site needs JavaScript to show its pages.</noscript><div id="root"></div><script id="_R_">');
    expect(html).not.toContain(PAGE_STATE_ELEMENT_ID);
  });

  it('carries no script at all for a page that never runs one: no configuration, state or preloads', async () => {
    const { html } = await render('never', {}, <main>Terms</main>);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<div id="root"><main>Terms</main></div></body>');
  });
});
