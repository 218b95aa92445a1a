import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A content API for the renderer's tests: the layout's reads answered, the test's own, and
// content-api's 404 for anything else. It notes what it was asked and with which request id.

export type Answer = { status: number; body: unknown };

/** A news item the API has, as content-api sends it. */
export const SOLAR_PARK = {
  _id: 'n1',
  slug: 'solar-park',
  title: 'Solar park commissioned',
  description: '<p>Live.</p>',
  image: { url: 'news/n1.jpg' },
  createdAt: '2026-01-14T10:30:00.000Z',
  status: true,
  link_type: 'inner-page-link',
  category: { name: 'Press Releases' },
};

/** The layout's reads, answered. */
export const layoutAnswers: Record<string, Answer> = {
  '/globals': { status: 200, body: { status: 200, data: [{ address: 'Mumbai', google_maps_url: '', email: 'info@example.com', phone_number: '', social_media_links: [] }] } },
  '/business-ventures/category': { status: 200, body: { status: 200, data: [] } },
};

export type Backend = { url: string; asked: string[]; requestIds: (string | undefined)[]; close: () => Promise<void> };

export function startBackend(items: Record<string, Answer>): Promise<Backend> {
  const asked: string[] = [];
  const requestIds: (string | undefined)[] = [];
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    asked.push(url);
    requestIds.push(request.headers['x-request-id'] as string | undefined);
    const answer = layoutAnswers[url] ?? items[url] ?? { status: 404, body: { status: 404, message: 'Not found' } };
    response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({ url, asked, requestIds, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
