// `node scripts/count-render-path-files.mjs` (after `pnpm build`): how many of the workspace's own
// source files a page request runs before its first byte, measured, not guessed.
//
// What it does: starts content-api (demo content, a fresh data folder) and the five remotes' builds
// in a child process each, then, in this process, the shell's server as operators run it
// (site-server/dist/index.js with WEB_CONCURRENCY=1, the shell's Node build shell/dist/server/),
// under V8's precise coverage (call counts). Each page is asked for until its render is warm
// (its remote loaded, the API's answers cached, as for every visitor after the first); then, for
// one request, the counters are reset when the server receives it and read when it writes the
// answer's head (the first byte: the document is complete by then). A file counts when any of its
// code ran in that window; its functions are mapped back to their source files through the
// builds' source maps (esbuild's for site-server, webpack's for the shell's Node build). Work done
// at start, or after the first byte (the request's log line, its metrics), is not counted.
//
// Each page is measured three times and a file counts only if it ran every time, so that a poll
// of the manifests or of the releases firing during one request does not count. Counted: the
// files of site-server, the shell and @group/shared (the remotes' own code runs in their builds
// and is not counted), except the UI (the kit's `ui/`, the shell's `layout/`, any `components/`
// folder), the contract's zod schemas (shared/src/contract) and stylesheets.
//
// Prints the files (with the pages that ran them), then their number.
// `--pages /,/news-centre` chooses the pages (default: the home page and the news centre);
// `--functions` prints under each file the functions of it that ran (their names in the build).
import { spawn } from 'node:child_process';
import diagnosticsChannel from 'node:diagnostics_channel';
import fs from 'node:fs';
import http from 'node:http';
import inspector from 'node:inspector';
import { createRequire, SourceMap } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForAnswer } from '@group/wait-for-answer';
import { buildMarkers, distOf, remoteApps, repoRoot } from './lib/site-apps.mjs';

const REPEATS = 3;
const WARM_REQUESTS = 5;

const pagesOption = process.argv.indexOf('--pages');
const pages = (pagesOption >= 0 ? process.argv[pagesOption + 1] : '/,/news-centre').split(',');
const showFunctions = process.argv.includes('--functions');

/** The remotes' builds, each on its port: this file run with `--serve-remotes <ports>`, in a child. */
async function serveRemotes(ports) {
  const { createSiteServer, listenSiteServer } = createRequire(import.meta.url)(path.join(repoRoot, 'site-server/dist/site-server.js'));
  for (const [index, app] of remoteApps.entries()) {
    const server = await createSiteServer({ mode: 'static', root: distOf(app.dir) });
    await listenSiteServer(server, { port: ports[index], host: '127.0.0.1' });
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const children = [];
function run(args, env) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

/** One request of `page`, answered whole; resolves with its status. */
const get = (port, page) =>
  new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: page, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      })
      .on('error', reject);
  });

/**
 * The functions that ran while the next request of `page` was handled, up to its answer's head:
 * the counters are reset as the server receives it and read as it writes the head.
 */
function coverageOfOneRequest(session, port, page) {
  const channel = diagnosticsChannel.channel('http.server.request.start');
  let taken;
  const onStart = ({ request, response }) => {
    if (request.url !== page) return;
    channel.unsubscribe(onStart);
    session.post('Profiler.takePreciseCoverage', () => undefined);
    const writeHead = response.writeHead;
    response.writeHead = function firstByte(...args) {
      response.writeHead = writeHead;
      session.post('Profiler.takePreciseCoverage', (error, result) => {
        if (error) throw error;
        taken = result.result;
      });
      return writeHead.apply(this, args);
    };
  };
  channel.subscribe(onStart);
  return get(port, page).then((status) => {
    if (!taken) throw new Error(`the coverage of ${page} was not taken (is the inspector's session synchronous?)`);
    return { status, scripts: taken };
  });
}

/** A build's source map, and how its sources name the workspace's files. */
function sourceMapOf(file) {
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) return undefined;
  const payload = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const map = new SourceMap(payload);
  // webpack names sources `webpack://<name>/<path from the app's folder>` (its Node build is in
  // <app>/dist/server/); esbuild, from the map's folder.
  const appDir = path.resolve(path.dirname(file), '../..');
  const fileOf = (source) => {
    const webpack = /^webpack:\/\/[^/]*\/(.*)$/.exec(source);
    const absolute = webpack ? path.resolve(appDir, webpack[1]) : path.resolve(path.dirname(mapFile), source);
    return path.relative(repoRoot, absolute);
  };
  return { map, fileOf };
}

const counted = (file) =>
  !file.startsWith('..') &&
  !file.includes('node_modules/') &&
  /^(site-server|shell|shared)\/src\//.test(file) &&
  !/\.(css|svg|png|jpe?g|webp|avif|woff2?|json)$/.test(file) &&
  !file.startsWith('shared/src/contract/') &&
  !/(^|\/)(ui|components)\//.test(file) &&
  !file.startsWith('shell/src/layout/');

/** The workspace files that ran, from one coverage (every range with a count, mapped to its source), with the functions that did. */
async function filesThatRan(session, scripts, maps) {
  const files = new Map();
  for (const script of scripts) {
    const file = script.url.startsWith('file://') ? fileURLToPath(script.url) : script.url;
    if (!path.isAbsolute(file) || !file.startsWith(repoRoot) || file.includes('node_modules')) continue;
    const ran = script.functions.flatMap((fn) => fn.ranges.filter((range) => range.count > 0).map((range) => ({ range, name: fn.functionName })));
    if (ran.length === 0) continue;
    if (!maps.has(script.scriptId)) maps.set(script.scriptId, await scriptMapping(session, script.scriptId, file));
    const mapping = maps.get(script.scriptId);
    if (!mapping) continue;
    for (const { range, name } of ran) {
      const source = mapping.sourceAt(range.startOffset);
      if (!source || !counted(source)) continue;
      if (!files.has(source)) files.set(source, new Set());
      files.get(source).add(name || '(anonymous)');
    }
  }
  return files;
}

/** Offsets of a script as V8 runs it (a chunk may be wrapped in a function) to its build file's source map. */
async function scriptMapping(session, scriptId, file) {
  const built = sourceMapOf(file);
  if (!built) return undefined;
  const { scriptSource } = await new Promise((resolve, reject) =>
    session.post('Debugger.getScriptSource', { scriptId }, (error, result) => (error ? reject(error) : resolve(result))),
  );
  const text = fs.readFileSync(file, 'utf8');
  const prefix = scriptSource.indexOf(text.slice(0, 200));
  if (prefix < 0) return undefined;
  const lineStarts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const sourceAt = (offset) => {
    const at = offset - prefix;
    if (at < 0 || at >= text.length) return undefined;
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= at) low = middle;
      else high = middle - 1;
    }
    const entry = built.map.findEntry(low, at - lineStarts[low]);
    // A line without a mapping of its own is the bundler's code (the mapping found is an earlier line's).
    return entry?.originalSource && entry.generatedLine === low ? built.fileOf(entry.originalSource) : undefined;
  };
  return { sourceAt };
}

async function countRenderPath() {
  const missing = buildMarkers.filter((file) => !fs.existsSync(file));
  if (missing.length > 0) throw new Error(`Not built: ${missing.map((file) => path.relative(repoRoot, file)).join(', ')} (run pnpm build first)`);
  if (!fs.existsSync(path.join(distOf('shell'), 'server/server.js.map'))) throw new Error('shell/dist/server/server.js.map is missing: rebuild the shell');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-path-'));
  const stopAll = () => {
    for (const child of children) child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stopAll);

  const [apiPort, shellPort, ...remotePorts] = await Promise.all([freePort(), freePort(), ...remoteApps.map(() => freePort())]);
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  run(['content-api/dist/index.js'], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: apiOrigin,
  });
  run([fileURLToPath(import.meta.url), '--serve-remotes', remotePorts.join(',')], {});
  await waitForAnswer(`${apiOrigin}/globals`);
  await Promise.all(remoteApps.map((app, index) => waitForAnswer(`http://127.0.0.1:${remotePorts[index]}/mf-manifest.json`)));

  const session = new inspector.Session();
  session.connect();
  const post = (method, params) => new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  await post('Profiler.enable');
  await post('Debugger.enable');
  await post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });

  // The shell's server as `pnpm serve` starts it, in this process, one worker.
  Object.assign(process.env, {
    PORT: String(shellPort),
    HOST: '127.0.0.1',
    WEB_CONCURRENCY: '1',
    LOG_LEVEL: 'warn',
    API_BASE_URL: apiOrigin,
    IMAGE_BASE_URL: `${apiOrigin}/images`,
    SITE_URL: `http://localhost:${shellPort}`,
    ...Object.fromEntries(remoteApps.map((app, index) => [app.urlVariable, `http://127.0.0.1:${remotePorts[index]}/mf-manifest.json`])),
  });
  const serverEntry = path.join(repoRoot, 'site-server/dist/index.js');
  // It reads its own command line: no arguments, as `pnpm serve` runs it.
  process.argv = [process.execPath, serverEntry];
  createRequire(import.meta.url)(serverEntry);
  await waitForAnswer(`http://127.0.0.1:${shellPort}/healthz`);

  const maps = new Map();
  const ranBy = new Map();
  const functionsOf = new Map();
  for (const page of pages) {
    for (let warm = 0; warm < WARM_REQUESTS; warm += 1) await get(shellPort, page);
    let every;
    for (let repeat = 0; repeat < REPEATS; repeat += 1) {
      const { status, scripts } = await coverageOfOneRequest(session, shellPort, page);
      if (status !== 200) throw new Error(`${page} answered ${status}: a page that renders whole is measured`);
      const files = await filesThatRan(session, scripts, maps);
      every = every ? new Map([...every].filter(([file]) => files.has(file))) : files;
    }
    for (const [file, names] of every) {
      ranBy.set(file, [...(ranBy.get(file) ?? []), page]);
      functionsOf.set(file, new Set([...(functionsOf.get(file) ?? []), ...names]));
    }
  }

  const files = [...ranBy.keys()].sort();
  for (const file of files) {
    console.log(`${file}${ranBy.get(file).length < pages.length ? `  (${ranBy.get(file).join(', ')} only)` : ''}`);
    if (showFunctions) console.log(`    ${[...functionsOf.get(file)].sort().join(', ')}`);
  }
  for (const page of pages) console.log(`\n${page}: ${[...ranBy.values()].filter((names) => names.includes(page)).length} files`);
  console.log(`\n${files.length} source files on the render path of ${pages.join(' and ')}, up to the first byte`);
  process.exit(0);
}

if (process.argv[2] === '--serve-remotes') {
  await serveRemotes(process.argv[3].split(',').map(Number));
} else {
  await countRenderPath();
}
