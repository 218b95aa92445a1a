import { spawn, spawnSync } from 'node:child_process';

/** Whether Debian's redis-server is on PATH (.ci/run installs it). */
export const redisInstalled = !spawnSync('redis-server', ['--version']).error;

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/** A real Redis on 127.0.0.1 at `port`, keeping nothing on disk. */
export async function startRedis(port: number): Promise<RedisServer> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server ended (${code}) before it was ready:\n${output}`)));
  });
  child.stdout.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
