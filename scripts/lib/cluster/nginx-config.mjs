// nginx in front of the cluster, in the roles a cloud gives to managed services: the CDN (a shared
// cache that keeps pages as their own Cache-Control allows), the load balancer (upstreams with
// passive health checks) and the static host of the remotes (the README's Cache-Control table,
// CORS, the builds' .br/.gz copies). Everything it writes stays in the cluster's folder.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { distOf } from '../site-apps.mjs';

/** Debian's package libnginx-mod-http-brotli-static; without it nginx serves the .gz copies only. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** A content hash in a file's name (site-server's static-files.ts): cached for a year, anything else revalidated. */
const HASHED_FILE = String.raw`"[.-][0-9a-f]{8,}\.[a-z0-9]+(\.(br|gz))?$"`;

/** The nginx binary and the folder of its configuration (for mime.types), or undefined when it is not installed. */
export function findNginx() {
  for (const binary of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) {
    if (!fs.existsSync(binary)) continue;
    const version = execFileSync(binary, ['-V'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).toString();
    const confPath = /--conf-path=(\S+)/.exec(version)?.[1] ?? '/etc/nginx/nginx.conf';
    return { binary, mimeTypes: path.join(path.dirname(confPath), 'mime.types') };
  }
  return undefined;
}

const upstream = (name, servers) => `
  upstream ${name} {
    # Passive health checks: a server that fails once is left alone for 10 s, then tried again.
${servers.map((server) => `    server 127.0.0.1:${server.port} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }`;

/** What every proxied request carries: the client as nginx saw it (never what the client claims), the request id. */
const PROXY_HEADERS = `
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Request-Id $request_id;
      # A server that is down, or answers 502/503, is skipped: GETs (and requests not yet sent)
      # go to the other one. A POST that reached a server is never sent twice.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;`;

/**
 * The shared cache in `zone`: whatever a response's own Cache-Control allows (s-maxage, stale-*),
 * and stale while the servers fail. `varyKey`: the request headers, besides the encoding, that
 * answers vary by, in the key.
 */
const cachedIn = (zone, varyKey = '') => `
      proxy_cache ${zone};
      proxy_set_header Accept-Encoding $cached_encoding;
      proxy_cache_key $scheme$http_host$request_uri$cached_encoding${varyKey};
      # The key holds what answers vary by (pages: the encoding, 0044; the API: the Origin too);
      # without a second lookup per request.
      proxy_ignore_headers Vary;
      proxy_cache_revalidate on;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      proxy_cache_background_update on;
      # One request fetches a missing answer; the others wait for it (up to 5 s).
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      # A visitor previewing a release, or drawn into a canary's cohort, gets pages of their own
      # (docs/decisions/0042): never a cached one.
      proxy_cache_bypass $cookie_site_preview $cookie_site_cohort;
      add_header X-Cache-Status $upstream_cache_status always;`;

/** Listens on the loopback addresses only: the rehearsal is not reachable from the network. */
const listen = (port, ipv6) => [`listen 127.0.0.1:${port};`, ...(ipv6 ? [`listen [::1]:${port};`] : [])].join(' ');

const remoteServer = (remote, ipv6) => {
  const cors = 'add_header Access-Control-Allow-Origin * always;';
  return `
  # ${remote.dir}: its build as a static host or CDN serves it (README, "Deploying one remote").
  server {
    ${listen(remote.port, ipv6)}
    root ${distOf(remote.dir)};
    location ~ /\\. { return 404; }
    location ~* ${HASHED_FILE} {
      ${cors}
      add_header Cache-Control "public, max-age=31536000, immutable" always;
    }
    location / {
      ${cors}
      add_header Cache-Control "no-cache" always;
    }
  }`;
};

/** nginx's configuration for the cluster in `dir` (topology.mjs). */
export function nginxConfig({ dir, topology, mimeTypes, ipv6, workers = 'auto' }) {
  const brotli = fs.existsSync(BROTLI_STATIC_MODULE);
  const temp = (name) => path.join(dir, 'nginx', 'temp', name);
  return `# Written by scripts/start-cluster.mjs; rewritten at each start.
${brotli ? `load_module ${BROTLI_STATIC_MODULE};` : '# brotli_static: install libnginx-mod-http-brotli-static'}
worker_processes ${workers};
pid ${path.join(dir, 'nginx', 'nginx.pid')};
error_log stderr warn;

events {
  worker_connections 4096;
}

http {
  include ${mimeTypes};
  default_type application/octet-stream;
  # An access line per request would be the cluster's whole output under load; errors go to stderr.
  # A file that is not there is a 404 answer (a remote without releases.json), not an error.
  access_log off;
  log_not_found off;
  server_tokens off;
  sendfile on;
  # Not tcp_nopush (TCP_CORK): pages are streamed, without Content-Length, so a cached page goes out
  # chunked, and a corked connection holds the last chunk's few bytes until the client's delayed
  # ACK, 40 ms later: 1 000 cached pages/s instead of 10 000 (pnpm bench:cluster).
  tcp_nopush off;
  keepalive_timeout 65s;
  keepalive_requests 100000;
  client_max_body_size 25m;
  ${brotli ? 'brotli_static on;' : ''}
  gzip_static on;
  gzip_vary on;

  client_body_temp_path ${temp('client-body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};

  # The CDN: pages kept as their Cache-Control says (s-maxage, stale-while-revalidate,
  # stale-if-error); a page sent no-cache or private is never kept.
  proxy_cache_path ${path.join(dir, 'nginx', 'cache')} levels=1:2 keys_zone=pages:20m max_size=512m inactive=10m use_temp_path=off;
  proxy_cache_path ${path.join(dir, 'nginx', 'api-cache')} levels=1:2 keys_zone=content:10m max_size=256m inactive=10m use_temp_path=off;
  # Accept-Encoding as a CDN normalises it: one cached copy per encoding, whatever else a browser
  # lists, and the servers asked for exactly that encoding.
  map $http_accept_encoding $cached_encoding {
    default identity;
    "~*br" br;
    "~*gzip" gzip;
  }
${upstream('site_servers', topology.siteServers)}
${upstream('content_apis', topology.contentApis)}

  # The site: the load balancer in front of the site-servers, with the shared cache.
  server {
    ${listen(topology.site, ipv6)}
    location / {
      proxy_pass http://site_servers;${PROXY_HEADERS}${cachedIn('pages')}
    }
  }

  # content-api: the load balancer; content GETs kept only as their own Cache-Control allows, one
  # copy per Origin (each carries that origin's Access-Control-Allow-Origin), and never a request
  # that carries a token or a cookie (exports, the inbox).
  server {
    ${listen(topology.api, ipv6)}
    location / {
      proxy_pass http://content_apis;${PROXY_HEADERS}${cachedIn('content', '$http_origin')}
      proxy_cache_bypass $http_authorization $http_cookie;
      proxy_no_cache $http_authorization $http_cookie;
    }
  }
${topology.remotes.map((remote) => remoteServer(remote, ipv6)).join('\n')}

  # A plain static folder (<cluster>/floor), for measuring the cache against the floor of
  # serving the same bytes from a file (scripts/bench-cluster.mjs).
  server {
    ${listen(topology.floor, ipv6)}
    root ${path.join(dir, 'floor')};
  }
}
`;
}

/** The folders nginx expects to find (its temp paths and caches are made by nginx itself). */
export function prepareNginxFolder(dir) {
  fs.mkdirSync(path.join(dir, 'nginx', 'temp'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'floor'), { recursive: true });
}
