/**
 * The token accounts the game runs the DFL/USDC pool and staking from (docs/game-api.md, "Pool and
 * staking"). Each is a plain token account owned by the game authority at an address derived from the
 * authority and a fixed seed, so the game API can find them without being told. They are not the
 * authority's associated token accounts: those are the deposit vaults, and a transfer meant for the pool
 * must never count as an in-game deposit.
 */
export const POOL_ACCOUNT_SEEDS = {
  reserveDfl: { seed: 'pool-reserve-dfl', token: 'DFL' },
  reserveUsdc: { seed: 'pool-reserve-usdc', token: 'USDC' },
  stakingDfl: { seed: 'staking-dfl', token: 'DFL' },
  stakingLp: { seed: 'staking-lp', token: 'DFL_USDC' },
  rewardsDfl: { seed: 'staking-rewards-dfl', token: 'DFL' },
} as const;

export type PoolAccountName = keyof typeof POOL_ACCOUNT_SEEDS;

/** UI units of each reserve behind one LP token at the seeded price (0.1 USDC per DFL). */
export const POOL_SEED_DFL_PER_LP = 100n;
export const POOL_SEED_USDC_PER_LP = 10n;

/** DFL the rewards account starts with, in UI units. */
export const REWARDS_SEED_DFL = 10_000_000n;
