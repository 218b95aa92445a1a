import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A dist folder laid out as a webpack build of one of the apps. */
export function makeDist(files: Record<string, string | Buffer>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return root;
}

export const bigScript = (name: string): string => `/* ${name} */\n${'console.log("a line of a bundle");\n'.repeat(200)}`;

export const shellIndexHtml =
  '<!doctype html><html><head><title>Meridian Group</title><script defer src="/main.js?abc"></script></head><body><div id="root"></div></body></html>';

/** The configuration script of a page, parsed. */
export function configOf(html: string): Record<string, unknown> {
  const match = /<script nonce="[^"]+">window\.__SITE_CONFIG__=(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no configuration script in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}
