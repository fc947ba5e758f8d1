// A small static file server for the production builds: one per app, each on its own origin, as
// independent deployments are. CORS is open because remotes are fetched cross-origin by the shell.
const crypto = require('node:crypto');
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);

/** Gzip once per file version, as a CDN would serve it. */
const gzipCache = new Map();
function gzipped(file) {
  const { mtimeMs } = fs.statSync(file);
  const cached = gzipCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = zlib.gzipSync(fs.readFileSync(file), { level: 6 });
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

/** Whether each Brotli copy decodes to its file, by the versions of both it was checked for. */
const brotliChecks = new Map();

/**
 * The build's Brotli copy of `file` (config/precompressPlugin.cjs), when the browser accepts Brotli and the copy
 * decodes to the file as it is now; null otherwise (then gzip, made here). Checked once per version of either:
 * a file changed after its copy was written (a test that rewrites a deployed file) is never answered with the
 * old bytes, which the page's integrity check would refuse.
 */
function brotliCopy(file, acceptEncoding) {
  if (!/\bbr\b/.test(acceptEncoding ?? '')) return null;
  const copy = `${file}.br`;
  try {
    const [own, packed] = [fs.statSync(file), fs.statSync(copy)];
    const version = `${own.mtimeMs}:${own.size}:${packed.mtimeMs}:${packed.size}`;
    let check = brotliChecks.get(file);
    if (check?.version !== version) {
      const same = zlib.brotliDecompressSync(fs.readFileSync(copy)).equals(fs.readFileSync(file));
      check = { version, same };
      brotliChecks.set(file, check);
    }
    return check.same ? copy : null;
  } catch {
    return null;
  }
}

/**
 * A file's validator, as static hosts send one: a revalidation (no-cache) of an unchanged file is then answered
 * 304 with no body, and the browser keeps the copy it has (and the code it compiled from it). Weak, as each
 * encoding's bytes differ. None for pages: their Content-Security-Policy is made at each request, and a 304
 * would leave the browser on the policy it stored.
 */
function validatorOf(file) {
  if (path.extname(file) === '.html') return {};
  const { size, mtimeMs } = fs.statSync(file);
  return { ETag: `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"` };
}

const FOR_GOOD = 'public, max-age=31536000, immutable';

/**
 * Hashed file names never change; pages, entry points and config must always be revalidated, and so must a
 * remote's exposed App files (`__federation_expose_App.js`, `.css`), named without a hash
 * (config/rspack.app.js), unless the address is one whose file never changes (`cacheForGood`: a published
 * version's folder). A page never is: its Content-Security-Policy is made at each request.
 */
function cacheControl(file, urlPath, cacheForGood) {
  if (path.extname(file) === '.html') return 'no-cache';
  return /\.[0-9a-f]{8}\.(js|css)$/.test(file) || cacheForGood(urlPath) ? FOR_GOOD : 'no-cache';
}

/** A path inside a published version's folder of a CDN (`/<tab>/<version>/…`), which never changes (docs/deploying.md). */
function inPublishedVersion(urlPath) {
  return /^\/[^/]+\/\d+\.\d+\.\d+[^/]*\/./.test(urlPath);
}

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, overrides?: Record<string, () => string>,
 *   pageHeaders?: Record<string, string> | (() => Record<string, string>),
 *   endpoints?: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => unknown> }} options
 * `overrides` serves generated files (e.g. /config.json) without writing into the build. `pageHeaders` go
 * with every HTML page (e.g. its Content-Security-Policy); a function is asked at each request. `endpoints`
 * answer every request to their path themselves (the CDN's tab reports, ./tab-reports-endpoint.cjs).
 * `cacheForGood(path)` names the addresses whose files never change, cached for good whatever their names.
 */
function createStaticServer({
  dir,
  port,
  host = '127.0.0.1',
  spa = false,
  overrides = {},
  pageHeaders = {},
  endpoints = {},
  cacheForGood = () => false,
}) {
  let server = null;
  const handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const endpoint = endpoints[url.pathname];
    if (endpoint) {
      Promise.resolve(endpoint(req, res)).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
      return;
    }
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...headers, 'Access-Control-Allow-Headers': '*' }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, headers).end();
      return;
    }
    const override = overrides[url.pathname];
    if (override) {
      // Revalidated at every read (no-cache), answered 304 while it has not changed, gzipped as a CDN would: a
      // tab's first open re-reads config.json beside its own requests (docs/performance.md).
      const text = override();
      const etag = `"${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
      const generated = { ...headers, 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Accept-Encoding' };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, generated).end();
        return;
      }
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const body = gzip ? zlib.gzipSync(text, { level: 6 }) : Buffer.from(text);
      res.writeHead(200, {
        ...generated,
        'Content-Type': TYPES['.json'],
        ...(gzip && { 'Content-Encoding': 'gzip' }),
        'Content-Length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    let file = path.normalize(path.join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir)) {
      res.writeHead(403, headers).end();
      return;
    }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      const index = path.join(file, 'index.html');
      if (fs.existsSync(index)) file = index;
      else if (spa && !path.extname(url.pathname)) file = path.join(dir, 'index.html');
      else {
        res.writeHead(404, { ...headers, 'Content-Type': TYPES['.txt'] }).end('Not found');
        return;
      }
    }
    const fileHeaders = {
      ...headers,
      ...(path.extname(file) === '.html'
        ? typeof pageHeaders === 'function'
          ? pageHeaders()
          : pageHeaders
        : {}),
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(file, url.pathname, cacheForGood),
      Vary: 'Accept-Encoding',
      ...validatorOf(file),
    };
    if (fileHeaders.ETag && req.headers['if-none-match'] === fileHeaders.ETag) {
      res.writeHead(304, fileHeaders).end();
      return;
    }
    const brotli = COMPRESSIBLE.has(path.extname(file)) && brotliCopy(file, req.headers['accept-encoding']);
    if (brotli) {
      const body = fs.readFileSync(brotli);
      res.writeHead(200, { ...fileHeaders, 'Content-Encoding': 'br', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (COMPRESSIBLE.has(path.extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const body = gzipped(file);
      res.writeHead(200, { ...fileHeaders, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, fileHeaders);
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  };
  return {
    port,
    url: `http://${host}:${port}`,
    start() {
      return new Promise((resolve, reject) => {
        server = http.createServer(handler);
        server.keepAliveTimeout = 1000;
        server.once('error', reject);
        server.listen(port, host, () => resolve(undefined));
      });
    },
    stop() {
      return new Promise((resolve) => {
        if (!server) return resolve(undefined);
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
        server = null;
      });
    },
  };
}

module.exports = { createStaticServer, inPublishedVersion };
