import { createTestWallet } from '../support/testWallet';
import { postJson, startTestServer, type TestServer } from '../support/testServer';

/**
 * Attack: flood {api} (each deposit claim costs a chain lookup), and dodge the per-address auth limit by
 * sending X-Forwarded-For. {api} is limited per wallet; a forwarded address counts only from a proxy the
 * server is configured to trust.
 */
describe('attack: flooding the game API', () => {
  describe('per-wallet limits', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ apiRateLimit: 20, depositRateLimit: 5 });
    });
    afterAll(() => server.stop());

    it('answers 429 past the {api} limit of one wallet, and leaves other wallets alone', async () => {
      const { token } = await server.signedInWallet();
      const statuses = await Promise.all(
        Array.from(
          { length: 30 },
          async () =>
            (await fetch(`${server.apiUrl}/p2e/funds`, { headers: { authorization: token } })).status,
        ),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(20);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
      const refused = await fetch(`${server.apiUrl}/p2e/funds`, { headers: { authorization: token } });
      expect(await refused.json()).toEqual({
        error: expect.stringMatching(/^too many requests from this wallet: try again in /),
      });
      const other = await server.signedInWallet();
      expect(
        (await fetch(`${server.apiUrl}/p2e/funds`, { headers: { authorization: other.token } })).status,
      ).toBe(200);
    });

    it('limits deposits (each sent to the chain and watched) to 5 a minute per wallet', async () => {
      const { token } = await server.signedInWallet();
      const claim = () =>
        postJson(`${server.apiUrl}/p2e/deposit`, { transaction: 'A'.repeat(200) }, { authorization: token });
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(await claim());
      // This server knows no chain (503); the limit binds before anything else is looked at.
      expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503, 503, 503, 429, 429]);
      expect(answers[6]?.body).toEqual({
        error: expect.stringMatching(/^too many deposits from this wallet/),
      });
    });
  });

  it('ignores X-Forwarded-For unless a proxy is trusted: a client cannot pick its own bucket', async () => {
    const server = await startTestServer({ authRateLimit: 5 });
    try {
      const wallet = createTestWallet();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const response = await fetch(`${server.authUrl}/${wallet.walletId}/nonce`, {
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    } finally {
      await server.stop();
    }
  });

  it('behind a trusted proxy, gives each forwarded player their own bucket', async () => {
    const server = await startTestServer({ authRateLimit: 5, trustProxy: ['127.0.0.1'] });
    try {
      const nonce = async (player: string) =>
        (
          await fetch(`${server.authUrl}/${createTestWallet().walletId}/nonce`, {
            headers: { 'x-forwarded-for': player },
          })
        ).status;
      const first: number[] = [];
      for (let i = 0; i < 6; i++) first.push(await nonce('198.51.100.1'));
      expect(first).toEqual([200, 200, 200, 200, 200, 429]);
      // Another player behind the same proxy is not held back by the first one.
      expect(await nonce('198.51.100.2')).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
