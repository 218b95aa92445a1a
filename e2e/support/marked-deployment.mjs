// A new deployment of a remote made from a copy of its build, for tests and the redeploy drill:
// every script that says `previous` says `next` instead, and the manifest names a new server
// entry and the new files' SHA-384, as a real new build's would. Compressed copies of changed
// files go (they would be stale).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const dropCompressedCopies = (file) => {
  fs.rmSync(`${file}.br`, { force: true });
  fs.rmSync(`${file}.gz`, { force: true });
};

const sha384 = (body) => `sha384-${crypto.createHash('sha384').update(body).digest('base64')}`;

export function deployMarkedBuild(folder, previous, next, version) {
  const changed = new Map();
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(folder, file);
    const source = fs.readFileSync(full, 'utf8');
    if (!source.includes(previous)) continue;
    const body = source.replaceAll(previous, next);
    fs.writeFileSync(full, body);
    dropCompressedCopies(full);
    changed.set(file.split(path.sep).join('/'), sha384(body));
  }
  const manifestFile = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.metaData.ssrRemoteEntry.name = `remoteEntry.js?v=${encodeURIComponent(version)}`;
  const integrity = manifest.metaData.integrity;
  if (integrity) for (const [file, hash] of changed) if (file in integrity) integrity[file] = hash;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  dropCompressedCopies(manifestFile);
}
