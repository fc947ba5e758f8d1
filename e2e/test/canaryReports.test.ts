// The endpoint the shell's beacon reports to, and the figures it keeps (scripts/lib/tab-reports-endpoint.cjs,
// tab-report-figures.cjs): what a hostile client can and cannot make it count.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
interface VersionFigures {
  loads: number;
  errors: number;
  outcomes: Record<string, number>;
}
type Figures = Record<string, Record<string, VersionFigures>>;
interface FigureStore {
  record(client: string, page: string, reports: object[]): string;
  figures(): Figures;
}

/* eslint-disable @typescript-eslint/no-require-imports */
const { tabReportsEndpoint } = require('../../scripts/lib/tab-reports-endpoint.cjs') as {
  tabReportsEndpoint: (options: {
    origins: string[];
    configNow: () => object;
    figures: FigureStore;
  }) => Handler;
};
const { createTabReportFigures, readFigures, PER_CLIENT, WINDOW_MS } =
  require('../../scripts/lib/tab-report-figures.cjs') as {
    createTabReportFigures: (options: {
      file: string;
      perClient?: number;
      now?: () => number;
    }) => FigureStore;
    readFigures: (file: string) => Figures;
    PER_CLIENT: number;
    WINDOW_MS: number;
  };
/* eslint-enable @typescript-eslint/no-require-imports */

const SHELL = 'http://127.0.0.1:3000';
const CONFIG = {
  remotes: {
    home: { base: 'http://127.0.0.1:3020/home/', live: '1.0.0', canary: { version: '1.1.0', percent: 10 } },
    transfer: { entry: 'http://127.0.0.1:3002/remoteEntry.js', integrity: {} },
  },
};

let server: http.Server;
let url: string;
let file: string;
let figures: FigureStore;
let clock: number;

function startEndpoint(perClient?: number): Promise<void> {
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tab-reports-')), 'tab-reports.json');
  clock = 0;
  figures = createTabReportFigures({ file, ...(perClient && { perClient }), now: () => clock });
  const handler = tabReportsEndpoint({ origins: [SHELL], configNow: () => CONFIG, figures });
  server = http.createServer((req, res) => void handler(req, res));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tab-reports`;
      resolve();
    }),
  );
}

afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Posts `body` as the shell's beacon does (plain text), from `origin`; resolves with the status. */
function post(body: string, origin: string | null = SHELL, method = 'POST'): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...(origin && { Origin: origin }) } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

let pages = 0;
/** A new page load's id, as the shell makes one. */
const newPage = () => (pages += 1).toString(16).padStart(32, '0');
const batch = (page: string, ...reports: object[]) => JSON.stringify({ page, reports });
const canary = (outcome: string) => ({ tab: 'home', version: '1.1.0', canary: true, outcome });
const live = (outcome: string) => ({ tab: 'home', version: '1.0.0', canary: false, outcome });

describe('the tab reports endpoint', () => {
  beforeEach(() => startEndpoint());

  it('counts a page load once per version, and once as an error whatever it reported', async () => {
    const page = newPage();
    expect(await post(batch(page, canary('loaded')))).toBe(204);
    expect(await post(batch(page, canary('render-error'), canary('loaded')))).toBe(204);
    expect(await post(batch(page, canary('render-error')))).toBe(204);
    expect(await post(batch(newPage(), canary('failed'), live('loaded')))).toBe(204);
    expect(await post(batch(newPage(), live('loaded')))).toBe(204);
    const expected = {
      home: {
        '1.1.0': { loads: 2, errors: 2, outcomes: { loaded: 1, 'render-error': 1, failed: 1 } },
        '1.0.0': { loads: 2, errors: 0, outcomes: { loaded: 2 } },
      },
    };
    expect(figures.figures()).toEqual(expected);
    // Kept in its file, where `pnpm canary:watch` reads them, and read back by a server started again.
    expect(readFigures(file)).toEqual(expected);
    expect(createTabReportFigures({ file }).figures()).toEqual(expected);
  });

  it('takes reports from the shell’s page only', async () => {
    expect(await post(batch(newPage(), canary('failed')), 'https://elsewhere.example')).toBe(403);
    expect(await post(batch(newPage(), canary('failed')), null)).toBe(403);
    expect(await post('', SHELL, 'GET')).toBe(405);
    expect(figures.figures()).toEqual({});
  });

  it('refuses a body over 2 KB, announced or not, and anything that is not a batch as the shell sends it', async () => {
    const big = batch(newPage(), { ...canary('failed'), tab: 'h'.repeat(2100) });
    expect(await post(big)).toBe(413);
    const chunked = await new Promise<number>((resolve, reject) => {
      const request = http.request(url, { method: 'POST', headers: { Origin: SHELL } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.write('x'.repeat(1500));
      request.end('x'.repeat(1500));
    });
    expect(chunked).toBe(413);
    for (const body of [
      'not json',
      batch('not-a-page-id', canary('failed')),
      batch(newPage()),
      batch(newPage(), canary('exploded')),
      batch(newPage(), { ...canary('failed'), canary: 'yes' }),
      batch(newPage(), ...Array.from({ length: 11 }, () => canary('failed'))),
    ]) {
      expect({ body, status: await post(body) }).toEqual({ body, status: 400 });
    }
    expect(figures.figures()).toEqual({});
  });

  it('counts a version only on the side the config names it now: no made-up, fixed or rolled-back versions', async () => {
    for (const report of [
      { ...canary('failed'), version: '9.9.9' },
      { ...canary('failed'), canary: false },
      { ...live('failed'), canary: true },
      { tab: 'transfer', version: '1.0.0', canary: false, outcome: 'failed' },
      { tab: 'nope', version: '1.0.0', canary: false, outcome: 'failed' },
    ]) {
      expect(await post(batch(newPage(), report))).toBe(204);
    }
    expect(figures.figures()).toEqual({});
  });
});

describe('one client’s share of page loads', () => {
  beforeEach(() => startEndpoint());

  it('is 10 page loads an hour: beyond them a new page load counts nothing until the hour is over', async () => {
    expect([PER_CLIENT, WINDOW_MS]).toEqual([10, 60 * 60 * 1000]);
    const counted = Array.from({ length: PER_CLIENT }, () => newPage());
    for (const page of counted) expect(await post(batch(page, canary('loaded')))).toBe(204);
    expect(await post(batch(newPage(), canary('failed')))).toBe(429);
    // A page load it already counted still reports its render error.
    expect(await post(batch(counted[0]!, canary('render-error')))).toBe(204);
    expect(figures.figures().home?.['1.1.0']).toMatchObject({ loads: PER_CLIENT, errors: 1 });
    clock = WINDOW_MS - 1;
    expect(await post(batch(newPage(), canary('failed')))).toBe(429);
    clock = WINDOW_MS;
    expect(await post(batch(newPage(), canary('failed')))).toBe(204);
    expect(figures.figures().home?.['1.1.0']).toMatchObject({ loads: PER_CLIENT + 1, errors: 2 });
  });

  it('is per client: another address has its own', () => {
    const store = createTabReportFigures({ file, perClient: 1, now: () => 0 });
    expect(store.record('198.51.100.1', newPage(), [canary('failed')])).toBe('counted');
    expect(store.record('198.51.100.1', newPage(), [canary('failed')])).toBe('over-cap');
    expect(store.record('198.51.100.2', newPage(), [canary('failed')])).toBe('counted');
    expect(store.figures().home?.['1.1.0']).toMatchObject({ loads: 2, errors: 2 });
  });
});
