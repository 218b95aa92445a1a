// Holds a deployment folder's lock, as a deploy in progress does, until its stdin closes:
// `node hold-lock.mjs <folder>`; prints one line once it holds it. The lock is the deploy
// command's own (@group/deployment-folder).
import { lockFolder } from '@group/deployment-folder';

const unlock = lockFolder(process.argv[2], { waitMs: 0 });
console.log(`holding ${process.argv[2]}`);
process.stdin.resume();
process.stdin.on('end', () => unlock());
