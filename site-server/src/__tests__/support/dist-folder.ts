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

