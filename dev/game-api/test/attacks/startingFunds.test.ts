import { startTestStack, type TestStack } from '../support/testStack';
import { postJson } from '../support/testServer';
import { newKey } from '../support/newKey';

// Each step waits for the local chain to confirm (and persist) a transaction.
jest.setTimeout(60_000);

/**
 * Attack: sign up new wallets and withdraw the starting funds as real tokens from the game vault.
 * Starting funds are a bonus to play with: spent first by game actions, never withdrawable.
 */
describe('attack: withdrawing starting funds', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterEach(() => stack.expectBooksEqual());
  afterAll(() => stack.stop());

  const withdraw = (token: string, body: { token: string; amount: string }) =>
    postJson(
      `${stack.server.apiUrl}/p2e/withdraw`,
      { ...body, idempotencyKey: newKey() },
      { authorization: token },
    );

  it('20 new wallets trying to withdraw their starting funds move 0 tokens out of the vault', async () => {
    const vaults = { GOLDY: stack.vaultOf('GOLDY'), DFL: stack.vaultOf('DFL') };
    const before = { GOLDY: await stack.balanceOf(vaults.GOLDY), DFL: await stack.balanceOf(vaults.DFL) };
    // Token accounts exist (the faucet made them), so only the bonus rule stands in the way.
    const wallets = await Promise.all(Array.from({ length: 20 }, () => stack.fundedWallet()));
    const answers = await Promise.all(
      wallets.flatMap(({ token }) => [
        withdraw(token, { token: 'GOLDY', amount: '1000' }),
        withdraw(token, { token: 'DFL', amount: '500' }),
        withdraw(token, { token: 'GOLDY', amount: '1' }),
      ]),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 409));
    expect(answers[2]?.body).toEqual({
      error:
        'Insufficient in-game balance: you can withdraw 0 GOLDY. ' +
        'The rest is bonus (the starting GOLDY the game gave you and what bonus won or earned): ' +
        'it is for playing and cannot be withdrawn.',
    });
    expect(await stack.balanceOf(vaults.GOLDY)).toBe(before.GOLDY);
    expect(await stack.balanceOf(vaults.DFL)).toBe(before.DFL);
    for (const { token } of wallets) {
      const funds = await stack.server.client(token).getFunds();
      expect(funds.map((entry) => entry.amount)).toEqual(['1000', '500', '5', '1']);
      expect(await stack.server.client(token).getTransfers()).toEqual([]);
    }
  });

  it('game actions spend the bonus first; only what came in otherwise can be withdrawn', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const ata = stack.ataOf(wallet.keypair.publicKey, 'GOLDY');
    const onChain = await stack.balanceOf(ata);
    // 100 GOLDY earned (withdrawable), then a game action costs 50: it comes out of the bonus.
    expect((await stack.server.devFunds(wallet.walletId, 'GOLDY', '100')).status).toBe(200);
    expect((await stack.server.devFunds(wallet.walletId, 'GOLDY', '-50')).status).toBe(200);
    expect(await withdraw(token, { token: 'GOLDY', amount: '100.000000001' })).toEqual({
      status: 409,
      body: {
        error:
          'Insufficient in-game balance: you can withdraw 100 GOLDY. ' +
          'The rest is bonus (the starting GOLDY the game gave you and what bonus won or earned): ' +
          'it is for playing and cannot be withdrawn.',
      },
    });
    expect((await withdraw(token, { token: 'GOLDY', amount: '100' })).status).toBe(200);
    expect((await stack.balanceOf(ata)) - onChain).toBe(100_000_000_000n);
    // 1000 + 100 − 50 − 100: the 950 left are bonus, to play with.
    expect((await stack.server.client(token).getFunds())[0]?.amount).toBe('950');
    expect((await withdraw(token, { token: 'GOLDY', amount: '1' })).status).toBe(409);
    // Spending more than the bonus in game takes the rest from the withdrawable part: nothing is lost.
    expect((await stack.server.devFunds(wallet.walletId, 'GOLDY', '-950')).status).toBe(200);
    expect((await stack.server.client(token).getFunds())[0]?.amount).toBe('0');
  });
});
