// `releases/<release>/`: a whole copy of one release's build, beside the live files, so that the
// release can be previewed, sent to a share of visitors, promoted or rolled back to later.
import fs from 'node:fs';
import path from 'node:path';
import { HASHED, inWritingOrder, keptReleases, listFiles, placeAtomically, releaseFolder, sameContent, syncFolder, writeAtomically } from '@group/deployment-folder';

/** A hashed file of the same name and bytes already under one of `roots`, to link instead of copy. */
function copyIn(roots, file, source) {
  if (!HASHED.test(path.basename(file))) return null;
  return roots.map((root) => path.join(root, file)).find((candidate) => sameContent(source, candidate)) ?? null;
}

/**
 * Writes `build` into `releases/<release>/` of `to`: files it has already are left, files the
 * folder holds elsewhere are hard-linked, the rest copied (a build's own files are never linked:
 * a later build may write them in place); the manifest is written anew and last, and files of an
 * earlier build of the same release that this one lacks go after it. Returns the build's files.
 */
export function writeReleaseFolder({ build, to, release, log }) {
  const target = releaseFolder(to, release);
  const files = listFiles(build);
  const { hashed, fixed } = inWritingOrder(files);
  const roots = [to, ...keptReleases(to).map((kept) => releaseFolder(to, kept))];
  const plan = [...hashed, ...fixed].map((file) => {
    const source = path.join(build, file);
    const destination = path.join(target, file);
    if (/(^|\/)mf-manifest\.json$/.test(file)) return { source, destination, copy: true };
    if (sameContent(source, destination)) return null;
    const linked = copyIn(roots, file, source);
    return linked ? { source: linked, destination, copy: false } : { source, destination, copy: true };
  });
  const steps = plan.filter(Boolean);
  log(`copying ${steps.filter((step) => step.copy).length} new files`);
  for (const step of steps) {
    if (step.copy) writeAtomically(step.destination, fs.readFileSync(step.source));
    else placeAtomically(step.source, step.destination);
  }
  const wanted = new Set(files);
  for (const file of listFiles(target)) if (!wanted.has(file) && !path.basename(file).startsWith('.')) fs.rmSync(path.join(target, file));
  for (const folder of new Set([target, ...files.map((file) => path.dirname(path.join(target, file)))])) syncFolder(folder);
  syncFolder(path.dirname(target));
  log(`release folder releases/${release}/ written`);
  return files;
}
