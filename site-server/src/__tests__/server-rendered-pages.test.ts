import { PAGE_STATE_ELEMENT_ID } from '@group/shared/config';
import { createSiteServer } from '../create-site-server';
import { readSiteConfig } from '../config/site-config';
import type { ServerRenderer, ServerRenderRequest } from '../page/server-renderer';
import { bigScript, makeDist } from './support/dist-folder';

const builtPage =
  '<!doctype html><html><head><title>Meridian Group</title><link rel=preload as=style href=/kit.1a2b.css>' +
  '<link rel=preload as=script href=/kit.1a2b.js><script defer src="/main.js?abc"></script></head>' +
  '<body><noscript>This site needs JavaScript to show its pages.</noscript><div id=root></div></body></html>';
const dist = makeDist({ 'index.html': builtPage, 'main.js': bigScript('shell') });

async function answer(renderer: ServerRenderer, url: string) {
  const app = await createSiteServer({ mode: 'shell', root: dist, config: readSiteConfig({}), homeHints: { current: () => '' }, renderer });
  try {
    return await app.inject({ method: 'GET', url });
  } finally {
    await app.close();
  }
}

const stateOf = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error('no page state in the page');
  return JSON.parse(match[1]) as unknown;
};

describe('a page rendered on the server', () => {
  it('carries the page’s head in place of the default title, its markup in #root and its state', async () => {
    const requests: ServerRenderRequest[] = [];
    const reply = await answer(
      {
        render: async (request) => {
          requests.push(request);
          return {
            status: 404,
            stylesheets: ['https://news.example/routes.1a2b.css'],
            head: '<title>News item not found</title><meta name="robots" content="noindex, follow"/>',
            body: '<div id="root"><main><h1>News item not found</h1></main></div>',
            state: { note: 'a </script><script>alert(1)</script> in the data' },
          };
        },
        close: () => undefined,
      },
      '/news-centre/gone?ref=mail',
    );
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = reply.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<link rel="stylesheet" href="https://news.example/routes.1a2b.css"><title>News item not found</title><meta name="robots" content="noindex, follow"/></head>',
    );
    expect(html).toContain('<div id="root"><main><h1>News item not found</h1></main></div>');
    expect(html).not.toContain('<noscript>');
    // The markup uses the startup stylesheets' classes: they apply before it paints.
    expect(html).toContain('<link rel="stylesheet" href=/kit.1a2b.css>');
    expect(html).not.toContain('/kit.1a2b.js');
    // The page's code starts after the first paint, from a script that carries the nonce.
    expect(html).not.toContain('<script defer');
    const nonceOfPage = /'nonce-([^']+)'/.exec(String(reply.headers['content-security-policy']))?.[1];
    const starter = /<script nonce="([^"]+)">(addEventListener\("DOMContentLoaded"[\s\S]*?)<\/script>/.exec(html);
    expect(starter?.[1]).toBe(nonceOfPage);
    expect(starter?.[2]).toContain('script.src = "/main.js?abc"');
    // Data, not markup: nothing in it can close the element or start a script.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(stateOf(html)).toEqual({ note: 'a </script><script>alert(1)</script> in the data' });
    const nonce = /'nonce-([^']+)'/.exec(String(reply.headers['content-security-policy']))?.[1];
    expect(requests).toEqual([{ url: '/news-centre/gone?ref=mail', nonce }]);
  });

  it('falls back to the page for the browser when the render fails: never a blank page', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reply = await answer(
      {
        render: async () => {
          throw new Error('the renderer broke');
        },
        close: () => undefined,
      },
      '/our-company',
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<div id=root></div>');
    expect(reply.body).toContain('<title>Meridian Group</title>');
    expect(reply.body).toContain('window.__SITE_CONFIG__=');
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('/our-company could not be rendered on the server'), expect.any(Error));
    spy.mockRestore();
  });

  it('answers /index.html as the home page', async () => {
    const urls: string[] = [];
    await answer(
      {
        render: async ({ url }) => {
          urls.push(url);
          return { status: 200, stylesheets: [], head: '', body: '<div id="root"></div>', state: {} };
        },
        close: () => undefined,
      },
      '/index.html',
    );
    expect(urls).toEqual(['/']);
  });
});
