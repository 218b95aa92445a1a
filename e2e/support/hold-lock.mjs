// Holds a deployment folder's lock, as a deploy in progress does, until its stdin closes:
// `node hold-lock.mjs <folder>`; prints one line once it holds it. The lock is the deploy
// command's own (scripts/lib/release-lock.mjs, outside this package, hence found by its path).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const lockModule = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/lib/release-lock.mjs');
const { lockFolder } = await import(pathToFileURL(lockModule).href);
const unlock = lockFolder(process.argv[2], { waitMs: 0 });
console.log(`holding ${process.argv[2]}`);
process.stdin.resume();
process.stdin.on('end', () => unlock());
