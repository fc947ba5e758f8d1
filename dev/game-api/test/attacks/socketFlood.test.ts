import type WebSocket from 'ws';
import { closed, openSocket } from '../support/sockets';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Attack: open a thousand sockets with one token (or from one address), and keep a socket of an expired
 * session listening. Sockets are capped per session and per address, and close the moment their session
 * expires.
 */
describe('attack: socket flooding and expired sessions', () => {
  const sockets: WebSocket[] = [];
  const open = async (url: string) => {
    const socket = await openSocket(url);
    sockets.push(socket);
    return socket;
  };
  afterEach(() => sockets.splice(0).forEach((socket) => socket.terminate()));

  describe('caps', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ socketsPerSession: 5, socketsPerAddress: 12 });
    });
    afterAll(() => server.stop());

    it('100 sockets with one token: 5 open, 95 refused with 429 before the upgrade', async () => {
      const { token } = await server.signedInWallet();
      const url = `${server.wsUrl}?Authorization=${token}`;
      const results = await Promise.allSettled(Array.from({ length: 100 }, () => open(url)));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
      const refusals = results.filter((result) => result.status === 'rejected');
      expect(refusals).toHaveLength(95);
      for (const refusal of refusals) expect(refusal.reason).toMatchObject({ status: 429 });
      expect(server.socketCount()).toBe(5);
      // Closing one frees its slot.
      sockets[0]?.close();
      await closed(sockets[0] as WebSocket);
      await waitUntil(() => server.socketCount() === 4);
      await expect(open(url)).resolves.toBeDefined();
    });

    it('one address with many sessions: 12 open at most', async () => {
      const sessions = await Promise.all(Array.from({ length: 4 }, () => server.signedInWallet()));
      const results = await Promise.allSettled(
        sessions.flatMap(({ token }) =>
          Array.from({ length: 5 }, () => open(`${server.wsUrl}?Authorization=${token}`)),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(12);
      expect(results.filter((result) => result.status === 'rejected')).toHaveLength(8);
    });
  });

  it('closes a socket (4401) when its session expires, and sends it nothing after', async () => {
    const server = await startTestServer({ sessionTtlSeconds: 1, heartbeatIntervalMs: 60_000 });
    try {
      const { wallet, token } = await server.signedInWallet();
      const socket = await open(`${server.wsUrl}?Authorization=${token}`);
      const received: string[] = [];
      socket.on('message', (data) => received.push(data.toString()));
      const openedAt = Date.now();
      const code = await closed(socket, 3000);
      const openFor = Date.now() - openedAt;
      expect(code).toBe(4401);
      // The session lasts 1 s from sign-in: the socket closes at expiry, not at the next heartbeat (60 s).
      expect(openFor).toBeLessThan(1500);
      await server.devFunds(wallet.walletId, 'GOLDY', '1');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
