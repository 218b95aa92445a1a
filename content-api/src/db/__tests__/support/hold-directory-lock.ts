// Takes the lock on the folder named as the first argument, says "held" on stdout, and keeps it
// until the process is killed. Run as its own process, e.g. inside another PID namespace.
import { acquireDirectoryLock } from '../../directory-lock';

const dir = process.argv[2];
acquireDirectoryLock(dir).then(
  () => {
    process.stdout.write('held\n');
    setInterval(() => {}, 60_000);
  },
  (error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  },
);
