// A small static file server for the built apps: history fallback, caching headers, ETags,
// brotli/gzip (compressed once, then kept in memory), and CORS for remotes loaded cross-origin.
const fs = require('node:fs');
const fsp = require('node:fs/promises');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');
const crypto = require('node:crypto');
const { cacheControlFor, REVALIDATE } = require('./cache-policy.cjs');

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg']);
const isCompressibleType = (contentType) => /^(text\/|application\/json|image\/svg\+xml)/.test(contentType);
const MIN_COMPRESS_BYTES = 1024;

const contentTypeOf = (file) => CONTENT_TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream';

/** br when the client takes it, else gzip, else none. */
function pickEncoding(acceptEncoding = '') {
  const accepted = String(acceptEncoding)
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

const compressors = {
  br: (buffer) =>
    new Promise((resolve, reject) =>
      zlib.brotliCompress(
        buffer,
        { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    ),
  gzip: (buffer) =>
    new Promise((resolve, reject) =>
      zlib.gzip(buffer, { level: 9 }, (error, result) => (error ? reject(error) : resolve(result))),
    ),
};

/** Bodies by content and encoding; a file is compressed once however often it is asked for. */
function createBodyCache() {
  const bodies = new Map();
  return (key, buffer, encoding) => {
    if (encoding === 'identity') return Promise.resolve(buffer);
    const cacheKey = `${key}\0${encoding}`;
    if (!bodies.has(cacheKey)) {
      const pending = compressors[encoding](buffer).catch((error) => {
        bodies.delete(cacheKey);
        throw error;
      });
      bodies.set(cacheKey, pending);
    }
    return bodies.get(cacheKey);
  };
}

const etagOf = (buffer) => `"${crypto.createHash('sha1').update(buffer).digest('base64url').slice(0, 22)}"`;

/** The file under root a URL path names, or undefined when it would leave root. */
function fileFor(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : undefined;
}

async function readFileIfPresent(file) {
  try {
    const stat = await fsp.stat(file);
    if (!stat.isFile()) return undefined;
    return { buffer: await fsp.readFile(file), mtimeMs: stat.mtimeMs };
  } catch {
    return undefined;
  }
}

/**
 * @param {object} options
 * @param {string} options.root  folder to serve (a build's dist)
 * @param {boolean} [options.spa]  unknown paths without a file extension get index.html
 * @param {boolean} [options.cors]  `Access-Control-Allow-Origin: *` (remotes are loaded cross-origin)
 * @param {(pathname: string) => string} [options.renderIndex]  the page to send instead of index.html
 */
function createStaticHandler({ root, spa = false, cors = false, renderIndex }) {
  const absoluteRoot = path.resolve(root);
  const bodyFor = createBodyCache();
  const etags = new Map();
  const etagFor = (key, buffer) => {
    if (!etags.has(key)) etags.set(key, etagOf(buffer));
    return etags.get(key);
  };
  const indexFile = path.join(absoluteRoot, 'index.html');

  const send = async (req, res, { status = 200, buffer, contentType, cacheControl, key }) => {
    const etag = etagFor(key, buffer);
    const headers = {
      'Content-Type': contentType,
      'Cache-Control': cacheControl,
      ETag: etag,
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    };
    if (cors) headers['Access-Control-Allow-Origin'] = '*';
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = isCompressibleType(contentType) && buffer.length >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : 'identity';
    const body = await bodyFor(`${key}\0${etag}`, buffer, encoding);
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const sendIndex = async (req, res, pathname) => {
    const html = renderIndex ? renderIndex(pathname) : (await readFileIfPresent(indexFile))?.buffer;
    if (html === undefined) return notFound(req, res);
    const buffer = Buffer.isBuffer(html) ? html : Buffer.from(html);
    return send(req, res, { buffer, contentType: CONTENT_TYPES['.html'], cacheControl: REVALIDATE, key: `index.html\0${etagOf(buffer)}` });
  };

  const notFound = (req, res) =>
    send(req, res, { status: 404, buffer: Buffer.from('Not found\n'), contentType: CONTENT_TYPES['.txt'], cacheControl: REVALIDATE, key: '404.txt' });

  return async function handle(req, res) {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' });
        res.end();
        return;
      }
      const pathname = new URL(req.url || '/', 'http://localhost').pathname;
      if (pathname === '/' || pathname === '/index.html') return await sendIndex(req, res, '/');
      const file = fileFor(absoluteRoot, pathname);
      const found = file ? await readFileIfPresent(file) : undefined;
      if (found) {
        const relative = path.relative(absoluteRoot, file).split(path.sep).join('/');
        if (relative === 'index.html') return await sendIndex(req, res, pathname);
        return await send(req, res, {
          buffer: found.buffer,
          contentType: contentTypeOf(file),
          cacheControl: cacheControlFor(relative),
          key: `${file}\0${found.mtimeMs}`,
        });
      }
      // History fallback: a route of the app, not a missing asset.
      if (spa && !path.extname(pathname)) return await sendIndex(req, res, pathname);
      return await notFound(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': CONTENT_TYPES['.txt'] });
      res.end('Internal Server Error\n');
    }
  };
}

/** Compresses every text asset in the background so the first visitor does not wait for it. */
async function warmCompression(root, handler) {
  const files = await fsp.readdir(root, { recursive: true }).catch(() => []);
  for (const relative of files) {
    if (!COMPRESSIBLE.has(path.extname(relative).toLowerCase())) continue;
    const stat = await fsp.stat(path.join(root, relative)).catch(() => undefined);
    if (!stat || !stat.isFile() || stat.size < MIN_COMPRESS_BYTES) continue;
    for (const encoding of ['br', 'gzip']) {
      await new Promise((resolve) => {
        const req = { method: 'HEAD', url: `/${relative.split(path.sep).join('/')}`, headers: { 'accept-encoding': encoding } };
        const res = { headersSent: false, writeHead() {}, end: resolve };
        handler(req, res).catch(resolve);
      });
    }
  }
}

/**
 * Serves `root` on `port` and resolves once listening.
 * @param {{ root: string, port: number, host?: string, spa?: boolean, cors?: boolean,
 *   renderIndex?: (pathname: string) => string, warm?: boolean }} options
 * @returns {Promise<import('node:http').Server>}
 */
function serveStatic({ root, port, host, warm = true, ...options }) {
  if (!fs.existsSync(root)) {
    return Promise.reject(new Error(`Nothing to serve: ${root} does not exist (run the build first)`));
  }
  const handler = createStaticHandler({ root, ...options });
  const server = http.createServer((req, res) => void handler(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      if (warm) void warmCompression(path.resolve(root), handler);
      resolve(server);
    });
  });
}

module.exports = { createStaticHandler, serveStatic, pickEncoding };
