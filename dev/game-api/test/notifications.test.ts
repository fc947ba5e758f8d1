import type WebSocket from 'ws';
import { fundsUpdatedMessageSchema } from '@companion/shared-state/schemas';
import { closed, nextMessage, openSocket } from './support/sockets';
import { startTestServer, TEST_MINTS, type TestServer } from './support/testServer';

describe('notification socket', () => {
  let server: TestServer;
  const sockets: WebSocket[] = [];
  const open = async (url: string, headers?: Record<string, string>) => {
    const socket = await openSocket(url, headers);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer({ heartbeatIntervalMs: 200, corsOrigins: ['http://127.0.0.1:3000'] });
  });
  afterEach(() => sockets.splice(0).forEach((socket) => socket.terminate()));
  afterAll(() => server.stop());

  it('refuses a missing or invalid token with HTTP 401 before the upgrade', async () => {
    await expect(openSocket(server.wsUrl)).rejects.toMatchObject({ status: 401 });
    await expect(openSocket(`${server.wsUrl}?Authorization=${'a'.repeat(64)}`)).rejects.toMatchObject({
      status: 401,
    });
    await expect(openSocket(`${server.wsUrl}?Authorization=`)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses pages from origins that are not configured', async () => {
    const { token } = await server.signedInWallet();
    const url = `${server.wsUrl}?Authorization=${token}`;
    await expect(openSocket(url, { origin: 'http://evil.example' })).rejects.toMatchObject({ status: 403 });
    await expect(open(url, { origin: 'http://127.0.0.1:3000' })).resolves.toBeDefined();
  });

  it('sends fundsUpdated to every connection of the wallet after a credit, and to no one else', async () => {
    const { wallet, token } = await server.signedInWallet();
    const { token: otherToken } = await server.signedInWallet();
    const mine = [
      await open(`${server.wsUrl}?Authorization=${token}`),
      await open(`${server.wsUrl}?Authorization=${token}`),
    ];
    const theirs = await open(`${server.wsUrl}?Authorization=${otherToken}`);
    const unexpected = jest.fn();
    theirs.on('message', unexpected);

    const messages = Promise.all(mine.map((socket) => nextMessage(socket)));
    expect((await server.devFunds(wallet.walletId, 'DFL', '2.5')).status).toBe(200);
    for (const message of await messages) {
      const parsed = fundsUpdatedMessageSchema.parse(message);
      expect(parsed.data).toContainEqual({ mint: TEST_MINTS.DFL, amount: '502.5' });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(unexpected).not.toHaveBeenCalled();
  });

  it('answers the client heartbeat and ignores messages it does not know', async () => {
    const { token } = await server.signedInWallet();
    const socket = await open(`${server.wsUrl}?Authorization=${token}`);
    socket.send('not json');
    socket.send(JSON.stringify({ type: 'subscribe' }));
    socket.send(JSON.stringify({ type: 'ping' }));
    expect(await nextMessage(socket)).toEqual({ type: 'pong' });
  });

  it('drops a connection that stops answering socket-level pings', async () => {
    const { token } = await server.signedInWallet();
    const before = server.socketCount();
    const socket = await open(`${server.wsUrl}?Authorization=${token}`);
    expect(server.socketCount()).toBe(before + 1);
    // A paused client reads nothing, so it never answers the server's ping: as a vanished device.
    (socket as unknown as { _socket: { pause(): void } })._socket.pause();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(server.socketCount()).toBe(before);
  });

  it('closes the sockets of a session when it signs out', async () => {
    const { token } = await server.signedInWallet();
    const socket = await open(`${server.wsUrl}?Authorization=${token}`);
    const code = closed(socket);
    await server.client(token).signOut();
    expect(await code).toBe(4401);
    await expect(openSocket(`${server.wsUrl}?Authorization=${token}`)).rejects.toMatchObject({ status: 401 });
  });
});
