import { Readable } from 'node:stream';
import type { PageRenderer, PageRenderRequest } from '@group/shared/page-renderer';

export type FakePage = { status?: number; html: string };

/**
 * A page renderer that answers every page with `page(request)` and the sitemap with `sitemap`:
 * what site-server does with a renderer's answer, without the shell's build.
 */
export function fakeRenderer({
  page = ({ url }) => ({ html: `<!doctype html><html><body><main>${url}</main></body></html>` }),
  sitemap = async () => undefined,
}: { page?: (request: PageRenderRequest) => FakePage; sitemap?: PageRenderer['sitemap'] } = {}): PageRenderer & { requests: PageRenderRequest[] } {
  const requests: PageRenderRequest[] = [];
  return {
    requests,
    render: async (request) => {
      requests.push(request);
      const { status = 200, html } = page(request);
      return { status, headers: { 'Content-Type': 'text/html; charset=utf-8' }, stream: Readable.from([html]) };
    },
    sitemap,
    close: () => undefined,
  };
}
