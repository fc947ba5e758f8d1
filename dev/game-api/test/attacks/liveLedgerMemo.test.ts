import bs58 from 'bs58';
import { requestFaucet } from '@companion/dev-chain';
import { createTestWallet } from '../support/testWallet';
import { startTestStack, type TestStack } from '../support/testStack';
import { postJson } from '../support/testServer';

// Each step waits for the local chain to confirm (and persist) a transaction.
jest.setTimeout(60_000);

/**
 * Attack: a Ledger sign-in memo transaction carrying a live blockhash is a real transaction; whoever holds
 * its bytes (a log, a proxy, the server) can land it and make the wallet pay its fee. Only the placeholder
 * blockhash the client puts there, which can never land, is accepted.
 */
describe('attack: landing a Ledger sign-in transaction on chain', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  it('refuses a memo transaction with a live blockhash: 401, and no sign-up happens', async () => {
    const wallet = createTestWallet();
    await requestFaucet(stack.chain.rpcUrl, {
      owner: wallet.walletId,
      sol: 1,
      tokens: { DFL: 0, GOLDY: 0, USDC: 0, DFL_USDC: 0 },
    });
    const { nonce } = await stack.server.client().getNonce(wallet.walletId);
    const { blockhash } = await stack.connection.getLatestBlockhash('confirmed');
    const live = wallet.signMemo(nonce, { recentBlockhash: blockhash });
    expect(
      await postJson(`${stack.server.authUrl}/sign-up`, { walletId: wallet.walletId, signature: live }),
    ).toEqual({
      status: 401,
      body: {
        error:
          'the memo transaction must carry the placeholder blockhash 11111111111111111111111111111111, so it can never be sent to the chain',
      },
    });
    // The accepted form, sent to the chain by whoever holds it, never lands: the wallet pays nothing.
    const before = await stack.connection.getBalance(wallet.keypair.publicKey, 'confirmed');
    const placeholder = wallet.signMemo(nonce);
    expect(
      (
        await postJson(`${stack.server.authUrl}/sign-up`, {
          walletId: wallet.walletId,
          signature: placeholder,
        })
      ).status,
    ).toBe(200);
    await expect(stack.connection.sendRawTransaction(bs58.decode(placeholder))).rejects.toThrow();
    expect(await stack.connection.getBalance(wallet.keypair.publicKey, 'confirmed')).toBe(before);
  });
});
