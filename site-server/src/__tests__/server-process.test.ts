import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { siteServerVariableList } from '../config/variable-list';
import { makeDist } from './support/dist-folder';
import { bundleServerEntry, runServer } from './support/server-process';

/** A shell build whose renderer answers every page the same: enough for the server to start. */
const shellDist = makeDist({
  'main.js': 'console.log("shell")',
  'server/server.js': `exports.createPageRenderer = () => ({
    render: async () => ({ status: 200, headers: { 'Content-Type': 'text/html' }, stream: require('node:stream').Readable.from(['<!doctype html>']), scriptHashes: [] }),
    sitemap: async () => undefined,
    close: () => undefined,
  });\n`,
});

let entry: string;
beforeAll(async () => {
  entry = await bundleServerEntry();
}, 60_000);
afterAll(() => fs.rmSync(path.dirname(entry), { recursive: true, force: true }));

const lines = (text: string) => text.split('\n').filter(Boolean);

describe('--check-config', () => {
  it('prints every setting the server would run with, one per line, and exits 0 without loading the build or listening', async () => {
    const missingBuild = path.join(shellDist, 'not-built');
    const { code, stdout, stderr } = await runServer(entry, ['--check-config'], { PORT: '8080', SHELL_DIST: missingBuild, API_BASE_URL: 'https://api.meridian.example' });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const printed = lines(stdout);
    expect(printed.map((line) => line.split('=')[0])).toEqual(siteServerVariableList.map(({ name }) => name));
    expect(printed).toContain('PORT=8080');
    expect(printed).toContain(`SHELL_DIST=${missingBuild}`);
    expect(printed).toContain('API_BASE_URL=https://api.meridian.example');
    expect(printed).toContain('IMAGE_BASE_URL=https://api.meridian.example/images  # default');
  });

  it('prints each setting it cannot use, one line each, and exits 1', async () => {
    const { code, stdout, stderr } = await runServer(entry, ['--check-config'], { NODE_ENV: 'production', API_BASE_URL: 'localhost:4000', PORT: 'x' });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const printed = lines(stderr);
    expect(printed).toContain('site-server: PORT must be a port number from 0 to 65535, got "x"');
    expect(printed).toContain('site-server: API_BASE_URL must be an absolute http(s) URL such as http://localhost:4000, got "localhost:4000"');
    expect(printed.some((line) => line.startsWith('site-server: SITE_URL must be set'))).toBe(true);
    expect(printed.every((line) => line.startsWith('site-server: '))).toBe(true);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

describe('a server that cannot start', () => {
  it('does not start half-configured: the settings it cannot use, and exit 1', async () => {
    const { code, stderr } = await runServer(entry, [], { SHELL_DIST: shellDist, API_BASE_URL: 'localhost:4000', WEB_CONCURRENCY: '2' });
    expect(code).toBe(1);
    expect(lines(stderr)).toEqual(['site-server: API_BASE_URL must be an absolute http(s) URL such as http://localhost:4000, got "localhost:4000"']);
  });

  describe('on a port already in use', () => {
    let holder: net.Server;
    let port: number;
    beforeAll(async () => {
      holder = net.createServer();
      await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
      port = (holder.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

    it.each(['1', '2'])('says so in one line naming the port and its variable, with WEB_CONCURRENCY=%s, and exits 1', async (workers) => {
      const { code, stdout, stderr } = await runServer(entry, [], { SHELL_DIST: shellDist, HOST: '127.0.0.1', PORT: String(port), WEB_CONCURRENCY: workers });
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(lines(stderr)).toEqual([`site-server: port ${port} is already in use (set PORT to another port)`]);
    }, 30_000);
  });
});
