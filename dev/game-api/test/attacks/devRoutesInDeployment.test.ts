import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configFromEnv } from '../../src/config';
import { startServerProcess } from '../../src/load/startServerProcess';
import { createTempDir, startTestServer, type TestServer } from '../support/testServer';
import fs from 'node:fs';

// One test starts the server as its own process, twice.
jest.setTimeout(30_000);

/**
 * Attack: call /dev/funds on a deployment. Dev routes exist only when the local stack turns them on
 * (ENABLE_DEV_ROUTES=1), and even then answer only this machine, never a request a proxy forwarded.
 */
describe('attack: dev routes on a deployment', () => {
  it('are off unless ENABLE_DEV_ROUTES=1: /dev/* answers 404', async () => {
    expect(configFromEnv({}).enableDevRoutes).toBe(false);
    expect(configFromEnv({ ENABLE_DEV_ROUTES: 'true' }).enableDevRoutes).toBe(false);
    expect(configFromEnv({ ENABLE_DEV_ROUTES: '1' }).enableDevRoutes).toBe(true);
    const server = await startTestServer({ enableDevRoutes: configFromEnv({}).enableDevRoutes });
    try {
      const { wallet } = await server.signedInWallet();
      const funds = await server.devFunds(wallet.walletId, 'GOLDY', '1000000');
      expect(funds.status).toBe(404);
      expect(await funds.json()).toEqual({ error: 'no such route: POST /dev/funds' });
      const clock = await fetch(`${server.url}/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceSeconds: 60 }),
      });
      expect(clock.status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it('says at start-up whether they are on', async () => {
    const dataDir = createTempDir();
    try {
      for (const [env, line] of [
        [{}, 'game-api dev routes off'],
        [{ ENABLE_DEV_ROUTES: '1' }, 'game-api dev routes ON'],
      ] as const) {
        const process = await startServerProcess({ DATA_DIR: dataDir, ENABLE_DEV_ROUTES: '', ...env });
        process.child.kill('SIGTERM');
        await process.exited;
        expect(process.startupOutput).toContain(line);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('when on', () => {
    let server: TestServer;
    let proxy: http.Server;
    let proxyUrl: string;
    beforeAll(async () => {
      server = await startTestServer({ enableDevRoutes: true });
      // A reverse proxy on the same machine, as a deployment puts in front: it connects from loopback.
      proxy = http.createServer((request, response) => {
        const upstream = http.request(
          `${server.url}${request.url ?? '/'}`,
          {
            method: request.method,
            headers: { ...request.headers, 'x-forwarded-for': '203.0.113.7' },
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        request.pipe(upstream);
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => proxy.close(resolve));
      await server.stop();
    });

    const credit = (base: string, walletId: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/dev/funds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ walletId, token: 'GOLDY', delta: '1000000' }),
      });

    it('stay closed through a reverse proxy on the same machine: 403, and no credit', async () => {
      const { wallet, token } = await server.signedInWallet();
      const throughProxy = await credit(proxyUrl, wallet.walletId);
      expect(throughProxy.status).toBe(403);
      expect(await throughProxy.json()).toEqual({
        error: 'dev routes answer requests from this machine only',
      });
      for (const header of ['x-forwarded-for', 'x-real-ip', 'forwarded', 'via']) {
        expect((await credit(server.url, wallet.walletId, { [header]: '127.0.0.1' })).status).toBe(403);
      }
      expect((await server.client(token).getFunds())[0]?.amount).toBe('1000');
      // A direct local caller (the local stack, the tests) is served.
      expect((await credit(server.url, wallet.walletId)).status).toBe(200);
    });
  });
});
