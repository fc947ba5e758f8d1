import { PublicKey } from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { stakeResultSchema, stakingOverviewSchema } from '@companion/shared-state/schemas';
import type { StartGameApiOptions } from '../../src/server';
import { getJson, postJson } from '../support/testServer';
import { startTestStack, type TestStack } from '../support/testStack';
import { newKey } from '../support/newKey';

jest.setTimeout(120_000);

const DAY_SECONDS = 86_400;

/** "0.00864" DFL → 8640000n base units (9 decimals). */
function units(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(9, '0'));
}

/**
 * Attack: farm an option's emission with dust. Alone in an empty option, a tiny stake took the option's whole
 * rate (1e-9 LP earned 864 DFL in one game day in the 365-day LP option) and the page showed absurd APRs.
 * The rate is now shared as if at least `fullEmissionAt` were staked, a stake has a minimum, and the APR shown
 * is what a new stake would earn (docs/game-api.md, "Staking").
 */
describe('attack: farming staking emissions with dust', () => {
  /** A stack with a player who stakes `amount` LP base units alone in lp-365d and waits one game day. */
  async function farm(options: Partial<StartGameApiOptions>, amount: bigint) {
    const stack = await startTestStack(options);
    try {
      const { wallet, token } = await stack.fundedWallet();
      const session = { authorization: token };
      const overview = async () =>
        stakingOverviewSchema.parse((await getJson(`${stack.server.apiUrl}/staking`, session)).body);
      const before = await overview();
      const mint = new PublicKey(stack.chain.addresses.mints.DFL_USDC);
      const owner = wallet.keypair;
      const dflMint = new PublicKey(stack.chain.addresses.mints.DFL);
      const signed = await stack.signed(
        owner,
        createAssociatedTokenAccountIdempotentInstruction(
          owner.publicKey,
          getAssociatedTokenAddressSync(dflMint, owner.publicKey),
          owner.publicKey,
          dflMint,
        ),
        createTransferCheckedInstruction(
          getAssociatedTokenAddressSync(mint, owner.publicKey),
          mint,
          new PublicKey(before.vaults.DFL_USDC),
          owner.publicKey,
          amount,
          9,
        ),
      );
      const vault = new PublicKey(before.vaults.DFL_USDC);
      const vaultBefore = await stack.balanceOf(vault);
      const staked = await postJson(
        `${stack.server.apiUrl}/staking/stake`,
        { transaction: signed.transaction, optionId: 'lp-365d' },
        session,
      );
      const vaultMoved = async () => (await stack.balanceOf(vault)) - vaultBefore;
      const refused = { during: null, after: null, rewards: null, claimed: null };
      if (staked.status !== 200) return { stack, before, staked, vaultMoved, ...refused };
      const { position } = stakeResultSchema.parse(staked.body);
      const during = await overview();
      await postJson(`${stack.server.url}/dev/clock`, { advanceSeconds: DAY_SECONDS });
      const after = await overview();
      const claim = await postJson(
        `${stack.server.apiUrl}/staking/claim`,
        { positionId: position.id, idempotencyKey: newKey() },
        session,
      );
      return {
        stack,
        before,
        staked,
        vaultMoved,
        during,
        after,
        rewards: after.positions.find((p) => p.id === position.id)!.rewards,
        claimed: claim.status === 200 ? stakeResultSchema.parse(claim.body).action.dfl : '0',
      };
    } catch (error) {
      await stack.stop();
      throw error;
    }
  }

  let stacks: TestStack[] = [];
  afterEach(async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
    stacks = [];
  });

  it('pays the smallest stake alone in an option its share of 1,000 LP: 0.00864 DFL a day, not 864', async () => {
    const uncapped = await farm({ stakeLimits: { DFL: noLimits, DFL_USDC: noLimits } }, 10_000_000n);
    stacks.push(uncapped.stack);
    const started = Date.now();
    const capped = await farm({}, 10_000_000n); // 0.01 LP, the smallest stake
    stacks.push(capped.stack);
    // The game's clock runs with the wall clock besides the day it is moved: the seconds the test itself took
    // earn too, at 0.00864 DFL a day = 100 base units a second.
    const secondsTaken = BigInt(Math.ceil((Date.now() - started) / 1000));
    const oneDay = units('0.00864');
    const earnedInOneDay = (amount: string | null) => {
      expect(units(amount!)).toBeGreaterThanOrEqual(oneDay);
      expect(units(amount!)).toBeLessThanOrEqual(oneDay + 100n * secondsTaken);
    };
    const highest = (options: { apr: string | null }[]) =>
      Math.max(...options.map((option) => Number(option.apr ?? 0)));
    console.log(
      `0.01 LP alone in lp-365d for a game day: without the floor ${uncapped.rewards} DFL earned, ` +
        `${uncapped.claimed} claimed, APR shown ${uncapped.during?.options.find((o) => o.id === 'lp-365d')?.apr} %; ` +
        `with it ${capped.rewards} DFL earned, ${capped.claimed} claimed, highest APR shown ${highest(
          capped.during!.options,
        )} %`,
    );
    expect(units(uncapped.rewards!)).toBeGreaterThan(800_000_000_000n);
    expect(capped.staked.status).toBe(200);
    earnedInOneDay(capped.rewards);
    earnedInOneDay(capped.claimed);
    // The APR shown is what a new stake of the smallest amount would earn: capped, before and after the dust.
    for (const overview of [capped.before, capped.during!, capped.after!]) {
      for (const option of overview.options) {
        expect(option.apr).not.toBeNull();
        expect(Number(option.apr)).toBeLessThanOrEqual(221);
      }
    }
    expect(capped.during!.options.find((option) => option.id === 'lp-365d')).toMatchObject({
      apr: '157.68',
      minimumStake: '0.01',
      fullEmissionAt: '1000',
    });
  });

  it('refuses 1e-9 LP before anything is sent: below the smallest stake', async () => {
    const dust = await farm({}, 1n);
    stacks.push(dust.stack);
    expect(dust.staked).toEqual({
      status: 400,
      body: {
        error: 'The smallest stake in the DFL/USDC LP pool is 0.01 DFL/USDC LP: stake at least that much.',
      },
    });
    expect(await dust.vaultMoved()).toBe(0n);
  });
});

/** Today's options, for the figure before the fix: any stake, and the whole rate shared by any stake. */
const noLimits = { minimumStake: '0.000000001', fullEmissionAt: '0' };
