import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { precompressFile } = require('../precompressPlugin.cjs') as {
  precompressFile: (file: string) => Promise<void>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createStaticServer, inPublishedVersion } = require('../../scripts/lib/static-server.cjs') as {
  createStaticServer: (options: { dir: string; port: number; cacheForGood?: (path: string) => boolean }) => {
    url: string;
    start: () => Promise<void>;
    stop: () => Promise<void>;
  };
  inPublishedVersion: (path: string) => boolean;
};

const SCRIPT = `export const answer = ${JSON.stringify('the same words again and again '.repeat(200))};\n`;

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function get(url: string, acceptEncoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }),
        );
      })
      .on('error', reject);
  });
}

describe('the build’s Brotli copies', () => {
  it('writes a copy that decodes to the very bytes of the file, and smaller', async () => {
    const file = path.join(dir, 'main.0123abcd.js');
    fs.writeFileSync(file, SCRIPT);
    await precompressFile(file);
    const copy = fs.readFileSync(`${file}.br`);
    expect(zlib.brotliDecompressSync(copy).toString()).toBe(SCRIPT);
    expect(copy.length).toBeLessThan(Buffer.byteLength(SCRIPT));
  });

  it('keeps no copy of a file Brotli cannot make smaller, nor a stale one', async () => {
    const file = path.join(dir, 'tiny.json');
    fs.writeFileSync(`${file}.br`, 'left from an earlier build');
    fs.writeFileSync(file, '{}');
    await precompressFile(file);
    expect(fs.existsSync(`${file}.br`)).toBe(false);
  });
});

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('the static host', () => {
  it('sends the Brotli copy to a browser that accepts it, gzip to one that does not, the same bytes decoded', async () => {
    const file = path.join(dir, 'main.0123abcd.js');
    fs.writeFileSync(file, SCRIPT);
    await precompressFile(file);
    const server = createStaticServer({ dir, port: await freePort() });
    await server.start();
    try {
      const url = `${server.url}/main.0123abcd.js`;
      const brotli = await get(url, 'gzip, deflate, br, zstd');
      expect(brotli.encoding).toBe('br');
      expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
      const gzip = await get(url, 'gzip, deflate');
      expect(gzip.encoding).toBe('gzip');
      expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
      // A file changed after its copy was written is not answered with the old copy, even with the copy's
      // own time stamp (a deployed file rewritten at once, as a test may do).
      const stamp = fs.statSync(`${file}.br`).mtime;
      fs.writeFileSync(file, `${SCRIPT}// rebuilt\n`);
      fs.utimesSync(file, stamp, stamp);
      const rebuilt = await get(url, 'br, gzip');
      expect(rebuilt.encoding).toBe('gzip');
      expect(zlib.gunzipSync(rebuilt.body).toString()).toBe(`${SCRIPT}// rebuilt\n`);
    } finally {
      await server.stop();
    }
  });

  it('answers an unchanged file’s revalidation 304 with no body, a changed one in full, and a page always in full', async () => {
    const file = path.join(dir, 'remoteEntry.js');
    fs.writeFileSync(file, SCRIPT);
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
    const server = createStaticServer({ dir, port: await freePort() });
    await server.start();
    try {
      const ask = (name: string, etag?: string) =>
        new Promise<{ status: number; etag?: string; length: number }>((resolve, reject) => {
          http
            .get(`${server.url}/${name}`, { headers: etag ? { 'If-None-Match': etag } : {} }, (res) => {
              const parts: Buffer[] = [];
              res.on('data', (part: Buffer) => parts.push(part));
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  etag: res.headers.etag,
                  length: Buffer.concat(parts).length,
                }),
              );
            })
            .on('error', reject);
        });
      const first = await ask('remoteEntry.js');
      expect(first.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(await ask('remoteEntry.js', first.etag)).toMatchObject({ status: 304, length: 0 });
      fs.writeFileSync(file, `${SCRIPT}// changed\n`);
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(file, later, later);
      expect(await ask('remoteEntry.js', first.etag)).toMatchObject({ status: 200 });
      const page = await ask('index.html');
      expect(page.etag).toBeUndefined();
      expect(page.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('caches a published version’s files for good, every name, and revalidates the rest and every page', async () => {
    const version = path.join(dir, 'home', '1.4.0');
    fs.mkdirSync(version, { recursive: true });
    for (const name of ['remoteEntry.js', 'mf-manifest.json', 'main.0123abcd.js', 'index.html']) {
      fs.writeFileSync(path.join(version, name), SCRIPT);
    }
    fs.writeFileSync(path.join(dir, 'home', '1.4.0.integrity.json'), '{}');
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), SCRIPT);
    const server = createStaticServer({ dir, port: await freePort(), cacheForGood: inPublishedVersion });
    await server.start();
    try {
      const cacheControl = (name: string) =>
        new Promise<string | undefined>((resolve, reject) => {
          http
            .get(`${server.url}/${name}`, (res) => {
              res.resume();
              res.on('end', () => resolve(res.headers['cache-control']));
            })
            .on('error', reject);
        });
      const FOR_GOOD = 'public, max-age=31536000, immutable';
      for (const name of ['remoteEntry.js', 'mf-manifest.json', 'main.0123abcd.js']) {
        expect(await cacheControl(`home/1.4.0/${name}`)).toBe(FOR_GOOD);
      }
      expect(await cacheControl('home/1.4.0/index.html')).toBe('no-cache');
      expect(await cacheControl('home/1.4.0.integrity.json')).toBe('no-cache');
      expect(await cacheControl('remoteEntry.js')).toBe('no-cache');
    } finally {
      await server.stop();
    }
  });
});
