import { createTestWallet } from '../support/testWallet';
import { getJson, postJson, startTestServer, type TestServer } from '../support/testServer';

/**
 * Attack: lock a victim out of sign-in by asking for nonces for their wallet, from one address or from many
 * (a botnet, or addresses a proxy forwards). Limits bind the requester, never the wallet: one address holds
 * at most `maxOpenNonces` open nonces for a wallet, and what others ask for never stops the owner. A new
 * nonce never replaces an open one, and a signature is checked against the nonce it names.
 */
describe('attack: nonce flooding to lock a wallet out of sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a trusted proxy each forwarded address is its own requester, so the test can be many clients.
    server = await startTestServer({ maxOpenNonces: 10, trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => server.stop());

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const nonceOf = (walletId: string, address: string) =>
    getJson(`${server.authUrl}/${walletId}/nonce`, from(address));
  const attacker = (i: number) => `198.51.100.${i}`;

  async function flood(walletId: string, addresses: number, requestsEach: number): Promise<number[]> {
    const answers = await Promise.all(
      Array.from({ length: addresses * requestsEach }, (_, i) => nonceOf(walletId, attacker(i % addresses))),
    );
    return answers.map((answer) => answer.status);
  }

  it('leaves the owner signing in after 300 requests for their wallet from 20 addresses (named nonce or not)', async () => {
    for (const named of [true, false]) {
      const victim = createTestWallet();
      const home = from('203.0.113.7');
      const signUp = await getJson(`${server.authUrl}/${victim.walletId}/nonce`, home);
      expect(signUp.status).toBe(200);
      const { nonce } = signUp.body as { nonce: string };
      const signature = victim.signMessage(nonce);
      // While the wallet dialog is open: each attacking address gets its own 10, then 429.
      const statuses = await flood(victim.walletId, 20, 15);
      expect(statuses.filter((status) => status === 200)).toHaveLength(200);
      expect(statuses.filter((status) => status === 429)).toHaveLength(100);
      // The owner's own next request is answered, and what they signed still signs them in.
      expect((await nonceOf(victim.walletId, '203.0.113.7')).status).toBe(200);
      const payload = named
        ? { walletId: victim.walletId, signature, nonce }
        : { walletId: victim.walletId, signature };
      expect((await postJson(`${server.authUrl}/sign-up`, payload, home)).status).toBe(200);
      expect((await postJson(`${server.authUrl}/sign-in`, payload, home)).status).toBe(200);
      // A later sign-in, with a nonce asked for after the flood, works too.
      const later = await getJson(`${server.authUrl}/${victim.walletId}/nonce`, home);
      const text = (later.body as { nonce: string }).nonce;
      const again = { walletId: victim.walletId, signature: victim.signMessage(text), nonce: text };
      expect((await postJson(`${server.authUrl}/sign-in`, again, home)).status).toBe(200);
    }
  });

  it('lets one address lock none of the 60 wallets it floods', async () => {
    const victims = Array.from({ length: 60 }, () => createTestWallet());
    const flooded = await Promise.all(
      victims.flatMap((victim) =>
        Array.from({ length: 12 }, () => nonceOf(victim.walletId, '198.51.100.250')),
      ),
    );
    expect(flooded.filter((answer) => answer.status === 429)).toHaveLength(60 * 2);
    const owners = await Promise.all(
      victims.map(async (victim, i) => {
        const answer = await nonceOf(victim.walletId, `203.0.113.${i + 1}`);
        if (answer.status !== 200) return answer.status;
        const { nonce } = answer.body as { nonce: string };
        const payload = { walletId: victim.walletId, signature: victim.signMessage(nonce), nonce };
        const headers = from(`203.0.113.${i + 1}`);
        await postJson(`${server.authUrl}/sign-up`, payload, headers);
        return (await postJson(`${server.authUrl}/sign-in`, payload, headers)).status;
      }),
    );
    expect(owners).toEqual(victims.map(() => 200));
  });

  it("answers a requester's own flood with a 429 in player words, and frees a slot as soon as a nonce is used", async () => {
    const wallet = createTestWallet();
    const address = '203.0.113.99';
    const first = await nonceOf(wallet.walletId, address);
    const { nonce } = first.body as { nonce: string };
    for (let i = 0; i < 9; i++) expect((await nonceOf(wallet.walletId, address)).status).toBe(200);
    expect(await nonceOf(wallet.walletId, address)).toEqual({
      status: 429,
      body: {
        error:
          'too many sign-in requests for this wallet from your address: finish the one open in your wallet, or try again in a few minutes',
      },
    });
    // Another address is not held back by this one.
    expect((await nonceOf(wallet.walletId, '203.0.113.100')).status).toBe(200);
    const signature = wallet.signMessage(nonce);
    const headers = from(address);
    const payload = { walletId: wallet.walletId, signature, nonce };
    expect((await postJson(`${server.authUrl}/sign-up`, payload, headers)).status).toBe(200);
    expect((await postJson(`${server.authUrl}/sign-in`, payload, headers)).status).toBe(200);
    expect((await nonceOf(wallet.walletId, address)).status).toBe(200);
  });

  it('binds a signature to the nonce it names: another open nonce of the wallet does not do', async () => {
    const wallet = createTestWallet();
    const first = await server.client().getNonce(wallet.walletId);
    const second = await server.client().getNonce(wallet.walletId);
    const signature = wallet.signMessage(first.nonce);
    expect(
      await postJson(`${server.authUrl}/sign-up`, {
        walletId: wallet.walletId,
        signature,
        nonce: second.nonce,
      }),
    ).toEqual({
      status: 401,
      body: { error: 'signature does not match a nonce issued to this wallet: request a new nonce' },
    });
    expect(
      (
        await postJson(`${server.authUrl}/sign-up`, {
          walletId: wallet.walletId,
          signature,
          nonce: first.nonce,
        })
      ).status,
    ).toBe(200);
  });
});
