import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';

/**
 * What a real network charges that DevTools' emulation leaves out (docs/performance.md, "Connections and
 * preflights"): the bench serves the stack over HTTPS through one proxy per origin, which
 * - holds each NEW connection for `connectRtts` round trips before the TLS handshake may start (TCP's
 *   SYN/SYN-ACK and TLS 1.3's one round trip: 2), and
 * - holds each CORS preflight (OPTIONS with Access-Control-Request-Method) and each WebSocket upgrade for one
 *   round trip, which the emulation does not add to them.
 * Requests on a connection already open pay nothing here: their latency and bandwidth are the emulation's.
 * HTTP/2 is offered (ALPN), as a CDN and an API gateway would; WebSockets use HTTP/1.1 connections of their own.
 */
export interface NetworkCosts {
  rttMs: number;
  /** Round trips before a new connection carries its first request (TCP + TLS 1.3). */
  connectRtts: number;
}

export interface Certificate {
  key: string;
  cert: string;
  /** base64 SHA-256 of the public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
}

/** A throw-away self-signed certificate for 127.0.0.1, made with the system's openssl. */
export function makeCertificate(): Certificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'companion-bench-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    const key = fs.readFileSync(keyFile, 'utf8');
    const cert = fs.readFileSync(certFile, 'utf8');
    const der = new crypto.X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key, cert, spki: crypto.createHash('sha256').update(der).digest('base64') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface ProxyCounts {
  connections: number;
  preflights: number;
  upgrades: number;
}

export interface OriginProxy {
  /** The proxy's own origin, https://127.0.0.1:<port>. */
  origin: string;
  port: number;
  counts: ProxyCounts;
  /** Ends every open connection, as time away does: the next visit connects again. */
  dropConnections(): void;
  close(): Promise<void>;
}

export interface ProxyOptions {
  upstreamPort: number;
  certificate: Certificate;
  costs: NetworkCosts;
  /** Rewrites the plain addresses in a text the page reads (config.json). */
  rewrite: (text: string) => string;
  /** Rewrites the plain origins of the Content-Security-Policy header (origins only: no route's path). */
  rewritePolicy?: (text: string) => string;
  /** Paths whose body is rewritten (fetched from upstream uncompressed). */
  rewritePaths?: readonly string[];
  /**
   * Other servers of the stack served under this origin, each under a path of its own (the prefix is taken
   * off before the request goes on): a deployment that puts the game API, the chain or the tabs behind the
   * shell's own host ("One origin" in docs/performance.md).
   */
  routes?: readonly ProxyRoute[];
}

export interface ProxyRoute {
  /** `/game`: `/game/api/x` goes to the route's server as `/api/x`. */
  prefix: string;
  upstreamPort: number;
}

/** Which server a request goes to, and with which path. */
export function routeRequest(
  pathAndQuery: string,
  upstreamPort: number,
  routes: readonly ProxyRoute[],
): { port: number; path: string } {
  for (const route of routes) {
    const rest = pathAndQuery.slice(route.prefix.length);
    if (!pathAndQuery.startsWith(route.prefix) || !/^($|[/?])/.test(rest)) continue;
    return { port: route.upstreamPort, path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { port: upstreamPort, path: pathAndQuery };
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
]);

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function forwardHeaders(
  headers: http.IncomingHttpHeaders | http2.IncomingHttpHeaders,
): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue;
    out[name] = value;
  }
  return out;
}

/** One origin of the stack, served over HTTPS on a port of its own, with the costs above. */
export async function startOriginProxy(options: ProxyOptions): Promise<OriginProxy> {
  const { upstreamPort, certificate, costs, rewrite } = options;
  const rewritePolicy = options.rewritePolicy ?? rewrite;
  const routes = options.routes ?? [];
  const rewritePaths = new Set(options.rewritePaths ?? []);
  const counts: ProxyCounts = { connections: 0, preflights: 0, upgrades: 0 };
  const sockets = new Set<net.Socket>();

  const server = http2.createSecureServer({
    key: certificate.key,
    cert: certificate.cert,
    allowHTTP1: true,
    minVersion: 'TLSv1.3',
  });

  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    void (async () => {
      const target = routeRequest(req.url, upstreamPort, routes);
      const pathAndQuery = target.path;
      const isPreflight =
        req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
      if (isPreflight) {
        counts.preflights += 1;
        await delay(costs.rttMs);
      }
      const rewriteBody = rewritePaths.has(pathAndQuery.split('?')[0] ?? '');
      const headers = forwardHeaders(req.headers);
      headers.host = `127.0.0.1:${target.port}`;
      if (rewriteBody) delete headers['accept-encoding'];
      const upstream = http.request(
        { host: '127.0.0.1', port: target.port, method: req.method, path: pathAndQuery, headers },
        (answer) => {
          const out = forwardHeaders(answer.headers);
          const policy = answer.headers['content-security-policy'];
          if (typeof policy === 'string') out['content-security-policy'] = rewritePolicy(policy);
          if (!rewriteBody) {
            res.writeHead(answer.statusCode ?? 502, out);
            answer.pipe(res);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const body = Buffer.from(rewrite(Buffer.concat(chunks).toString('utf8')));
            out['content-length'] = String(body.length);
            res.writeHead(answer.statusCode ?? 502, out);
            res.end(body);
          });
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    })();
  });

  // WebSockets (HTTP/1.1 upgrade): one round trip for the handshake, then bytes both ways.
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    counts.upgrades += 1;
    const target = routeRequest(req.url ?? '/', upstreamPort, routes);
    void delay(costs.rttMs).then(() => {
      const upstream = net.connect(target.port, '127.0.0.1', () => {
        const lines = [`${req.method} ${target.path} HTTP/1.1`];
        for (let i = 0; i < req.rawHeaders.length; i += 2) {
          const name = req.rawHeaders[i]!;
          lines.push(
            `${name}: ${name.toLowerCase() === 'host' ? `127.0.0.1:${target.port}` : req.rawHeaders[i + 1]}`,
          );
        }
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length) upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      const end = () => {
        upstream.destroy();
        socket.destroy();
      };
      upstream.on('error', end);
      socket.on('error', end);
      upstream.on('close', end);
      socket.on('close', end);
    });
  });
  server.on('sessionError', () => undefined);
  server.on('tlsClientError', () => undefined);

  // The TCP listener: each accepted connection waits its set-up round trips, then goes to TLS.
  const front = net.createServer((socket) => {
    counts.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.pause();
    setTimeout(() => {
      if (socket.destroyed) return;
      server.emit('connection', socket);
      socket.resume();
    }, costs.rttMs * costs.connectRtts);
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (front.address() as net.AddressInfo).port;
  return {
    origin: `https://127.0.0.1:${port}`,
    port,
    counts,
    dropConnections() {
      for (const socket of sockets) socket.destroy();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      server.close();
    },
  };
}

/** A server of the stack served under another proxy's origin, under a path of its own. */
export interface RoutedServer {
  proxyPort: () => number;
  prefix: string;
}

/**
 * Replaces each plain origin (http and ws, 127.0.0.1 and localhost) by its proxy's https / wss origin, or, for
 * a server routed under another origin (`routedTo`), by that origin, followed by the route's path unless
 * `originsOnly` (a Content-Security-Policy names origins: a source with a path would match that path alone).
 */
export function originRewriter(
  proxyPortByUpstream: ReadonlyMap<number, number>,
  routedTo: ReadonlyMap<number, RoutedServer> = new Map(),
  { originsOnly = false }: { originsOnly?: boolean } = {},
): (text: string) => string {
  const pattern = /\b(http|ws):\/\/(127\.0\.0\.1|localhost):(\d+)/g;
  return (text) =>
    text.replace(pattern, (whole, scheme: string, _host: string, port: string) => {
      const secure = scheme === 'ws' ? 'wss' : 'https';
      const routed = routedTo.get(Number(port));
      if (routed) return `${secure}://127.0.0.1:${routed.proxyPort()}${originsOnly ? '' : routed.prefix}`;
      const proxied = proxyPortByUpstream.get(Number(port));
      if (proxied === undefined) return whole;
      return `${secure}://127.0.0.1:${proxied}`;
    });
}
