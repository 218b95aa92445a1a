import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInVerifier {
  url: string;
  /** Form bodies received, parsed. */
  requests: Array<Record<string, string>>;
  close(): Promise<void>;
}

/** A local siteverify on 127.0.0.1: tokens listed in `accepted` pass, every other token fails. */
export async function startStandInVerifier(accepted: string[]): Promise<StandInVerifier> {
  const requests: Array<Record<string, string>> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push(form);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: accepted.includes(form.response ?? '') }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A URL where nothing listens: a port taken and released again. */
export async function unreachableUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/siteverify`;
}
