import { startTestServer, type TestServer } from './support/testServer';

// Every {api} route is behind the session hook (docs/game-api.md, "Authentication"): this walks all of
// them, including any added later, with no token, a garbage token and a revoked one.
let server: TestServer;
let revokedToken: string;

beforeAll(async () => {
  server = await startTestServer();
  const { token } = await server.signedInWallet();
  const response = await fetch(`${server.authUrl}/sign-out`, {
    method: 'POST',
    headers: { authorization: token },
  });
  expect(response.status).toBe(200);
  revokedToken = token;
});

afterAll(() => server.stop());

function apiRoutes(): { method: string; path: string }[] {
  return server.routes
    .filter((route) => / \/api\//.test(route) && !route.startsWith('OPTIONS'))
    .map((route) => {
      const [method, url] = route.split(' ') as [string, string];
      // Any value fills a path parameter: the session is checked before the parameters are.
      return { method, path: url.replace(/:[A-Za-z]+/g, 'x') };
    });
}

test('the walk covers the known routes', () => {
  const paths = apiRoutes().map((r) => `${r.method} ${r.path}`);
  expect(paths).toEqual(
    expect.arrayContaining(['GET /api/p2e/funds', 'POST /api/p2e/withdraw', 'GET /api/clock']),
  );
});

const CASES: [string, Record<string, string>][] = [
  ['no token', {}],
  ['a garbage token', { authorization: 'garbage-token' }],
  ['a revoked token', {}],
];

test.each(CASES)('every /api route answers 401 to %s', async (name, headers) => {
  const sent = name === 'a revoked token' ? { authorization: revokedToken } : headers;
  const failures: string[] = [];
  for (const { method, path } of apiRoutes()) {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...sent, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: method === 'POST' ? '{}' : undefined,
    });
    if (response.status !== 401) failures.push(`${method} ${path}: ${response.status}`);
  }
  expect(failures).toEqual([]);
});
