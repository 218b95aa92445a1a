// One load run with wrk (Debian's package `wrk`): C, event-driven, a thread of its own, so on a
// machine of two cores the load generator takes a fraction of the CPU a Node client would, and the
// figure is nginx's rather than the client's.
import { execFileSync } from 'node:child_process';

const UNITS = { us: 0.001, ms: 1, s: 1000 };

/** A duration as wrk prints it (`812.00us`, `4.20ms`, `1.03s`), in ms. */
const millis = (text) => {
  const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(text) ?? [];
  if (!unit) throw new Error(`wrk printed a duration it was not expected to: "${text}"`);
  return Number(value) * UNITS[unit];
};

/** Whether wrk is installed (bench:cluster says how to install it when it is not). */
export function hasWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version prints its version and exits 1.
    return error.code !== 'ENOENT';
  }
}

/**
 * `connections` connections on `threads` threads for `seconds` s against `url`, with `headers`:
 * requests per second, latency percentiles (ms) and the answers that were not 2xx/3xx or failed.
 */
export function runWrk(url, { connections, seconds, threads = 1, headers = {} }) {
  // A render under load can take seconds: wrk's 2 s default would count it as a time-out.
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--timeout', '30s', '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const output = execFileSync('wrk', [...args, url], { encoding: 'utf8' });
  const percentile = (p) => {
    const printed = new RegExp(`^\\s+${p}%\\s+(\\S+)\\s*$`, 'm').exec(output)?.[1];
    if (!printed) throw new Error(`wrk printed no ${p}th percentile:\n${output}`);
    return millis(printed);
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]),
    p50: percentile(50),
    p99: percentile(99),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}
