import stylesheetPreloadPlugin, { recordPageStylesheets } from '../stylesheet-preload-plugin';

type LinkHook = (args: { url: string; attrs?: Record<string, string> }) => HTMLLinkElement | undefined;

const hook = () => stylesheetPreloadPlugin().createLink as unknown as LinkHook;
const css = 'http://localhost:3001/__federation_expose_routes.abc.css';

describe('the stylesheet preload runtime plugin', () => {
  it('starts a remote page’s stylesheet as a preload, so the page waits for the real stylesheet', () => {
    const link = hook()({ url: css, attrs: { rel: 'stylesheet', type: 'text/css' } });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link?.rel).toBe('preload');
    expect(link?.getAttribute('as')).toBe('style');
    expect(link?.href).toBe(css);
  });

  it('leaves every other link as the runtime makes it', () => {
    expect(hook()({ url: css, attrs: { rel: 'preload', as: 'style' } })).toBeUndefined();
    expect(hook()({ url: 'http://localhost:3001/remoteEntry.js', attrs: { rel: 'preload', as: 'script' } })).toBeUndefined();
  });

  it('records the remote stylesheets the server’s page links as loaded, so the runtime does not fetch them again', () => {
    const preloaded = new Set<string>();
    const global = globalThis as { __FEDERATION__?: unknown };
    global.__FEDERATION__ = { __PRELOADED_ASSETS__: preloaded };
    document.head.innerHTML = `<link rel="stylesheet" href="/kit.1a2b.css" data-href="kit.1a2b.css"><link rel="stylesheet" href="${css}"><link rel="icon" href="data:,">`;
    try {
      recordPageStylesheets();
      expect([...preloaded]).toEqual([css]);
    } finally {
      delete global.__FEDERATION__;
      document.head.innerHTML = '';
    }
  });
});
