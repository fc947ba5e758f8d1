import Fastify from 'fastify';
import { installErrorHandlers, SERVER_FAILURE_MESSAGE } from '../src/http/errorHandler';
import { isLoopbackAddress } from '../src/http/loopback';
import { createTestWallet } from './support/testWallet';
import { startTestServer, type TestServer } from './support/testServer';

describe('rate limits and CORS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ authRateLimit: 5, corsOrigins: ['http://127.0.0.1:3000'] });
  });
  afterAll(() => server.stop());

  it('answers 429 with an error body once an address exceeds the auth rate limit', async () => {
    const wallet = createTestWallet();
    const statuses: number[] = [];
    let last: unknown;
    for (let i = 0; i < 7; i++) {
      const response = await fetch(`${server.authUrl}/${wallet.walletId}/nonce`);
      statuses.push(response.status);
      last = await response.json();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(last).toEqual({ error: expect.stringMatching(/^too many sign-in requests from this address/) });
    // The game routes are not limited by the auth limit.
    expect((await fetch(`${server.apiUrl}/p2e/funds`)).status).toBe(401);
  });

  it('allows configured origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.apiUrl}/p2e/funds`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight('http://127.0.0.1:3000');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    const foreign = await preflight('http://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown routes with an error body', async () => {
    const response = await fetch(`${server.url}/admin`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'no such route: GET /admin' });
  });
});

describe('error answers', () => {
  it('never sends a stack trace or internal message for a failure', async () => {
    const app = Fastify({ logger: false });
    installErrorHandlers(app);
    app.get('/boom', async () => {
      throw new Error('SQLITE_CORRUPT at /secret/path');
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const response = await fetch(`${url}/boom`);
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ error: SERVER_FAILURE_MESSAGE });
      expect(body).not.toContain('secret');
    } finally {
      await app.close();
    }
  });
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:192.168.1.2', false],
    ['fe80::1', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});
