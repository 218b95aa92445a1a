import { Readable } from 'node:stream';
import type { PageFacts, PageRenderer, PageRenderRequest } from '@group/shared/page-renderer';

/** A page's answer; `facts` as the shell's renderer tells them (left out: a renderer that does not tell). */
export type FakePage = { status?: number; html: string; facts?: PageFacts; scriptHashes?: string[] };

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
      const { status = 200, html, facts, scriptHashes = [] } = page(request);
      return { status, headers: { 'Content-Type': 'text/html; charset=utf-8' }, stream: Readable.from([html]), scriptHashes, ...(facts ? { facts } : {}) };
    },
    sitemap,
    close: () => undefined,
  };
}

/** What the shell's renderer says of a news item rendered on the server, with `overrides`. */
export const newsItemFacts = (overrides: Partial<PageFacts> = {}): PageFacts => ({
  route: '/news-centre/:slug',
  remote: 'news',
  release: '2026.11.3',
  budgetExceeded: false,
  apiReads: { count: 3, cached: 1, stale: 0, failed: 0, waitedMs: 42 },
  ...overrides,
});
