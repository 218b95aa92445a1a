import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeApi = {
  url: string;
  /** The paths asked for, in order. */
  requests: string[];
  /** What /readyz answers from now on. */
  answer: (status: number) => void;
  close: () => Promise<void>;
};

/** content-api's readiness route on a port of its own: answers `status` (200 unless told), counts its requests. */
export async function startFakeApi(status = 200): Promise<FakeApi> {
  const requests: string[] = [];
  let current = status;
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(request.url === '/readyz' ? current : 404, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (next) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address nothing listens on: a port taken and released at once. */
export async function unusedAddress(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
