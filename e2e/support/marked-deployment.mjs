// A new deployment of a remote made from a copy of its build, for tests and the redeploy drill:
// every script that says `previous` says `next` instead, and the manifest names a new server
// entry, as a real new build's would. Compressed copies of changed files go (they would be stale).
import fs from 'node:fs';
import path from 'node:path';

const dropCompressedCopies = (file) => {
  fs.rmSync(`${file}.br`, { force: true });
  fs.rmSync(`${file}.gz`, { force: true });
};

export function deployMarkedBuild(folder, previous, next, version) {
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(folder, file);
    const source = fs.readFileSync(full, 'utf8');
    if (!source.includes(previous)) continue;
    fs.writeFileSync(full, source.replaceAll(previous, next));
    dropCompressedCopies(full);
  }
  const manifestFile = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.metaData.ssrRemoteEntry.name = `remoteEntry.js?v=${encodeURIComponent(version)}`;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  dropCompressedCopies(manifestFile);
}
