import { PublicKey } from '@solana/web3.js';
import { TOKEN_PROGRAM_ID, getAccount, getMint } from '@solana/spl-token';
import { startTestChain } from './support/testChain';
import type { TestChain } from './support/testChain';

jest.setTimeout(30_000);

let t: TestChain;
beforeAll(async () => {
  t = await startTestChain();
});
afterAll(() => t.stop());

const key = (address: string | undefined) => new PublicKey(address ?? '');

describe('the DFL/USDC pool and staking accounts', () => {
  it('creates the reserves, staking vaults and rewards account, owned by the game authority', async () => {
    const pool = t.chain.addresses.pool;
    expect(Object.keys(pool ?? {}).sort()).toEqual(
      ['reserveDfl', 'reserveUsdc', 'rewardsDfl', 'stakingDfl', 'stakingLp'].sort(),
    );
    const authority = key(t.chain.addresses.authority);
    const mintOf = {
      reserveDfl: 'DFL',
      reserveUsdc: 'USDC',
      stakingDfl: 'DFL',
      stakingLp: 'DFL_USDC',
    } as const;
    for (const [name, symbol] of Object.entries(mintOf) as [
      keyof typeof mintOf,
      'DFL' | 'USDC' | 'DFL_USDC',
    ][]) {
      const account = await getAccount(t.connection, key(pool?.[name]));
      expect(account.owner.equals(authority)).toBe(true);
      expect(account.mint.toBase58()).toBe(t.chain.addresses.mints[symbol]);
      // Not the authority's associated token accounts, which are the in-game deposit vaults.
      expect(pool?.[name]).not.toBe(t.chain.addresses.vaults[symbol]);
    }
    expect((await t.connection.getAccountInfo(key(pool?.reserveDfl)))?.owner.equals(TOKEN_PROGRAM_ID)).toBe(
      true,
    );
  });

  it('backs every LP token in circulation at 100 DFL and 10 USDC per LP', async () => {
    const pool = t.chain.addresses.pool;
    const supply = (await getMint(t.connection, key(t.chain.addresses.mints.DFL_USDC))).supply;
    const dfl = (await getAccount(t.connection, key(pool?.reserveDfl))).amount;
    const usdc = (await getAccount(t.connection, key(pool?.reserveUsdc))).amount;
    expect(supply).toBeGreaterThan(0n);
    expect(dfl).toBe(supply * 100n);
    expect(usdc).toBe((supply + 99n) / 100n);
    expect((await getAccount(t.connection, key(pool?.rewardsDfl))).amount).toBe(10_000_000n * 10n ** 9n);
  });

  it('gives LP from the game float, so the faucet never adds unbacked LP', async () => {
    const lpMint = key(t.chain.addresses.mints.DFL_USDC);
    const before = (await getMint(t.connection, lpMint)).supply;
    const float = (await getAccount(t.connection, key(t.chain.addresses.vaults.DFL_USDC))).amount;
    await t.fundedWallet({ tokens: { DFL_USDC: 3 } });
    expect((await getMint(t.connection, lpMint)).supply).toBe(before);
    expect((await getAccount(t.connection, key(t.chain.addresses.vaults.DFL_USDC))).amount).toBe(
      float - 3_000_000_000n,
    );
  });
});
