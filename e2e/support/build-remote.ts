// A real production build of one remote into a folder of its own, with the build-time settings a
// release has (SITE_RELEASE, SHARED_BUILT_AGAINST; tooling/webpack-config/build-env.cjs). The
// repository's own dist/ is left as it is.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

/** A production build of the remote in `packageDir` into a new temporary folder; resolves to it. */
export function buildRemote(packageDir: string, env: Record<string, string>): Promise<string> {
  const cwd = path.join(repo, packageDir);
  const cli = createRequire(path.join(cwd, 'package.json')).resolve('webpack-cli/bin/cli.js');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${packageDir}-build-`));
  return new Promise<string>((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, [cli, '--mode', 'production'], {
      cwd,
      env: { ...process.env, ...env, BUILD_OUTPUT_DIR: folder },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(folder) : reject(new Error(`the ${packageDir} build failed (${code}):\n${output}`))));
  });
}
