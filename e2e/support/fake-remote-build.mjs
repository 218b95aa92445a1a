// A remote's build in miniature, for the deploy command's tests: hashed chunks whose names the
// entry lists, an entry, and a manifest naming the release, like a webpack build's.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const hash10 = (text) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * A build of `release` with `chunks` chunk files of about `chunkBytes` each; `named` builds say
 * their release in the manifest (`metaData.release`), as the site's builds do.
 */
export function fakeRemoteBuild(release, { chunks = 5, chunkBytes = 2048, named = false } = {}) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `fake-build-${release}-`));
  const names = [];
  for (let i = 0; i < chunks; i += 1) {
    const body = `/* ${release} chunk ${i} */\n${'x'.repeat(chunkBytes)}\n`;
    const name = `${i}.${hash10(body)}.js`;
    fs.writeFileSync(path.join(folder, name), body);
    names.push(name);
  }
  fs.mkdirSync(path.join(folder, 'server'));
  fs.writeFileSync(path.join(folder, 'server', 'remoteEntry.js'), `/* server ${release} */`);
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), JSON.stringify({ release, chunks: names }));
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ release, entry: 'remoteEntry.js', ...(named ? { metaData: { release } } : {}) }));
  return { folder, release, chunks: names };
}

/**
 * What a reader of the deployment folder sees, read as a browser would: the manifest, the entry,
 * then the entry's chunks. Throws when any of it is missing or torn.
 */
export function readDeployment(folder) {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));
  const entry = JSON.parse(fs.readFileSync(path.join(folder, manifest.entry), 'utf8'));
  for (const chunk of entry.chunks) {
    const body = fs.readFileSync(path.join(folder, chunk), 'utf8');
    if (!body.startsWith(`/* ${entry.release} chunk`) || !body.endsWith('\n')) throw new Error(`${chunk} is torn`);
  }
  return { manifestRelease: manifest.release, entryRelease: entry.release, chunks: entry.chunks };
}
