import { measureFundsLatency } from '../src/load/measureFundsLatency';
import { measureSignIns } from '../src/load/measureSignIns';
import { startTestServer, type TestServer } from './support/testServer';

/** A small run of the load test code, so the benchmark script keeps working; the figures come from `load`. */
describe('load test functions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('measures sign-ins and credit-to-fundsUpdated latency', async () => {
    const deadline = Date.now() + 20_000;
    const { figures, sessions } = await measureSignIns(server.authUrl, {
      wallets: 10,
      concurrency: 4,
      deadline,
      warmUp: 2,
    });
    expect(figures.wallets).toBe(10);
    expect(figures.newWalletSignInsPerSecond).toBeGreaterThan(0);
    expect(figures.returningSignInsPerSecond).toBeGreaterThan(0);
    expect(sessions).toHaveLength(10);

    const [sequential, concurrent] = await measureFundsLatency(server, sessions, {
      sockets: 30,
      rounds: [
        { credits: 10, concurrency: 1 },
        { credits: 20, concurrency: 5 },
      ],
      deadline,
    });
    expect(sequential).toMatchObject({ openSockets: 30, wallets: 10, credits: 10, deliveries: 30 });
    expect(concurrent).toMatchObject({ credits: 20, concurrency: 5, deliveries: 60 });
    expect(concurrent?.p95Ms).toBeGreaterThan(0);
    expect(server.socketCount()).toBeLessThanOrEqual(30);
  });
});
