import type http from 'node:http';
import { createGameApi } from './createGameApi';
import { fakeGameServer, json } from './fakeGameServer.testkit';
import { GameApiError } from './GameApiError';

const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

const FUNDS = [
  { mint: 'GoldyMint', amount: '1000.000000001' },
  { mint: 'DefaultTicket', amount: '5' },
];

describe('createGameApi', () => {
  let token = '';
  let base = '';
  const onUnauthorized = jest.fn();
  const server = fakeGameServer();
  const { routes } = server;
  const api = () =>
    createGameApi({ authUrl: `${base}/auth/`, apiUrl: `${base}/api`, getToken: () => token, onUnauthorized });

  beforeAll(async () => {
    base = await server.start();
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    token = '';
    routes.clear();
    server.seen.length = 0;
  });

  it('runs the sign-in calls with their payloads and parses the answers', async () => {
    routes.set(`GET /auth/${WALLET}/nonce`, (r) => json(r, 200, { nonce: 'Sign this' }));
    routes.set('POST /auth/sign-up', (r) =>
      json(r, 200, { walletId: WALLET, verifiedAt: '2025-01-01T00:00:00.000Z' }),
    );
    routes.set('POST /auth/sign-in', (r) => json(r, 200, { token: 'abc123' }));

    await expect(api().getNonce(WALLET)).resolves.toEqual({ nonce: 'Sign this' });
    await api().signUp({ walletId: WALLET, signature: 'sig' });
    await expect(api().signIn({ walletId: WALLET, signature: 'sig' })).resolves.toEqual({ token: 'abc123' });
    expect(server.seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['GET', `/auth/${WALLET}/nonce`, ''],
      ['POST', '/auth/sign-up', JSON.stringify({ walletId: WALLET, signature: 'sig' })],
      ['POST', '/auth/sign-in', JSON.stringify({ walletId: WALLET, signature: 'sig' })],
    ]);
    expect(server.seen.every((s) => s.authorization === undefined)).toBe(true);
  });

  it('sends sign-up and sign-in as text/plain with no token where the game API takes it: no preflight', async () => {
    routes.set('POST /auth/sign-up', (r) =>
      json(r, 200, { walletId: WALLET, verifiedAt: '2025-01-01T00:00:00.000Z' }),
    );
    routes.set('POST /auth/sign-in', (r) => json(r, 200, { token: 'abc123' }));
    routes.set('POST /auth/sign-out', (r) => json(r, 200, { signedOut: true }));
    const textual = createGameApi({
      authUrl: `${base}/auth/`,
      apiUrl: `${base}/api`,
      getToken: () => token,
      sendWithoutPreflight: true,
    });
    // Even a token left over from another session stays home: these routes' credential is the signature.
    token = 'stale';
    await textual.signUp({ walletId: WALLET, signature: 'sig' });
    await textual.signIn({ walletId: WALLET, signature: 'sig' });
    await textual.signOut();
    // A game API that has not said it takes text gets JSON, as from every route.
    await api().signIn({ walletId: WALLET, signature: 'sig' });
    expect(server.seen.map((s) => [s.url, s.contentType, s.authorization])).toEqual([
      ['/auth/sign-up', 'text/plain;charset=UTF-8', undefined],
      ['/auth/sign-in', 'text/plain;charset=UTF-8', undefined],
      ['/auth/sign-out', 'application/json', 'stale'],
      ['/auth/sign-in', 'application/json', 'stale'],
    ]);
  });

  it('sends the raw token as the authorization header and keeps amounts exact', async () => {
    routes.set('GET /api/p2e/funds', (r) => json(r, 200, FUNDS));
    token = 'f00d';
    await expect(api().getFunds()).resolves.toEqual(FUNDS);
    expect(server.seen[0]?.authorization).toBe('f00d');
  });

  it('reads the token when the call is made, so a sign-out sent just before clearing it carries it', async () => {
    routes.set('POST /auth/sign-out', (r) => json(r, 200, { signedOut: true }));
    token = 'beef';
    const call = api().signOut();
    token = '';
    await expect(call).resolves.toEqual({ signedOut: true });
    expect(server.seen.at(-1)?.authorization).toBe('beef');
  });

  it('fetches NFTs of either collection', async () => {
    routes.set('GET /api/nft/f2p', (r) => json(r, 200, []));
    await expect(api().getNfts('f2p')).resolves.toEqual([]);
  });

  it.each<[string, (response: http.ServerResponse) => void]>([
    ['a body of the wrong shape', (r) => json(r, 200, [{ mint: 'x', amount: 12.5 }])],
    ['garbage', (r) => r.end('<html>oops')],
    ['an empty body', (r) => r.end()],
  ])('turns %s into a GameApiError naming the call', async (_name, answer) => {
    routes.set('GET /api/p2e/funds', answer);
    const call = api().getFunds();
    await expect(call).rejects.toBeInstanceOf(GameApiError);
    await expect(call).rejects.toMatchObject({
      status: 200,
      message: 'The game server answered with an unexpected response (GET /p2e/funds)',
    });
  });

  it('turns a 500 into a GameApiError without the server internals', async () => {
    routes.set('GET /api/p2e/funds', (r) => json(r, 500, { error: 'SQLITE_BUSY at db.ts:12' }));
    await expect(api().getFunds()).rejects.toMatchObject({
      status: 500,
      message:
        'The game server failed to handle the request (GET /p2e/funds, status 500). Please try again later.',
    });
  });

  it("passes on a 4xx's own message and calls onUnauthorized on 401", async () => {
    routes.set('POST /auth/sign-in', (r) =>
      json(r, 400, { error: 'walletId must be a base58 public key (32 bytes)' }),
    );
    routes.set('GET /api/p2e/funds', (r) =>
      json(r, 401, { error: 'session token is invalid or has expired' }),
    );
    await expect(api().signIn({ walletId: 'x', signature: 'y' })).rejects.toMatchObject({
      status: 400,
      message: 'walletId must be a base58 public key (32 bytes)',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(api().getFunds()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a dropped connection into a GameApiError without a status', async () => {
    routes.set('GET /api/p2e/funds', (r) => r.socket?.destroy());
    const noTimeout = createGameApi({
      authUrl: base,
      apiUrl: `${base}/api`,
      getToken: () => '',
      timeoutMs: 0,
    });
    const error = await noTimeout.getFunds().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GameApiError);
    expect((error as GameApiError).status).toBeUndefined();
    expect((error as GameApiError).message).toBe(
      'Could not reach the game server (GET /p2e/funds). Check your connection and try again.',
    );
  });

  it('gives up on a server that does not answer in time', async () => {
    let late: NodeJS.Timeout | undefined;
    routes.set('GET /api/p2e/funds', (r) => (late = setTimeout(() => json(r, 200, FUNDS), 500)));
    const slow = createGameApi({ authUrl: base, apiUrl: `${base}/api`, getToken: () => '', timeoutMs: 50 });
    await expect(slow.getFunds()).rejects.toMatchObject({
      message: 'The game server did not answer in time (GET /p2e/funds). Please try again.',
    });
    clearTimeout(late);
  });

  it('counts the answer body within the time limit', async () => {
    let late: NodeJS.Timeout | undefined;
    routes.set('GET /api/p2e/funds', (r) => {
      r.writeHead(200, { 'content-type': 'application/json' });
      r.write('[');
      late = setTimeout(() => r.end(']'), 500);
    });
    const slow = createGameApi({ authUrl: base, apiUrl: `${base}/api`, getToken: () => '', timeoutMs: 50 });
    await expect(slow.getFunds()).rejects.toMatchObject({
      message: 'The game server did not answer in time (GET /p2e/funds). Please try again.',
    });
    clearTimeout(late);
  });

  it('sends a POST body as JSON and a GET with none', async () => {
    routes.set('POST /auth/sign-in', (r) => json(r, 200, { token: 'abc123' }));
    routes.set('GET /api/p2e/funds', (r) => json(r, 200, FUNDS));
    await api().signIn({ walletId: WALLET, signature: 'sig' });
    await api().getFunds();
    expect(server.seen.map((s) => [s.method, s.contentType])).toEqual([
      ['POST', 'application/json'],
      ['GET', undefined],
    ]);
  });
});
