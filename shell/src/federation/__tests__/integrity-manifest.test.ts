/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { IntegrityManifestPlugin } from '@group/webpack-config/integrity-manifest.cjs';

// The build step that lists a remote's files in its manifest, run on a build's folder as the
// Node build leaves it: the browser build's files, its compressed copies, server/ beside them.

const sri = (body: string) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

function writeBuild(files: Record<string, string>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'integrity-manifest-'));
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), body);
  }
  return folder;
}

/** Runs the plugin as the Node build's compiler runs it once its files are written. */
function runAfterNodeBuild(folder: string): void {
  let afterEmit: (() => void) | undefined;
  const compiler = { options: { output: { path: path.join(folder, 'server') } }, hooks: { afterEmit: { tap: (_name: string, fn: () => void) => (afterEmit = fn) } } };
  new IntegrityManifestPlugin().apply(compiler);
  afterEmit?.();
}

const manifestOf = (folder: string) => JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));

describe('the integrity of a remote’s files in its manifest', () => {
  const files = {
    'mf-manifest.json': JSON.stringify({ name: 'mfe_news', metaData: { publicPath: 'auto' } }),
    'mf-manifest.json.br': 'old',
    'mf-manifest.json.gz': 'old',
    'mf-stats.json': '{}',
    'remoteEntry.js': 'var mfe_news;',
    'remoteEntry.js.br': 'compressed',
    'remoteEntry.js.gz': 'compressed',
    '12.abcdef0123.js': 'chunk',
    '12.abcdef0123.js.LICENSE.txt': 'licence',
    'page-styles.0123456789.css': '.a{}',
    'assets/logo.0123456789.svg': '<svg/>',
    'server/remoteEntry.js': 'module.exports = {};',
    'server/45.0a1b2c3d4e.js': 'exports.ids = [45];',
    'hosts/remoteEntry.js': 'another container',
    'hosts/mf-manifest.json': '{}',
  };
  let folder: string;

  beforeEach(() => {
    folder = writeBuild(files);
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('lists the SHA-384 of every script and stylesheet of both builds, by its path from the manifest’s folder', () => {
    runAfterNodeBuild(folder);
    expect(manifestOf(folder).metaData.integrity).toEqual({
      '12.abcdef0123.js': sri('chunk'),
      'page-styles.0123456789.css': sri('.a{}'),
      'remoteEntry.js': sri('var mfe_news;'),
      'server/45.0a1b2c3d4e.js': sri('exports.ids = [45];'),
      'server/remoteEntry.js': sri('module.exports = {};'),
    });
    // What was in the manifest stays.
    expect(manifestOf(folder).metaData.publicPath).toBe('auto');
  });

  it('writes the manifest’s compressed copies again', () => {
    runAfterNodeBuild(folder);
    const manifest = fs.readFileSync(path.join(folder, 'mf-manifest.json'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(folder, 'mf-manifest.json.br')))).toEqual(manifest);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(folder, 'mf-manifest.json.gz')))).toEqual(manifest);
  });

  it('hashes the bytes as written: one byte more is another hash', () => {
    fs.appendFileSync(path.join(folder, 'server/45.0a1b2c3d4e.js'), ' ');
    runAfterNodeBuild(folder);
    expect(manifestOf(folder).metaData.integrity['server/45.0a1b2c3d4e.js']).toBe(sri('exports.ids = [45]; '));
  });
});
