import { createTestWallet } from '../support/testWallet';
import { getJson, postJson, startTestServer, type TestServer } from '../support/testServer';

/**
 * Attack: between a victim's signing and their sign-in, request more nonces for the victim's wallet so the
 * one they signed is pushed out. A new nonce never replaces an open one: the wallet holds at most
 * `maxOpenNonces`, further requests get 429, and a signature is checked against the nonce it names.
 */
describe('attack: nonce flooding between signing and sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ maxOpenNonces: 10 });
  });
  afterAll(() => server.stop());

  const nonceOf = (walletId: string) => getJson(`${server.authUrl}/${walletId}/nonce`);

  async function flood(walletId: string, requests: number): Promise<number[]> {
    const answers = await Promise.all(Array.from({ length: requests }, () => nonceOf(walletId)));
    return answers.map((answer) => answer.status);
  }

  it('leaves the sign-in working, with the nonce named and without (older clients)', async () => {
    for (const named of [true, false]) {
      const victim = createTestWallet();
      const { nonce } = await server.client().getNonce(victim.walletId);
      const signature = victim.signMessage(nonce);
      // 100 requests for the victim's wallet while the wallet dialog is open: 9 more fit, 91 are refused.
      const statuses = await flood(victim.walletId, 100);
      expect(statuses.filter((status) => status === 200)).toHaveLength(9);
      expect(statuses.filter((status) => status === 429)).toHaveLength(91);
      const payload = named
        ? { walletId: victim.walletId, signature, nonce }
        : { walletId: victim.walletId, signature };
      expect((await postJson(`${server.authUrl}/sign-up`, payload)).status).toBe(200);
      const signIn = await postJson(`${server.authUrl}/sign-in`, payload);
      expect(signIn.status).toBe(200);
    }
  });

  it('answers the flood with a 429 in player words, and frees a slot as soon as a nonce is used', async () => {
    const wallet = createTestWallet();
    const { nonce } = await server.client().getNonce(wallet.walletId);
    await flood(wallet.walletId, 9);
    expect(await nonceOf(wallet.walletId)).toEqual({
      status: 429,
      body: {
        error:
          'too many sign-in requests for this wallet: finish the one open in your wallet, or try again in a few minutes',
      },
    });
    const signature = wallet.signMessage(nonce);
    await server.client().signUp({ walletId: wallet.walletId, signature, nonce });
    await server.client().signIn({ walletId: wallet.walletId, signature, nonce });
    expect((await nonceOf(wallet.walletId)).status).toBe(200);
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
