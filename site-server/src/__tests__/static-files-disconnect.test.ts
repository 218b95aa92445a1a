import { readdir, readlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from '../create-site-server';
import { makeDist } from './support/dist-folder';

// Large enough that the file is still being compressed and sent when the visitor goes.
const bundle = Array.from({ length: 400_000 }, (_, i) => `console.log("line ${i} of a bundle without a compressed copy");`).join('\n');
const dist = makeDist({ 'index.html': '<!doctype html><title>Remote</title>', 'vendor.js': bundle });
const bundlePath = path.join(dist, 'vendor.js');

interface LogLine {
  level: number;
  msg?: string;
  kind?: string;
  status?: number;
  aborted?: boolean;
}

let app: FastifyInstance;
const lines: LogLine[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  app = await createSiteServer({ mode: 'static', root: dist, logger: { level: 'info', stream } });
  await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

/** Whether this process (the server runs in it) still has the file open. */
async function isOpenHere(file: string): Promise<boolean> {
  const fds = await readdir('/proc/self/fd');
  const targets = await Promise.all(fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
  return targets.includes(file);
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await sleep(5);
}

describe('a visitor who leaves while a file is compressed and sent', () => {
  it('ends the stream with one line saying the request was aborted, no error, and serves the next request', async () => {
    const { port } = app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    socket.write('GET /vendor.js HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n\r\n');
    const head = await new Promise<string>((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1'))));
    expect(head).toMatch(/content-encoding: gzip/i);
    socket.destroy();

    // The request's line notes the early close; the file is closed once the compression pipeline has ended.
    await until(() => lines.some((line) => line.msg === 'request aborted'));
    await until(async () => !(await isOpenHere(bundlePath)));

    expect(lines.filter((line) => line.kind !== undefined)).toEqual([expect.objectContaining({ level: 30, msg: 'request aborted', kind: 'static-file', status: 200, aborted: true })]);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    const next = await app.inject({ method: 'GET', url: '/vendor.js', headers: { 'accept-encoding': 'gzip' } });
    expect(next.statusCode).toBe(200);
  });
});
